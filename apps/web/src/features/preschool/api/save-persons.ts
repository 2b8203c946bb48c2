import type { TPreschoolPersonItemInput, TPreschoolSaveResponse } from '@kansli/domain/preschool/save-person';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { invalidatedBySave } from './query-keys.ts';

/** One child or guardian as the save body carries it (spec 7.4). */
export type PreschoolPersonItem = TPreschoolPersonItemInput;
export type PreschoolSaved = TPreschoolSaveResponse;

/** POST /api/preschool/{costCenter}/person: creates one child or guardian. */
export function createPerson(costCenter: string, item: PreschoolPersonItem, idempotencyKey?: string) {
  return api.post<PreschoolSaved>(`/api/preschool/${encodeURIComponent(costCenter)}/person`, item, {
    idempotencyKey,
  });
}

/** PUT /api/preschool/{costCenter}/person: edits one item, or the overview's batch, all or nothing. */
export function editPersons(costCenter: string, items: PreschoolPersonItem | PreschoolPersonItem[]) {
  return api.put<PreschoolSaved>(`/api/preschool/${encodeURIComponent(costCenter)}/person`, items);
}

function useInvalidateUnit(costCenter: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(invalidatedBySave(costCenter).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/**
 * Creates a person. The form holds one key per open form, so sending it again after a network
 * failure creates nothing twice.
 */
export function useCreatePerson(costCenter: string) {
  const invalidate = useInvalidateUnit(costCenter);
  return useMutation({
    mutationFn: ({ item, idempotencyKey }: { item: PreschoolPersonItem; idempotencyKey: string }) =>
      createPerson(costCenter, item, idempotencyKey),
    onSuccess: invalidate,
  });
}

export function useEditPersons(costCenter: string) {
  const invalidate = useInvalidateUnit(costCenter);
  return useMutation({
    mutationFn: (items: PreschoolPersonItem | PreschoolPersonItem[]) => editPersons(costCenter, items),
    onSuccess: invalidate,
  });
}
