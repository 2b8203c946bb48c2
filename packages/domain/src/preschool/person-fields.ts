import { z } from 'zod';

// The text fields of the child and guardian forms (spec 5.1, 5.2), shared by the forms and the bodies.

const REQUIRED_MESSAGE = 'Obligatoriskt';
const CIVIC_NUMBER_MESSAGE = 'Använd formatet yymmdd-nnnn';
export const EMAIL_MESSAGE = 'Ange en giltig e-postadress';
export const PHONE_MESSAGE = 'Endast siffror, mellanslag, +, - och parenteser';
export const POSTAL_CODE_MESSAGE = 'Endast siffror och mellanslag';
const tooLongMessage = (max: number) => `Högst ${max} tecken`;

/** Names are indexed, and an index entry has a size limit; no real name comes near this. */
export const MAX_NAME_LENGTH = 100;
const MAX_TEXT_LENGTH = 200;
export const MAX_NOTE_LENGTH = 2000;

/** A required text: an empty one, or one of spaces, is missing. */
export const requiredText = (max = MAX_TEXT_LENGTH) =>
  z.string({ error: REQUIRED_MESSAGE }).trim().min(1, REQUIRED_MESSAGE).max(max, tooLongMessage(max));

/** A text the form may leave out: absent or null is the empty text. */
export const optionalText = (max = MAX_TEXT_LENGTH) =>
  z
    .string()
    .trim()
    .max(max, tooLongMessage(max))
    .nullish()
    .transform((value) => value ?? '');

/** Either 8 digits, or yymmdd-nnnn where the last four may hold capital letters (temporary numbers). */
export const ZPreschoolCivicNumber = z
  .string({ error: CIVIC_NUMBER_MESSAGE })
  .trim()
  .regex(/^(\d{8}|\d{6}-[A-Z0-9]{4})$/, CIVIC_NUMBER_MESSAGE);

/** What the child form and the save body say alike of a child. */
export const childFields = {
  given_name: requiredText(MAX_NAME_LENGTH),
  family_name: requiredText(MAX_NAME_LENGTH),
  civic_number: ZPreschoolCivicNumber,
  note: optionalText(MAX_NOTE_LENGTH),
};
