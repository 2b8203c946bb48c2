import type { TGroup, TGroupSearchResponse } from '@kansli/domain/groups/groups';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { groupQueryKeys } from './query-keys.ts';

/**
 * One group by its id, for a card opened at /groups/{id} without the list it was chosen from. There
 * is no GET of one group: the search by Kansli's own id, 'admin:{id}', answers it; null when it does not.
 */
export function getGroup(groupId: number, signal?: AbortSignal): Promise<TGroup | null> {
  return api
    .get<TGroupSearchResponse>('/api/integration/groups', {
      query: { search: `admin:${groupId}`, pageIndex: 0, pageSize: 1 },
      signal,
    })
    .then((answer) => answer.groups.find((group) => group.id === groupId) ?? null);
}

export function groupQueryOptions(groupId: number) {
  return queryOptions({
    queryKey: groupQueryKeys.group(groupId),
    queryFn: ({ signal }) => getGroup(groupId, signal),
    meta: { silentStatuses: [401] },
  });
}

/** The group, unless the list it was chosen from already holds it (`enabled` false). */
export function useGroup(groupId: number, { enabled }: { enabled: boolean }) {
  return useQuery({ ...groupQueryOptions(groupId), enabled });
}
