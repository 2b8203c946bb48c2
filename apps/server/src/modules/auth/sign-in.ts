import { ghostEvent } from '../../auth/ghosting.ts';
import { type OpenSession, openSession, type SessionPolicy } from '../../auth/sessions.ts';
import { countSignInAttempt, type SignInLimits } from '../../auth/sign-in-limit.ts';
import { isSameNonce } from '../../auth/sign-in-nonce.ts';
import type { Db } from '../../db/client.ts';
import { auditEvents } from '../../db/schema/audit.ts';
import { forbidden, unauthorized } from '../../http/errors.ts';
import { IdTokenError } from '../../integrations/identity/id-token.ts';
import type { SignInProvider } from '../../integrations/identity/sign-in-provider.ts';
import { findPersonByEmail } from './repository.ts';

export interface SignInRequest {
  idToken: string;
  /** The nonce this browser was issued by POST /api/auth/nonce. */
  issuedNonce: string | undefined;
  /** The client's address, which every attempt is counted by. */
  address: string;
  /** The session the browser sent along; it ends. */
  previous: OpenSession | null;
}

export interface SignedIn {
  sessionToken: string;
  personId: number;
  givenName: string;
  familyName: string;
}

/**
 * POST /api/authenticate: verifies an ID token asked for with the nonce this browser was issued, and
 * opens a new session for the person whose e-mail address it names. A token opens one session only, and
 * an account a limited number a window.
 */
export async function signIn(
  {
    db,
    provider,
    policy,
    limits,
    now,
  }: { db: Db; provider: SignInProvider; policy: SessionPolicy; limits: SignInLimits; now: Date },
  { idToken, issuedNonce, address, previous }: SignInRequest,
): Promise<SignedIn> {
  let identity: Awaited<ReturnType<SignInProvider['verify']>>;
  try {
    identity = await provider.verify(idToken, now);
  } catch (error) {
    if (!(error instanceof IdTokenError)) throw error;
    await countSignInAttempt(db, limits, [{ address }], now);
    throw unauthorized(error.message);
  }
  // Every instance counts alike, address and account in one round trip: a refused token above, this one here.
  await countSignInAttempt(db, limits, [{ address }, { account: identity.email }], now);
  if (!isSameNonce(issuedNonce, identity.nonce))
    throw unauthorized('ID token was not asked for by this sign-in');
  const person = await findPersonByEmail(db, identity.email);
  if (!person) throw forbidden('You are not authorized to access this page.');
  const token = { token: idToken, acceptedUntil: identity.acceptedUntil };
  const sessionToken = await openSession(db, person.id, policy, previous?.id ?? null, token, now);
  if (!sessionToken) throw unauthorized('ID token already used');
  // The session sent along has ended, and with it the ghosting it held.
  if (previous?.ghostAsId) {
    await db
      .insert(auditEvents)
      .values(ghostEvent(previous.personId, previous.ghostAsId, 'ghost.end', { reason: 'signed in again' }));
  }
  return { sessionToken, personId: person.id, givenName: person.givenName, familyName: person.familyName };
}
