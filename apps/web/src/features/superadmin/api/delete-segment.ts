import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { superadminQueryKeys } from './query-keys.ts';

/** DELETE /api/authorization/segments/{id}: the segment, its flags and every grant in it. */
export function deleteSegment(segmentId: number): Promise<{ data: { id: number } }> {
  return api.delete<{ data: { id: number } }>(`/api/authorization/segments/${segmentId}`);
}

/** The confirmation shows a failure itself, so no notice; the grants of both views change with it. */
export function useDeleteSegment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSegment,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: superadminQueryKeys.all }),
  });
}
