import type { TPublishResult } from '@kansli/domain/persons/publishing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { invalidatedByPersonChange } from './query-keys.ts';

export type PublishResult = TPublishResult;

/** POST /api/integration/person/{id}/publish: publishes the person to the campus platform ('Publicera'). */
export function publishPerson(personId: number) {
  return api.post<{ data: PublishResult }>(`/api/integration/person/${personId}/publish`);
}

/** A failure raises the generic notice; the card then shows the new published time. */
export function usePublishPerson(personId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => publishPerson(personId).then((answer) => answer.data),
    onSuccess: () =>
      Promise.all(
        invalidatedByPersonChange(personId).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
