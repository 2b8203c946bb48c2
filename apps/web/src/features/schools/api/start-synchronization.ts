import type { TSyncStarted } from '@kansli/domain/schools/synchronizations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { showNotice } from '@/lib/notice-store.ts';
import { schoolQueryKeys } from './query-keys.ts';

export const SYNC_QUEUED_NOTICE = 'Synkroniseringen är köad';
export const SYNC_ALREADY_RUNNING_NOTICE = 'Synkroniseringen pågår redan';

/** POST /api/synchronizations/{locationId}/start: queues the unit's import, unless one waits or runs. */
export function startSynchronization(locationId: number): Promise<TSyncStarted> {
  return api.post<TSyncStarted>(`/api/synchronizations/${locationId}/start`);
}

/** 'Synkronisera nu': pending until the overview shows the unit queued; a failure raises the notice. */
export function useStartSynchronization(locationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => startSynchronization(locationId),
    onSuccess: ({ queued }) => {
      showNotice(queued ? SYNC_QUEUED_NOTICE : SYNC_ALREADY_RUNNING_NOTICE);
      return queryClient.invalidateQueries({ queryKey: schoolQueryKeys.synchronizations });
    },
  });
}
