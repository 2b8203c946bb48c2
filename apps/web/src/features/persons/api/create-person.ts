import type { TCreatePersonBody, TCreatePersonResponse } from '@kansli/domain/persons/create-person';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { personQueryKeys } from './query-keys.ts';

export type NewPerson = TCreatePersonBody;

/** POST /api/organisation/persons: a member of staff whom no school system knows; 409 names who exists. */
export function createPerson(person: NewPerson, idempotencyKey?: string) {
  return api.post<TCreatePersonResponse>('/api/organisation/persons', person, { idempotencyKey });
}

/** The dialog answers a 400 at its fields and a 409 by opening that person, so neither is a notice. */
export function useCreatePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ person, idempotencyKey }: { person: NewPerson; idempotencyKey: string }) =>
      createPerson(person, idempotencyKey),
    meta: { silentStatuses: [400, 409] },
    // A search may find the new person now.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: personQueryKeys.searches }),
  });
}
