import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { showNotice } from '@/lib/notice-store.ts';
import { invalidatedByPersonChange } from './query-keys.ts';
import type { EmailEntry } from './save-emails.ts';

/** POST /api/integration/person/{id}/flex: sends one e-mail address to Flex (spec 2.4, 7.2). */
export function sendEmailToFlex(personId: number, entry: EmailEntry) {
  return api.post<{ data: { email: string } }>(`/api/integration/person/${personId}/flex`, entry);
}

export function useSendEmailToFlex(personId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: EmailEntry) => sendEmailToFlex(personId, entry),
    onSuccess: () => {
      showNotice('Email updated in flex');
      return Promise.all(
        invalidatedByPersonChange(personId).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}
