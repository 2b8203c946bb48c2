import { z } from 'zod';

/** An environment variable that may be unset or blank (an empty `OIDC_ISSUER=` in a .env file means unset). */
export const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined);

export const optionalUrl = optionalText.pipe(z.url().optional());

/**
 * Bits of a string judged by how often each of its characters occurs in it (its Shannon entropy times its
 * length): 24 × 'a' has none, a random hexadecimal string about 3.5 a character.
 */
function characterBits(text: string): number {
  const counts = new Map<string, number>();
  for (const character of text) counts.set(character, (counts.get(character) ?? 0) + 1);
  let bits = 0;
  for (const count of counts.values()) bits -= count * Math.log2(count / text.length);
  return bits;
}

const isRepetition = (text: string) => (text + text).indexOf(text, 1) < text.length;

const SECRET_MIN_LENGTH = 24;
const SECRET_MIN_BITS = 64;

/**
 * A secret Kansli's operators make up (`openssl rand -hex 32`): at least 24 characters, not a shorter
 * string repeated, and at least 64 bits by characterBits. It refuses placeholders and patterns; a
 * random secret of 24 hexadecimal characters or more passes.
 */
export const optionalSecret = optionalText.pipe(
  z
    .string()
    .min(SECRET_MIN_LENGTH, `must be at least ${SECRET_MIN_LENGTH} characters`)
    .refine((secret) => !isRepetition(secret), 'must not repeat itself: make one with openssl rand -hex 32')
    .refine(
      (secret) => characterBits(secret) >= SECRET_MIN_BITS,
      'is too easy to guess: make one with openssl rand -hex 32',
    )
    .optional(),
);

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
/** Random bytes hardly repeat: 32 of them show 20 or more values but about once in ten million keys. */
const KEY_MIN_DISTINCT_BYTES = 20;

/** A key of `bytes` random bytes in base64 (`openssl rand -base64 32`); a made-up or patterned one is refused. */
export const optionalRandomKey = (bytes: number) =>
  optionalText.pipe(
    z
      .string()
      .refine(
        (key) => BASE64.test(key) && Buffer.from(key, 'base64').length === bytes,
        `must be ${bytes} bytes in base64`,
      )
      .refine(
        (key) => new Set(Buffer.from(key, 'base64')).size >= Math.min(KEY_MIN_DISTINCT_BYTES, bytes),
        `is not random: make one with openssl rand -base64 ${bytes}`,
      )
      .optional(),
  );
