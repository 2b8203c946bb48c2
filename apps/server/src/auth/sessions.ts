import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { type Db, preparedQuery, queryRows } from '../db/client.ts';
import { auditEvents } from '../db/schema/audit.ts';
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
  /** The person this session is ghosting, as the last request left it, and since when. */
  ghostAsId: number | null;
  ghostStartedAt: Date | null;
}

/** Only the hash of a session token is stored, so the table alone cannot be used to sign in. */
const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * The ID token a session is opened with: it is remembered until the verifier would no longer accept it,
 * so it opens one session.
 */
export interface SignInToken {
  token: string;
  acceptedUntil: Date;
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
      values (${hashOf(idToken.token)}, ${idToken.acceptedUntil.toISOString()})
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

/**
 * Deletes the sessions that can no longer be used, auditing the end of the ghosting any of them held;
 * answers how many.
 */
export async function purgeEndedSessions(db: Db, policy: SessionPolicy, at = new Date()): Promise<number> {
  await db.delete(usedIdTokens).where(lt(usedIdTokens.expiresAt, at));
  const idleSince = new Date(at.getTime() - policy.idleMinutes * 60_000);
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`
    with ended as (
      delete from ${sessions}
      where ${sessions.expiresAt} < ${at.toISOString()} or ${sessions.lastSeenAt} < ${idleSince.toISOString()}
      returning person_id, ghost_as_id),
    audited as (
      insert into ${auditEvents} (actor_id, ghost_as_id, action, entity, entity_id, after)
      select person_id, ghost_as_id, 'ghost.end', 'person', ghost_as_id::text, ${JSON.stringify({ reason: 'session ended' })}::jsonb
      from ended where ghost_as_id is not null)
    select count(*)::int as count from ended`,
  );
  return row?.count ?? 0;
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
      ghostAsId: sessions.ghostAsId,
      ghostStartedAt: sessions.ghostStartedAt,
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
  return row ? { id, ...row } : null;
}

/** Ends the session; answers the person it was ghosting, if any. */
export async function closeSession(db: Db, sessionId: string): Promise<{ ghostAsId: number | null } | null> {
  const [closed] = await db
    .delete(sessions)
    .where(eq(sessions.id, sessionId))
    .returning({ ghostAsId: sessions.ghostAsId });
  return closed ?? null;
}
