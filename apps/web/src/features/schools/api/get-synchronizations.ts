import type { TSynchronizations } from '@kansli/domain/schools/synchronizations';
import { type QueryState, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { schoolQueryKeys } from './query-keys.ts';

export type Synchronizations = TSynchronizations;

/** How often the overview is asked again while an import waits or runs. */
export const SYNC_POLL_MS = 1000;

/** GET /api/synchronizations: every school unit's latest jobs, and the problems of the last day. */
export function getSynchronizations(signal?: AbortSignal): Promise<Synchronizations> {
  return api.get<Synchronizations>('/api/synchronizations', { signal });
}

/** Whether any unit's import waits or runs, so its progress is worth asking for again. */
export function isSyncActive(data: Synchronizations | undefined): boolean {
  return (
    data?.units.some(
      (unit) => unit.queued || unit.running || unit.jobs.some((job) => job.finished_at === null),
    ) ?? false
  );
}

/** Every second while something waits or runs; a failed load stops it rather than repeat its notice. */
export function syncRefetchInterval(query: {
  state: Pick<QueryState<Synchronizations>, 'status' | 'data'>;
}): number | false {
  return query.state.status !== 'error' && isSyncActive(query.state.data) ? SYNC_POLL_MS : false;
}

export function synchronizationsQueryOptions() {
  return queryOptions({
    queryKey: schoolQueryKeys.synchronizations,
    queryFn: ({ signal }) => getSynchronizations(signal),
    refetchInterval: syncRefetchInterval,
    // Spec 8: a 401 on a list load is ignored silently (the session check shows the login).
    meta: { silentStatuses: [401] },
  });
}

export function useSynchronizations() {
  return useQuery(synchronizationsQueryOptions());
}
