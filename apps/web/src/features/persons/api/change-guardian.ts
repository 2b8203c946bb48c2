import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { showNotice } from '@/lib/notice-store.ts';
import type { LinkedPerson } from './get-guardians-pupils.ts';
import type { PersonCard } from './get-person.ts';
import { invalidatedByPersonChange, personQueryKeys } from './query-keys.ts';

export type GuardianChange = 'add' | 'remove';

const pathOf: Record<GuardianChange, string> = { add: 'updateGuardian', remove: 'removeGuardian' };
const noticeOf: Record<GuardianChange, string> = {
  add: 'Guardian added successfully',
  remove: 'Guardian removed successfully',
};

/**
 * POST /api/person/{id}/updateGuardian/{guardianId} or …/removeGuardian/{guardianId}, without a body:
 * answers the pupil's guardians after the change.
 */
export function changeGuardian(personId: number, change: GuardianChange, guardianId: number) {
  return api.post<LinkedPerson[]>(`/api/person/${personId}/${pathOf[change]}/${guardianId}`);
}

export function useChangeGuardian(personId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ change, guardianId }: { change: GuardianChange; guardianId: number }) =>
      changeGuardian(personId, change, guardianId),
    onSuccess: (guardians, { change, guardianId }) => {
      // The card shows the new list at once; the refetch below brings the rest of it up to date.
      queryClient.setQueryData<PersonCard>(personQueryKeys.person(personId), (card) =>
        card ? { ...card, guardians } : card,
      );
      showNotice(noticeOf[change]);
      return Promise.all(
        [...invalidatedByPersonChange(personId), personQueryKeys.person(guardianId)].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
