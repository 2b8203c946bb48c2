import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import { type Db, preparedQuery } from '../db/client.ts';
import { persons } from '../db/schema/persons.ts';
import { sessions } from '../db/schema/sessions.ts';

export interface SessionPolicy {
  idleMinutes: number;
  absoluteHours: number;
}

export interface OpenSession {
  id: string;
  personId: number;
  givenName: string;
  familyName: string;
  avatarImage: string | null;
}

/** Only the hash of a session token is stored, so the table alone cannot be used to sign in. */
const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** last_seen_at is written at most this often, so reading a session is usually one SELECT. */
const TOUCH_INTERVAL_MS = 60_000;

/**
 * Opens a session for the person and ends the one the browser sent along, in one statement: a new id
 * on every sign-in, so an id planted before sign-in is worth nothing after it.
 */
export async function openSession(
  db: Db,
  personId: number,
  policy: SessionPolicy,
  previousSessionId: string | null,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + policy.absoluteHours * 3_600_000);
  await db.execute(sql`
    with ended as (delete from ${sessions} where ${sessions.id} = ${previousSessionId})
    insert into ${sessions} (id, person_id, expires_at)
    values (${hashOf(token)}, ${personId}, ${expiresAt.toISOString()})`);
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

const sessionById = preparedQuery((db) =>
  db
    .select({
      personId: sessions.personId,
      lastSeenAt: sessions.lastSeenAt,
      givenName: persons.givenName,
      familyName: persons.familyName,
      avatarImage: persons.avatarImage,
    })
    .from(sessions)
    .innerJoin(persons, eq(persons.id, sessions.personId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('id')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        gt(sessions.lastSeenAt, sql.placeholder('idleSince')),
      ),
    )
    .prepare('session_by_id'),
);

export async function findSession(db: Db, token: string, policy: SessionPolicy): Promise<OpenSession | null> {
  const now = Date.now();
  const id = hashOf(token);
  const [row] = await sessionById(db).execute({
    id,
    now: new Date(now).toISOString(),
    idleSince: new Date(now - policy.idleMinutes * 60_000).toISOString(),
  });
  if (!row) return null;
  if (now - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.id, id));
  }
  const { personId, givenName, familyName, avatarImage } = row;
  return { id, personId, givenName, familyName, avatarImage };
}

export async function closeSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}
