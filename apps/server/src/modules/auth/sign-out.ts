import { closeSession, type OpenSession } from '../../auth/sessions.ts';
import type { Db } from '../../db/client.ts';

/** DELETE /api/authenticate: ends the browser's session, if it has one. */
export async function signOut(db: Db, session: OpenSession | null): Promise<void> {
  if (session) await closeSession(db, session.id);
}
