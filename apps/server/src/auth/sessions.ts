import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sessions } from '../db/schema/sessions.ts';

export interface SessionPolicy {
  idleMinutes: number;
  absoluteHours: number;
}

export interface OpenSession {
  id: string;
  personId: number;
}

/** Only the hash of a session token is stored, so the table alone cannot be used to sign in. */
const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** last_seen_at is written at most this often, so reading a session is usually one SELECT. */
const TOUCH_INTERVAL_MS = 60_000;

export async function openSession(db: Db, personId: number, policy: SessionPolicy): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  await db.insert(sessions).values({
    id: hashOf(token),
    personId,
    expiresAt: new Date(now + policy.absoluteHours * 3_600_000),
  });
  return token;
}

/** Deletes the sessions that can no longer be used; answers how many. */
export async function purgeEndedSessions(db: Db, policy: SessionPolicy): Promise<number> {
  const now = Date.now();
  const ended = await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, new Date(now)),
        lt(sessions.lastSeenAt, new Date(now - policy.idleMinutes * 60_000)),
      ),
    )
    .returning({ id: sessions.id });
  return ended.length;
}

export async function findSession(db: Db, token: string, policy: SessionPolicy): Promise<OpenSession | null> {
  const now = Date.now();
  const id = hashOf(token);
  const [row] = await db
    .select({ personId: sessions.personId, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(
      and(
        eq(sessions.id, id),
        gt(sessions.expiresAt, new Date(now)),
        gt(sessions.lastSeenAt, new Date(now - policy.idleMinutes * 60_000)),
      ),
    );
  if (!row) return null;
  if (now - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.id, id));
  }
  return { id, personId: row.personId };
}

export async function closeSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}
