import { createHash } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.ts';
import { signInAttempts } from '../db/schema/sessions.ts';
import { TooManyRequestsError } from '../http/errors.ts';

/** How many sign-in attempts a window takes from one client address and for one account. */
export interface SignInLimits {
  perAddress: number;
  perAccount: number;
  windowMinutes: number;
}

/**
 * What an attempt is counted by: the client's address always, and the account (e-mail address) only
 * once its ID token's signature holds, so no one can use up another's attempts with tokens they made up.
 */
export type SignInAttemptKey = { address: string } | { account: string };

const hashOf = (key: SignInAttemptKey) =>
  createHash('sha256')
    .update('address' in key ? `address:${key.address}` : `account:${key.account.trim().toLowerCase()}`)
    .digest('base64url');

const minutesText = (minutes: number) => (minutes === 1 ? '1 minut' : `${minutes} minuter`);

/**
 * Counts one attempt in the current window under each key, in one statement on the database every
 * instance shares, and refuses it (429) when a key's window has had its limit's worth already.
 */
export async function countSignInAttempt(
  db: Db,
  limits: SignInLimits,
  keys: readonly SignInAttemptKey[],
  now: Date,
): Promise<void> {
  const windowMs = limits.windowMinutes * 60_000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const limitOf = new Map(
    keys.map((key) => [hashOf(key), 'address' in key ? limits.perAddress : limits.perAccount]),
  );
  const rows = await queryRows<{ key_hash: string; attempts: number }>(
    db,
    sql`
    insert into ${signInAttempts} (key_hash, window_start, attempts)
    values ${sql.join(
      [...limitOf.keys()].map((hash) => sql`(${hash}, ${windowStart.toISOString()}, 1)`),
      sql`, `,
    )}
    on conflict (key_hash, window_start) do update set attempts = ${signInAttempts}.attempts + 1
    returning key_hash, attempts`,
  );
  if (rows.every((row) => row.attempts <= (limitOf.get(row.key_hash) ?? 0))) return;
  const seconds = Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000);
  throw new TooManyRequestsError(
    `För många inloggningsförsök. Försök igen om ${minutesText(Math.ceil(seconds / 60))}.`,
    seconds,
  );
}

/** Forgets the windows that have ended. */
export async function purgeSignInAttempts(db: Db, limits: SignInLimits, at: Date): Promise<void> {
  await db
    .delete(signInAttempts)
    .where(lt(signInAttempts.windowStart, new Date(at.getTime() - limits.windowMinutes * 60_000)));
}
