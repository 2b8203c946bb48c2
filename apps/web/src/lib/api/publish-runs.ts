import type { TPublishRun, TPublishRunRequest } from '@kansli/domain/groups/publishing';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api-client.ts';

// A publish run of the publish dialog: started once, then polled until it has ended.

export type PublishRun = TPublishRun;
export type PublishRunRequest = TPublishRunRequest;

/** Spec part 1, 9: a running job is asked how far it has come once a second. */
export const PUBLISH_POLL_INTERVAL_MS = 1000;

export const publishRunQueryKey = (runId: number) => ['publish', 'runs', runId] as const;

export const hasRunEnded = (run: Pick<PublishRun, 'status'>) =>
  run.status === 'done' || run.status === 'failed';

/** POST /api/publish/runs: 202 with the run made, or with the one under way for the unit and mode. */
export function startPublishRun(request: PublishRunRequest) {
  return api.post<PublishRun>('/api/publish/runs', request);
}

/** GET /api/publish/runs/{id}: the run's counts and each item's outcome. */
export function getPublishRun(runId: number, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<PublishRun>(`/api/publish/runs/${runId}`, { signal });
}

export function useStartPublishRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startPublishRun,
    // The dialog shows the failure and stays open.
    meta: { silent: true },
    onSuccess: (run) => queryClient.setQueryData(publishRunQueryKey(run.id), run),
  });
}

/** The run, asked again every second until it has ended; null before one is started. */
export function usePublishRun(runId: number | null) {
  return useQuery({
    queryKey: publishRunQueryKey(runId ?? 0),
    queryFn: ({ signal }) => getPublishRun(runId ?? 0, { signal }),
    enabled: runId !== null,
    // The start's answer is fresh: the first poll comes a second later, not at once.
    staleTime: PUBLISH_POLL_INTERVAL_MS,
    refetchInterval: (query) => {
      const run = query.state.data;
      if (query.state.status === 'error' || (run && hasRunEnded(run))) return false;
      return PUBLISH_POLL_INTERVAL_MS;
    },
    // The dialog shows a failed poll and stays open; pressing Publicera again picks the run up.
    meta: { silent: true },
  });
}
