import { ZAuthenticateResponse } from '@kansli/domain/auth/authenticate';
import { and, eq, gt, inArray, max } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { fixedClock } from '../context/clock.ts';
import { auditEvents } from '../db/schema/audit.ts';
import { sessions } from '../db/schema/sessions.ts';
import { csrfHeaders, signInAs, signInNonce, type TestApp, testApp } from '../test/app.ts';
import { signIdToken } from '../test/identity.ts';
import { personIdOf } from '../test/people.ts';
import { purgeEndedSessions } from './sessions.ts';

const MINUTE = 60_000;
// Sign-in checks the ID token's times against the clock, so the test clock starts at the real time.
const clock = fixedClock(new Date());
let t: TestApp;
let support: number;
let teacher: number;
let chef: number;
let cookie: string;
let lastAuditId: number;

beforeAll(async () => {
  t = await testApp({}, undefined, clock);
  support = await personIdOf(t.database.db, 'support@kansli.test');
  teacher = await personIdOf(t.database.db, 'larare@kansli.test');
  chef = await personIdOf(t.database.db, 'forskolechef@kansli.test');
});
afterAll(() => t.app.close());

beforeEach(async () => {
  clock.set(new Date());
  // One session of support's at a time: the one this test signs in with.
  await t.database.db.delete(sessions).where(eq(sessions.personId, support));
  ({ cookie } = await signInAs(t.app, 'support@kansli.test'));
  const [last] = await t.database.db.select({ id: max(auditEvents.id) }).from(auditEvents);
  lastAuditId = last?.id ?? 0;
});

const advance = (minutes: number) => clock.set(new Date(clock.now().getTime() + minutes * MINUTE));

const me = (query = '', app = t.app, sessionCookie = cookie) =>
  app.inject({ method: 'GET', url: `/api/authenticate${query}`, headers: { cookie: sessionCookie } });

/** The ghosting audit events written since the test began, oldest first. */
const ghostEvents = async () =>
  t.database.db
    .select({
      action: auditEvents.action,
      actorId: auditEvents.actorId,
      ghostAsId: auditEvents.ghostAsId,
      entity: auditEvents.entity,
      entityId: auditEvents.entityId,
      after: auditEvents.after,
    })
    .from(auditEvents)
    .where(and(gt(auditEvents.id, lastAuditId), inArray(auditEvents.action, ['ghost.start', 'ghost.end'])))
    .orderBy(auditEvents.id);

const start = (ghostAsId: number) => ({
  action: 'ghost.start',
  actorId: support,
  ghostAsId,
  entity: 'person',
  entityId: String(ghostAsId),
  after: null,
});
const end = (ghostAsId: number, reason: string) => ({
  ...start(ghostAsId),
  action: 'ghost.end',
  after: { reason },
});

const sessionGhosting = async () =>
  t.database.db
    .select({ ghostAsId: sessions.ghostAsId, ghostStartedAt: sessions.ghostStartedAt })
    .from(sessions)
    .where(eq(sessions.personId, support));

