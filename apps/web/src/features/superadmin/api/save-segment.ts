import type { TSegmentSave } from '@kansli/domain/superadmin/authorization-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import type { AdminSegment } from './list-segments.ts';
import { superadminQueryKeys } from './query-keys.ts';

export type SegmentSave = TSegmentSave;

/** POST /api/authorization/segments/save: a new segment without id, else the segment changed. */
export function saveSegment(segment: SegmentSave): Promise<AdminSegment> {
  return api.post<AdminSegment>('/api/authorization/segments/save', segment);
}

/** The segment dialog shows a failure itself (a taken key, a built-in segment), so no notice. */
export function useSaveSegment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSegment,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: superadminQueryKeys.segments }),
  });
}
