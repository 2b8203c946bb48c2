import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { superadminQueryKeys } from './query-keys.ts';

/** DELETE /api/authorization/flags/{id}: the flag, and its bit in every grant. */
export function deleteFlag(flagId: number): Promise<{ data: { id: number } }> {
  return api.delete<{ data: { id: number } }>(`/api/authorization/flags/${flagId}`);
}

/**
 * The confirmation shows a failure itself, so no notice. The roles' grants lose the bit; the gone
 * flag's holders are not asked again (the open confirmation still shows them, and would get a 404).
 */
export function useDeleteFlag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFlag,
    meta: { silent: true },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: superadminQueryKeys.segments }),
        queryClient.invalidateQueries({ queryKey: superadminQueryKeys.allRoleGrants }),
      ]),
  });
}
