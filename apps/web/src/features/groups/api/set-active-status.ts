import type { TGroup } from '@kansli/domain/groups/groups';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { storeGroup } from './query-keys.ts';

/** POST /api/groups/{id}/setActiveStatus: the group as it now stands (spec part 2, 4 'Group active flag'). */
export function setActiveStatus(groupId: number, active: boolean) {
  return api.post<TGroup>(`/api/groups/${groupId}/setActiveStatus`, { active });
}

export function useSetActiveStatus(groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ active }: { active: boolean }) => setActiveStatus(groupId, active),
    onSuccess: (group) => storeGroup(queryClient, group),
  });
}
