import { api } from '@/lib/api-client.ts';
import type { PhoneNumbers } from './save-phone-numbers.ts';

/**
 * POST /api/persons/deletePhoneNumber: removes one of the admin's rows. The phone dialog's 'Spara'
 * sends it (useSavePhoneNumbers), so that 'Avbryt' can still take a removal back.
 */
export function deletePhoneNumber(id: number) {
  return api.post<PhoneNumbers>('/api/persons/deletePhoneNumber', { id });
}
