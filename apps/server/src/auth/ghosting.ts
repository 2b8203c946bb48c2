import { and, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { auditEvents } from '../db/schema/audit.ts';
import { sessions } from '../db/schema/sessions.ts';
import { HttpError } from '../http/errors.ts';
import type { OpenSession } from './sessions.ts';

/** Why a ghosting ended, as its 'ghost.end' audit says. */
export type GhostingEndReason =
  | 'stopped'
  | 'time limit'
  | 'switched'
  | 'signed out'
  | 'signed in again'
  | 'session ended';

export const ghostingEndedMessage = (limitMinutes: number) =>
  `Skuggningen har avslutats efter ${limitMinutes} minuter`;

/**
 * 403 for a request that carries ghost_as after the ghosting's time limit. The extra field tells the
 * web app that the refusal ends the ghosting, whatever call it answers.
 */
export const ghostingEnded = (limitMinutes: number) =>
  new HttpError(403, ghostingEndedMessage(limitMinutes), { ghostingEnded: 'time limit' });

type Ghosting = { ghostAsId: number; startedAt: Date };

function ghostingOf(session: OpenSession): Ghosting | null {
  const { ghostAsId, ghostStartedAt } = session;
  return ghostAsId !== null && ghostStartedAt !== null ? { ghostAsId, startedAt: ghostStartedAt } : null;
}

const endsAt = (ghosting: Ghosting, limitMinutes: number) =>
  new Date(ghosting.startedAt.getTime() + limitMinutes * 60_000);

/**
 * Moves the session from the ghosting it holds to `next` (null: none), and audits the end and the start,
 * in one transaction. The update is conditional on the ghosting the request read, so of two concurrent
 * requests only one moves it and audits; answers whether this one did.
 */
async function moveGhosting(
  db: Db,
  session: OpenSession,
  from: Ghosting | null,
  next: number | null,
  endReason: GhostingEndReason,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const moved = await tx
      .update(sessions)
      .set({ ghostAsId: next, ghostStartedAt: next === null ? null : now })
      .where(
        and(
          eq(sessions.id, session.id),
          from === null
            ? or(isNull(sessions.ghostAsId), isNull(sessions.ghostStartedAt))
            : and(eq(sessions.ghostAsId, from.ghostAsId), eq(sessions.ghostStartedAt, from.startedAt)),
        ),
      )
      .returning({ id: sessions.id });
    if (moved.length === 0) return false;
    const events = [];
    if (from) events.push(ghostEvent(session.personId, from.ghostAsId, 'ghost.end', { reason: endReason }));
    if (next !== null) events.push(ghostEvent(session.personId, next, 'ghost.start', null));
    if (events.length > 0) await tx.insert(auditEvents).values(events);
    return true;
  });
}

export function ghostEvent(
  actorId: number,
  ghostAsId: number,
  action: 'ghost.start' | 'ghost.end',
  after: { reason: GhostingEndReason } | null,
) {
  return { actorId, ghostAsId, action, entity: 'person', entityId: String(ghostAsId), after };
}

/**
 * A request of the session acts as `ghostAsId` (already allowed): starts that ghosting when the session
 * holds another or none, and ends it with a 403 once the time limit has passed. Answers when it ends.
 */
export async function continueGhosting(
  db: Db,
  session: OpenSession,
  ghostAsId: number,
  limitMinutes: number,
  now: Date,
): Promise<Date> {
  const current = ghostingOf(session);
  const pastLimit = current !== null && now >= endsAt(current, limitMinutes);
  if (current?.ghostAsId === ghostAsId) {
    if (!pastLimit) return endsAt(current, limitMinutes);
    await moveGhosting(db, session, current, null, 'time limit', now);
    throw ghostingEnded(limitMinutes);
  }
  await moveGhosting(db, session, current, ghostAsId, pastLimit ? 'time limit' : 'switched', now);
  return endsAt({ ghostAsId, startedAt: now }, limitMinutes);
}

/** A request of the session carries no ghost_as: the ghosting it held, if any, has been stopped. */
export async function stopGhosting(
  db: Db,
  session: OpenSession,
  limitMinutes: number,
  now: Date,
): Promise<void> {
  const current = ghostingOf(session);
  if (current === null) return;
  // Stopped by the browser's timer, or by the first request after the limit: the limit ended it.
  const reason = now >= endsAt(current, limitMinutes) ? 'time limit' : 'stopped';
  await moveGhosting(db, session, current, null, reason, now);
}
