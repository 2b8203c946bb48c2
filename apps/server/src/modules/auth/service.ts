import { closeSession, type OpenSession, openSession, type SessionPolicy } from '../../auth/sessions.ts';
import type { RequestContext } from '../../context/request-context.ts';
import type { Db } from '../../db/client.ts';
import { forbidden, unauthorized } from '../../http/errors.ts';
import { IdTokenError } from '../../integrations/identity/id-token.ts';
import type { SignInProvider } from '../../integrations/identity/sign-in-provider.ts';
import { findPersonByEmail } from './repository.ts';

export interface SignedIn {
  sessionToken: string;
  personId: number;
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
  now: Date,
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
  const sessionToken = await openSession(db, person.id, policy, previous?.id ?? null, now);
  return { sessionToken, personId: person.id, givenName: person.givenName, familyName: person.familyName };
}

/** The person the requests act as: the ghosted one while ghosting. */
export function currentUser({ actor }: RequestContext) {
  return {
    givenName: actor.givenName,
    familyName: actor.familyName,
    ghostingAs: actor.ghostAsId,
    avatarImage: actor.avatarImage,
  };
}

export async function signOut(db: Db, session: OpenSession | null): Promise<void> {
  if (session) await closeSession(db, session.id);
}
