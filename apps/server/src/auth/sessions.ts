import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import { type Db, preparedQuery, queryRows } from '../db/client.ts';
import { persons } from '../db/schema/persons.ts';
import { sessions, usedIdTokens } from '../db/schema/sessions.ts';

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

/** The ID token a session is opened with: it is remembered until it expires, so it opens one session. */
export interface SignInToken {
  token: string;
  expiresAt: Date;
}

/**
 * Opens a session for the person and ends the one the browser sent along, in one statement: a new id
 * on every sign-in, so an id planted before sign-in is worth nothing after it. Answers null, and opens
 * nothing, when the ID token has opened a session before.
 */
export async function openSession(
  db: Db,
  personId: number,
  policy: SessionPolicy,
  previousSessionId: string | null,
  idToken: SignInToken,
  now: Date,
): Promise<string | null> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + policy.absoluteHours * 3_600_000);
  const opened = await queryRows<{ id: string }>(
    db,
    sql`
    with used as (
      insert into ${usedIdTokens} (token_hash, expires_at)
      values (${hashOf(idToken.token)}, ${idToken.expiresAt.toISOString()})
      on conflict do nothing returning 1),
    ended as (
      delete from ${sessions} where ${sessions.id} = ${previousSessionId} and exists (select 1 from used))
    insert into ${sessions} (id, person_id, expires_at, last_seen_at)
    select ${hashOf(token)}, ${personId}, ${expiresAt.toISOString()}, ${now.toISOString()}
    where exists (select 1 from used)
    returning id`,
  );
  return opened.length > 0 ? token : null;
}

/** Deletes the sessions that can no longer be used; answers how many. */
export async function purgeEndedSessions(db: Db, policy: SessionPolicy, at = new Date()): Promise<number> {
  const now = at.getTime();
  await db.delete(usedIdTokens).where(lt(usedIdTokens.expiresAt, at));
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

/**
 * Finds a live session and records the request in the same statement, so the idle limit counts from
 * the last request exactly. The table is unlogged, which keeps that write cheap.
 */
const touchSession = preparedQuery((db) =>
  db
    .update(sessions)
    .set({ lastSeenAt: sql`${sql.placeholder('now')}` })
    .from(persons)
    .where(
      and(
        eq(sessions.id, sql.placeholder('id')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        gt(sessions.lastSeenAt, sql.placeholder('idleSince')),
        eq(persons.id, sessions.personId),
      ),
    )
    .returning({
      personId: sessions.personId,
      givenName: persons.givenName,
      familyName: persons.familyName,
      avatarImage: persons.avatarImage,
    })
    .prepare('touch_session'),
);

export async function findSession(
  db: Db,
  token: string,
  policy: SessionPolicy,
  now: Date,
): Promise<OpenSession | null> {
  const id = hashOf(token);
  const [row] = await touchSession(db).execute({
    id,
    now: now.toISOString(),
    idleSince: new Date(now.getTime() - policy.idleMinutes * 60_000).toISOString(),
  });
  if (!row) return null;
  const { personId, givenName, familyName, avatarImage } = row;
  return { id, personId, givenName, familyName, avatarImage };
}

export async function closeSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}
