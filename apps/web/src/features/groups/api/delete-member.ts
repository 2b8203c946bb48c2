import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { groupQueryKeys } from './query-keys.ts';

/** POST /api/groups/{id}/deleteMember/{memberId}: the membership ends (spec part 2, 4 'Member delete'). */
export function deleteMember(groupId: number, memberId: number) {
  return api.post<{ id: number }>(`/api/groups/${groupId}/deleteMember/${memberId}`);
}

export function useDeleteMember(groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberId: number) => deleteMember(groupId, memberId),
    // Spec 4: the members are loaded again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupQueryKeys.members(groupId) }),
  });
}
