import { recordAudit } from '../../audit/audit.ts';
import { IdTokenError } from '../../auth/id-token.ts';
import { closeSession, type OpenSession, openSession, type SessionPolicy } from '../../auth/sessions.ts';
import type { SignInProvider } from '../../auth/sign-in-provider.ts';
import type { Db } from '../../db/client.ts';
import { forbidden, unauthorized } from '../../http/errors.ts';
import { findPersonByEmail, findPersonName } from './repository.ts';

export interface SignedIn {
  sessionToken: string;
  givenName: string;
  familyName: string;
}

/** Verifies an ID token and opens a new session for the person whose e-mail address it names. */
export async function signIn(
  db: Db,
  provider: SignInProvider,
  policy: SessionPolicy,
  idToken: string,
  previous: OpenSession | null,
): Promise<SignedIn> {
  let email: string;
  try {
    ({ email } = await provider.verify(idToken));
  } catch (error) {
    if (error instanceof IdTokenError) throw unauthorized(error.message);
    throw error;
  }
  const person = await findPersonByEmail(db, email);
  if (!person) throw forbidden('You are not authorized to access this page.');
  const sessionToken = await db.transaction(async (tx) => {
    // A new session id on every sign-in, so an id planted before sign-in is worth nothing after it.
    if (previous) await closeSession(tx, previous.id);
    const token = await openSession(tx, person.id, policy);
    await recordAudit(tx, { actorId: person.id, action: 'sign-in', entity: 'session' });
    return token;
  });
  return { sessionToken, givenName: person.givenName, familyName: person.familyName };
}

export async function currentUser(db: Db, session: OpenSession) {
  const person = await findPersonName(db, session.personId);
  if (!person) throw unauthorized();
  return { givenName: person.givenName, familyName: person.familyName, ghostingAs: null };
}

export async function signOut(db: Db, session: OpenSession | null): Promise<void> {
  if (!session) return;
  await db.transaction(async (tx) => {
    await closeSession(tx, session.id);
    await recordAudit(tx, { actorId: session.personId, action: 'sign-out', entity: 'session' });
  });
}
