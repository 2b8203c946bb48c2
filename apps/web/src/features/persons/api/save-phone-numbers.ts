import type { TPhoneNumberInput } from '@kansli/domain/persons/contacts';
import type { TPersonPhone } from '@kansli/domain/persons/person-card';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { showNotice } from '@/lib/notice-store.ts';
import { deletePhoneNumber } from './delete-phone-number.ts';
import { invalidatedByPersonChange } from './query-keys.ts';

export type PhoneNumberInput = TPhoneNumberInput;
export type PhoneNumbers = { phone_numbers: TPersonPhone[] };

/** POST /api/persons/savePhoneNumber: adds the rows without an id, changes those with one. */
export function savePhoneNumbers(rows: readonly PhoneNumberInput[]) {
  return api.post<PhoneNumbers>('/api/persons/savePhoneNumber', { phone_numbers: rows });
}

/**
 * 'Spara' of the phone dialog: first the rows removed there, then the rest. Empty numbers are dropped
 * (spec 5.5); the server refuses an empty list, so none is sent when nothing is left to save.
 */
export function useSavePhoneNumbers(personId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ rows, deletedIds }: { rows: readonly PhoneNumberInput[]; deletedIds: number[] }) => {
      for (const id of deletedIds) await deletePhoneNumber(id);
      if (deletedIds.length > 0) showNotice('Phone number deleted');
      const saved = rows.filter((row) => row.number.trim() !== '');
      if (saved.length > 0) {
        await savePhoneNumbers(saved);
        showNotice('Phone number saved');
      }
    },
    // A failure half way still changed what was deleted before it.
    onSettled: () =>
      Promise.all(
        invalidatedByPersonChange(personId).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
