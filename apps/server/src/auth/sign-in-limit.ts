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
 * What an attempt is counted by: the client's address before anything is checked, and the account
 * (e-mail address) once its ID token's signature holds, so no one can use up another's attempts with
 * tokens they made up.
 */
export type SignInAttemptKey = { address: string } | { account: string };

const hashOf = (key: SignInAttemptKey) =>
  createHash('sha256')
    .update('address' in key ? `address:${key.address}` : `account:${key.account.trim().toLowerCase()}`)
    .digest('base64url');

const minutesText = (minutes: number) => (minutes === 1 ? '1 minut' : `${minutes} minuter`);

/**
 * Counts one attempt in the current window, in the database every instance shares, and refuses it
 * (429) when the window has had its limit's worth already.
 */
export async function countSignInAttempt(
  db: Db,
  limits: SignInLimits,
  key: SignInAttemptKey,
  now: Date,
): Promise<void> {
  const windowMs = limits.windowMinutes * 60_000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const [row] = await queryRows<{ attempts: number }>(
    db,
    sql`
    insert into ${signInAttempts} (key_hash, window_start, attempts)
    values (${hashOf(key)}, ${windowStart.toISOString()}, 1)
    on conflict (key_hash, window_start) do update set attempts = ${signInAttempts}.attempts + 1
    returning attempts`,
  );
  const limit = 'address' in key ? limits.perAddress : limits.perAccount;
  if ((row?.attempts ?? 0) <= limit) return;
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
