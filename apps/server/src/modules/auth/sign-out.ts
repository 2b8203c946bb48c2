import { ghostEvent } from '../../auth/ghosting.ts';
import { closeSession, type OpenSession } from '../../auth/sessions.ts';
import type { Db } from '../../db/client.ts';
import { auditEvents } from '../../db/schema/audit.ts';

/** DELETE /api/authenticate: ends the browser's session, if it has one, and the ghosting it held. */
export async function signOut(db: Db, session: OpenSession | null): Promise<void> {
  if (!session) return;
  const closed = await closeSession(db, session.id);
  if (closed?.ghostAsId) {
    await db
      .insert(auditEvents)
      .values(ghostEvent(session.personId, closed.ghostAsId, 'ghost.end', { reason: 'signed out' }));
  }
}