describe('ghosting from start to end', () => {
  it('audits the start once however many requests carry the same ghost_as, and answers when it ends', async () => {
    const startedAt = clock.now();
    const first = await me(`?ghost_as=${teacher}`);
    advance(5);
    await me(`?ghost_as=${teacher}`);
    await Promise.all([1, 2, 3].map(() => me(`?ghost_as=${teacher}`)));

    expect(first.statusCode).toBe(200);
    expect(ZAuthenticateResponse.parse(first.json())).toEqual({
      givenName: 'Karin',
      familyName: 'Nilsson',
      personId: expect.any(Number),
      ghostingAs: teacher,
      avatarImage: null,
      ghostingEndsAt: new Date(startedAt.getTime() + 30 * MINUTE).toISOString(),
    });
    // The end is counted from the start, not from the latest request.
    expect((await me(`?ghost_as=${teacher}`)).json().ghostingEndsAt).toBe(first.json().ghostingEndsAt);
    expect(await ghostEvents()).toEqual([start(teacher)]);
  });

  it('audits one start when concurrent first requests race for it', async () => {
    const answers = await Promise.all([1, 2, 3, 4].map(() => me(`?ghost_as=${teacher}`)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await ghostEvents()).toEqual([start(teacher)]);
  });

  it('audits the end, stopped, on the first request without ghost_as, and clears the session', async () => {
    await me(`?ghost_as=${teacher}`);
    const plain = await me();
    await me();

    expect(plain.json()).toMatchObject({ givenName: 'Jonas', ghostingAs: null });
    expect(plain.json()).not.toHaveProperty('ghostingEndsAt');
    expect(await ghostEvents()).toEqual([start(teacher), end(teacher, 'stopped')]);
    expect(await sessionGhosting()).toEqual([{ ghostAsId: null, ghostStartedAt: null }]);
  });

  it('audits the end of the earlier ghosting and the start of the new one when the person changes', async () => {
    await me(`?ghost_as=${teacher}`);
    advance(10);
    const switched = await me(`?ghost_as=${chef}`);

    expect(switched.json()).toMatchObject({
      givenName: 'Maria',
      ghostingAs: chef,
      ghostingEndsAt: new Date(clock.now().getTime() + 30 * MINUTE).toISOString(),
    });
    expect(await ghostEvents()).toEqual([start(teacher), end(teacher, 'switched'), start(chef)]);
  });

  it('ends the ghosting at the time limit with a 403 in Swedish, audited as ended by the limit', async () => {
    await me(`?ghost_as=${teacher}`);
    advance(29.99);
    expect((await me(`?ghost_as=${teacher}`)).statusCode).toBe(200);
    advance(0.01);
    const refused = await me(`?ghost_as=${teacher}`);

    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: {
        statusCode: 403,
        message: 'Skuggningen har avslutats efter 30 minuter',
        ghostingEnded: 'time limit',
      },
    });
    expect(await ghostEvents()).toEqual([start(teacher), end(teacher, 'time limit')]);
    expect(await sessionGhosting()).toEqual([{ ghostAsId: null, ghostStartedAt: null }]);
    // The refused browser forgets ghost_as and is itself again, with nothing more to audit.
    expect((await me()).json()).toMatchObject({ givenName: 'Jonas', ghostingAs: null });
    expect(await ghostEvents()).toHaveLength(2);
  });

  it('audits an end the browser asks for after the limit as ended by the limit', async () => {
    await me(`?ghost_as=${teacher}`);
    advance(31);
    expect((await me()).statusCode).toBe(200);
    expect(await ghostEvents()).toEqual([start(teacher), end(teacher, 'time limit')]);
  });

  it('takes the time limit from GHOST_TIME_LIMIT_MINUTES', async () => {
    const short = await testApp({ GHOST_TIME_LIMIT_MINUTES: '5' }, undefined, clock);
    try {
      const signedIn = await signInAs(short.app, 'support@kansli.test');
      const first = await me(`?ghost_as=${teacher}`, short.app, signedIn.cookie);
      expect(first.json().ghostingEndsAt).toBe(new Date(clock.now().getTime() + 5 * MINUTE).toISOString());
      advance(5);
      const refused = await me(`?ghost_as=${teacher}`, short.app, signedIn.cookie);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe('Skuggningen har avslutats efter 5 minuter');
    } finally {
      await short.app.close();
    }
  });

  it('audits the end when the ghosting user signs out, whatever ghost_as the sign-out carries', async () => {
    await me(`?ghost_as=${teacher}`);
    const out = await t.app.inject({
      method: 'DELETE',
      url: `/api/authenticate?ghost_as=${teacher}`,
      headers: { cookie, ...csrfHeaders },
    });

    expect(out.statusCode).toBe(204);
    expect(await ghostEvents()).toEqual([start(teacher), end(teacher, 'signed out')]);
  });

  it('audits the end when the ghosting user signs in again over the session', async () => {
    await me(`?ghost_as=${teacher}`);
    const { nonce, cookie: nonceCookie } = await signInNonce(t.app);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/authenticate?ghost_as=${teacher}`,
      headers: {
        authorization: `Bearer ${await signIdToken('support@kansli.test', { claims: { nonce } })}`,
        cookie: `${nonceCookie}; ${cookie}`,
        ...csrfHeaders,
      },
    });

    expect(again.statusCode).toBe(200);
    expect(await ghostEvents()).toEqual([start(teacher), end(teacher, 'signed in again')]);
    expect(await sessionGhosting()).toEqual([{ ghostAsId: null, ghostStartedAt: null }]);
  });

  it('audits the end of the ghosting a purged session held', async () => {
    await me(`?ghost_as=${teacher}`);
    const later = new Date(clock.now().getTime() + (t.config.session.absoluteHours + 1) * 60 * MINUTE);

    expect(await purgeEndedSessions(t.database.db, t.config.session, later)).toBeGreaterThan(0);
    expect(await ghostEvents()).toEqual([start(teacher), end(teacher, 'session ended')]);
  });
});

describe('GHOST_TIME_LIMIT_MINUTES', () => {
  it('is 30 minutes unless set, and accepts 1 to 720', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).ghostTimeLimitMinutes).toBe(30);
    expect(loadConfig({ NODE_ENV: 'test', GHOST_TIME_LIMIT_MINUTES: '720' }).ghostTimeLimitMinutes).toBe(720);
    for (const wrong of ['0', '721', '1.5', 'soon']) {
      expect(() => loadConfig({ NODE_ENV: 'test', GHOST_TIME_LIMIT_MINUTES: wrong })).toThrow(
        /GHOST_TIME_LIMIT_MINUTES/,
      );
    }
  });
});
