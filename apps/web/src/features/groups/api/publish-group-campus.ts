import type { TGroup } from '@kansli/domain/groups/groups';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { storeGroup } from './query-keys.ts';

/** POST /api/integration/group/{id}/publish/campus: the group with publishedAt, campusId and its admin page. */
export function publishGroupToCampus(groupId: number) {
  return api.post<TGroup>(`/api/integration/group/${groupId}/publish/campus`);
}

export function usePublishGroupToCampus(groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => publishGroupToCampus(groupId),
    onSuccess: (group) => storeGroup(queryClient, group),
  });
}
