import type { TEmailEntry } from '@kansli/domain/persons/contacts';
import type { TPersonEmail } from '@kansli/domain/persons/person-card';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { showNotice } from '@/lib/notice-store.ts';
import { invalidatedByPersonChange } from './query-keys.ts';

export type EmailEntry = TEmailEntry;

/** POST /api/integration/person/{id}/emails: the whole list becomes the person's addresses. */
export function saveEmails(personId: number, entries: readonly EmailEntry[]) {
  return api
    .post<{ data: TPersonEmail[] }>(`/api/integration/person/${personId}/emails`, entries)
    .then((answer) => answer.data);
}

export function useSaveEmails(personId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entries: readonly EmailEntry[]) => saveEmails(personId, entries),
    onSuccess: () => {
      showNotice('Emails saved');
      return Promise.all(
        invalidatedByPersonChange(personId).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}
