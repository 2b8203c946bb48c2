import type { TGroupMember } from '@kansli/domain/groups/groups';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { groupQueryKeys } from './query-keys.ts';

export type GroupMember = TGroupMember;

/** GET /api/integration/groups/{id}/members: the current members, teachers first, then by name. */
export function getGroupMembers(groupId: number, signal?: AbortSignal) {
  return api.get<GroupMember[]>(`/api/integration/groups/${groupId}/members`, { signal });
}

export function groupMembersQueryOptions(groupId: number) {
  return queryOptions({
    queryKey: groupQueryKeys.members(groupId),
    queryFn: ({ signal }) => getGroupMembers(groupId, signal),
    meta: { silentStatuses: [401] },
  });
}

export function useGroupMembers(groupId: number) {
  return useQuery(groupMembersQueryOptions(groupId));
}
