import { z } from 'zod';
import { ZId } from '../http/id.ts';
import { PHONE_SYSTEMS, PHONE_TYPES, ZPersonEmail, ZPersonPhone } from './person-card.ts';

// A person's e-mail addresses and phone numbers: POST /api/integration/person/{id}/emails,
// POST /api/persons/savePhoneNumber and …/deletePhoneNumber (spec part 1, 7.2, 7.3 and 5.5).

export const MAX_EMAILS = 20;
export const MAX_PHONES = 20;

/** One e-mail address as the card sends it: the whole list is saved at once. */
export const ZEmailEntry = z.object({
  type: z.string().trim().min(1, 'type: required').max(40),
  email: z.string().trim().max(254).pipe(z.email('email: not a valid e-mail address')),
  system: z.string().trim().min(1).max(40).default('admin'),
});
export type TEmailEntry = z.infer<typeof ZEmailEntry>;

export const ZSaveEmailsBody = z.array(ZEmailEntry).max(MAX_EMAILS);
export const ZEmailsResponse = z.object({ data: z.array(ZPersonEmail) });

/** A phone row to save: with an id it changes that row, without it adds one; an empty number is dropped. */
export const ZPhoneNumberInput = z.object({
  id: ZId.optional(),
  person_id: ZId,
  number: z
    .string()
    .trim()
    .max(40)
    .regex(/^[0-9 +\-()]*$/, 'number: only digits, space, plus, minus and parentheses'),
  type: z.enum(PHONE_TYPES),
  system: z.enum(PHONE_SYSTEMS).default('admin'),
});
export type TPhoneNumberInput = z.infer<typeof ZPhoneNumberInput>;

export const ZSavePhoneNumbersBody = z.object({
  phone_numbers: z.array(ZPhoneNumberInput).max(MAX_PHONES),
});
export const ZDeletePhoneNumberBody = z.object({ id: ZId });

/** The person's phone numbers after the change. */
export const ZPhoneNumbersResponse = z.object({ phone_numbers: z.array(ZPersonPhone) });
