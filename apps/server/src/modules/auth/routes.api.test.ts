import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeEndedSessions } from '../../auth/sessions.ts';
import { fixedClock } from '../../context/clock.ts';
import { sessions } from '../../db/schema/sessions.ts';
import { csrfHeaders, sessionCookieOf, signInAs, type TestApp, testApp } from '../../test/app.ts';
import { signIdToken } from '../../test/identity.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.app.close());

const post = async (token: string | undefined, headers: Record<string, string> = csrfHeaders) =>
  t.app.inject({
    method: 'POST',
    url: '/api/authenticate',
    headers: { ...headers, ...(token === undefined ? {} : { authorization: `Bearer ${token}` }) },
  });

describe('GET /api/authenticate', () => {
  it('answers 401 in the error shape without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/authenticate' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { statusCode: 401, message: 'Not signed in' } });
  });

  it('answers the signed-in person with ghostingAs null', async () => {
    const { cookie } = await signInAs(t.app, 'admin@kansli.test');
    const response = await t.app.inject({ method: 'GET', url: '/api/authenticate', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      givenName: 'Astrid',
      familyName: 'Lindqvist',
      ghostingAs: null,
      avatarImage: null,
    });
  });
});

describe('POST /api/authenticate', () => {
  it('opens a session in an httpOnly SameSite=Lax cookie for a known e-mail', async () => {
    const response = await post(await signIdToken('forskolechef@kansli.test'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ givenName: 'Maria', familyName: 'Johansson' });
    const cookie = response.cookies.find((c) => c.name === 'kansli_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  });

  it('matches the e-mail address without regard to case', async () => {
    const response = await post(await signIdToken('Support@Kansli.TEST'));
    expect(response.json()).toEqual({ givenName: 'Jonas', familyName: 'Berg' });
  });

  it('gives a new session id on every sign-in and ends the one sent along', async () => {
    const first = await signInAs(t.app, 'larare@kansli.test');
    const again = await post(await signIdToken('larare@kansli.test'), {
      ...csrfHeaders,
      cookie: first.cookie,
    });
    const second = sessionCookieOf(again);
    expect(second).not.toBe(first.cookie);
    const old = await t.app.inject({
      method: 'GET',
      url: '/api/authenticate',
      headers: { cookie: first.cookie },
    });
    expect(old.statusCode).toBe(401);
    const current = await t.app.inject({
      method: 'GET',
      url: '/api/authenticate',
      headers: { cookie: second },
    });
    expect(current.statusCode).toBe(200);
  });

  it('refuses an e-mail that belongs to nobody with 403', async () => {
    const response = await post(await signIdToken('okand@kansli.test'));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: { statusCode: 403, message: 'You are not authorized to access this page.' },
    });
    expect(response.cookies).toHaveLength(0);
  });

  const refused: [string, () => Promise<string | undefined>][] = [
    [
      'an expired token',
      () => signIdToken('admin@kansli.test', { expiresIn: Math.floor(Date.now() / 1000) - 120 }),
    ],
    ['a token for another audience', () => signIdToken('admin@kansli.test', { audience: 'someone-else' })],
    ['a token from another issuer', () => signIdToken('admin@kansli.test', { issuer: 'https://evil.test' })],
    ['a token signed with an unknown key', () => signIdToken('admin@kansli.test', { foreignKey: true })],
    [
      'a token from another Workspace domain',
      () => signIdToken('admin@kansli.test', { claims: { hd: 'other.se' } }),
    ],
    ['a token of a private account', () => signIdToken('admin@kansli.test', { claims: { hd: undefined } })],
    ['an unverified e-mail', () => signIdToken('admin@kansli.test', { claims: { email_verified: false } })],
    ['a token without e-mail', () => signIdToken('admin@kansli.test', { claims: { email: undefined } })],
    ['garbage', async () => 'not.a.token'],
    ['a missing header', async () => undefined],
  ];
  it.each(refused)('answers 401 for %s and opens no session', async (_name, token) => {
    const count = await t.database.db.$count(sessions);
    const response = await post(await token());
    expect(response.statusCode).toBe(401);
    expect(response.json().error.statusCode).toBe(401);
    expect(await t.database.db.$count(sessions)).toBe(count);
  });

  it('refuses a write without the CSRF header', async () => {
    const response = await post(await signIdToken('admin@kansli.test'), {});
    expect(response.statusCode).toBe(403);
  });

  it('refuses a write from another origin', async () => {
    const response = await post(await signIdToken('admin@kansli.test'), {
      ...csrfHeaders,
      origin: 'https://evil.test',
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('sessions', () => {
  it('end on sign-out', async () => {
    const { cookie } = await signInAs(t.app, 'support@kansli.test');
    const out = await t.app.inject({
      method: 'DELETE',
      url: '/api/authenticate',
      headers: { cookie, ...csrfHeaders },
    });
    expect(out.statusCode).toBe(204);
    const after = await t.app.inject({ method: 'GET', url: '/api/authenticate', headers: { cookie } });
    expect(after.statusCode).toBe(401);
  });

  it('expire when idle longer than the idle limit', async () => {
    const { cookie } = await signInAs(t.app, 'support@kansli.test');
    await t.database.db.update(sessions).set({ lastSeenAt: sql`now() - interval '9 hours'` });
    const response = await t.app.inject({ method: 'GET', url: '/api/authenticate', headers: { cookie } });
    expect(response.statusCode).toBe(401);
  });

  it('end exactly the idle limit after the last request, however recent the one before', async () => {
    const clock = fixedClock('2026-03-02T08:00:00Z');
    const timed = await testApp({ SESSION_IDLE_MINUTES: '30' }, undefined, clock);
    try {
      const { cookie } = await signInAs(timed.app, 'support@kansli.test');
      const me = () => timed.app.inject({ method: 'GET', url: '/api/authenticate', headers: { cookie } });
      clock.set('2026-03-02T08:00:30Z');
      expect((await me()).statusCode).toBe(200);
      clock.set('2026-03-02T08:30:29Z');
      expect((await me()).statusCode).toBe(200);
      clock.set('2026-03-02T09:00:28Z');
      expect((await me()).statusCode).toBe(200);
      clock.set('2026-03-02T09:30:29Z');
      expect((await me()).statusCode).toBe(401);
    } finally {
      await timed.app.close();
    }
  });

  it('expire at the absolute limit however active', async () => {
    const { cookie } = await signInAs(t.app, 'support@kansli.test');
    await t.database.db.update(sessions).set({ expiresAt: sql`now() - interval '1 second'` });
    const response = await t.app.inject({ method: 'GET', url: '/api/authenticate', headers: { cookie } });
    expect(response.statusCode).toBe(401);
  });

  it('that ended are purged, and open ones kept', async () => {
    const { cookie } = await signInAs(t.app, 'larare@kansli.test');
    await signInAs(t.app, 'larare@kansli.test');
    await t.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(sql`${sessions.id} <> (select id from sessions order by created_at desc limit 1)`);
    expect(await purgeEndedSessions(t.database.db, t.config.session)).toBeGreaterThan(0);
    expect(await t.database.db.$count(sessions)).toBe(1);
    const response = await t.app.inject({ method: 'GET', url: '/api/authenticate', headers: { cookie } });
    expect(response.statusCode).toBe(401);
  });

  it('are stored by hash only', async () => {
    const { cookie } = await signInAs(t.app, 'admin@kansli.test');
    const token = cookie.split('=')[1] as string;
    const rows = await t.database.db.select({ id: sessions.id }).from(sessions);
    expect(rows.some((row) => row.id === token)).toBe(false);
  });
});
