import type { TGooglePublishResult } from '@kansli/domain/groups/groups';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { storeGroup } from './query-keys.ts';

export type GooglePublishResult = TGooglePublishResult;

/** POST /api/integration/group/{id}/publish/google: the group, and the members added and removed. */
export function publishGroupToGoogle(groupId: number) {
  return api.post<GooglePublishResult>(`/api/integration/group/${groupId}/publish/google`);
}

export function usePublishGroupToGoogle(groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => publishGroupToGoogle(groupId),
    onSuccess: (result) => storeGroup(queryClient, result.group),
  });
}
