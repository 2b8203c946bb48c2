import type { TPublishResult } from '@kansli/domain/persons/publishing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { invalidatedByPersonChange } from './query-keys.ts';

/**
 * POST /api/integration/persons/publish/campus/{id} ('Publicera NY'): publishes the person with their
 * guardians and group memberships; the answer counts what went along.
 */
export function publishCampus(personId: number) {
  return api.post<{ data: TPublishResult }>(`/api/integration/persons/publish/campus/${personId}`);
}

export function usePublishCampus(personId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => publishCampus(personId).then((answer) => answer.data),
    onSuccess: () =>
      Promise.all(
        invalidatedByPersonChange(personId).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
