import { z } from 'zod';

/** An environment variable that may be unset or blank (an empty `OIDC_ISSUER=` in a .env file means unset). */
export const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined);

export const optionalUrl = optionalText.pipe(z.url().optional());
