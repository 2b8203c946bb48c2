import type { TSyncEntry } from '@kansli/domain/schools/units';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { schoolQueryKeys } from './query-keys.ts';

export type SyncEntry = TSyncEntry;

/** GET /api/syncentries/location/{id}: the unit's import jobs and the problems they met, newest first. */
export function getSyncEntries(locationId: number, signal?: AbortSignal): Promise<SyncEntry[]> {
  return api.get<SyncEntry[]>(`/api/syncentries/location/${locationId}`, { signal });
}

export function syncEntriesQueryOptions(locationId: number) {
  return queryOptions({
    queryKey: schoolQueryKeys.syncEntries(locationId),
    queryFn: ({ signal }) => getSyncEntries(locationId, signal),
    meta: { silentStatuses: [401] },
  });
}

export function useSyncEntries(locationId: number) {
  return useQuery(syncEntriesQueryOptions(locationId));
}
