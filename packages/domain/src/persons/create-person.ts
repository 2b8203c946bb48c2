import { z } from 'zod';
import { ZId } from '../http/id.ts';
import { EMAIL_MESSAGE, MAX_NAME_LENGTH, requiredText } from '../preschool/person-fields.ts';
import { isValidCivicNumber } from './civic-number.ts';

// POST /api/organisation/persons: a member of staff whom no school system knows, added on Personer
// ('Lägg till person'). The dialog's form and the request body are the same values, so this one schema
// serves both.

export const CIVIC_NUMBER_MESSAGE = 'Ange ett giltigt personnummer, ÅÅÅÅMMDD-NNNN';
/** The longest e-mail address a mail server accepts. */
export const MAX_EMAIL_LENGTH = 254;

export const ZCreatePersonBody = z.object({
  given_name: requiredText(MAX_NAME_LENGTH),
  family_name: requiredText(MAX_NAME_LENGTH),
  // In lower case, as sign-in looks the address up.
  email: requiredText(MAX_EMAIL_LENGTH).toLowerCase().pipe(z.email(EMAIL_MESSAGE)),
  /** Optional: left out, null or empty is no civic number. */
  civic_number: z
    .string({ error: CIVIC_NUMBER_MESSAGE })
    .trim()
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || isValidCivicNumber(value), CIVIC_NUMBER_MESSAGE),
});
export type TCreatePersonInput = z.input<typeof ZCreatePersonBody>;
export type TCreatePersonBody = z.output<typeof ZCreatePersonBody>;

export const ZCreatePersonResponse = z.object({ id: ZId });
export type TCreatePersonResponse = z.infer<typeof ZCreatePersonResponse>;
