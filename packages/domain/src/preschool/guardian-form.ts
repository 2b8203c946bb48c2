import { z } from 'zod';
import {
  EMAIL_MESSAGE,
  MAX_NAME_LENGTH,
  MAX_NOTE_LENGTH,
  optionalText,
  PHONE_MESSAGE,
  POSTAL_CODE_MESSAGE,
  requiredText,
} from './person-fields.ts';

/**
 * The guardian form (spec 2.7, 5.2). Every field is text that stays text, so the form and the request
 * body take the same values and this one schema serves both.
 */
export const ZGuardianData = z.object({
  given_name: requiredText(MAX_NAME_LENGTH),
  family_name: requiredText(MAX_NAME_LENGTH),
  email: requiredText().pipe(z.email(EMAIL_MESSAGE)),
  phone: requiredText().regex(/^[\d\s+\-()]+$/, PHONE_MESSAGE),
  street_address: requiredText(),
  postal_code: requiredText().regex(/^[\d\s]+$/, POSTAL_CODE_MESSAGE),
  city: requiredText(),
  note: optionalText(MAX_NOTE_LENGTH),
});
export type TGuardianData = z.infer<typeof ZGuardianData>;
