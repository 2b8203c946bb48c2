import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeEndedSessions } from '../../auth/sessions.ts';
import { fixedClock } from '../../context/clock.ts';
import { sessions } from '../../db/schema/sessions.ts';
import {
  csrfHeaders,
  sessionCookieOf,
  signInAs,
  signInNonce,
  type TestApp,
  testApp,
} from '../../test/app.ts';
import { signIdToken, TEST_CLIENT_ID, type TokenOptions } from '../../test/identity.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.app.close());

/** POST /api/authenticate as a browser that was first issued a nonce, which `token` may put in the ID token. */
const post = async (
  token: (nonce: string) => Promise<string | undefined>,
  headers: Record<string, string> = csrfHeaders,
) => {
  const issued = await signInNonce(t.app);
  const idToken = await token(issued.nonce);
  return t.app.inject({
    method: 'POST',
    url: '/api/authenticate',
    headers: {
      ...headers,
      cookie: [issued.cookie, headers.cookie].filter(Boolean).join('; '),
      ...(idToken === undefined ? {} : { authorization: `Bearer ${idToken}` }),
    },
  });
};

/** An ID token for the e-mail address, asked for with the browser's nonce. */
const tokenFor =
  (email: string, options: TokenOptions = {}) =>
  (nonce: string) =>
    signIdToken(email, { ...options, claims: { nonce, ...options.claims } });

describe('GET /api/authenticate', () => {
  it('answers 401 in the error shape without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/authenticate' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: { statusCode: 401, message: 'Du är inte inloggad. Logga in och försök igen.' },
    });
  });

  it('answers the signed-in person with ghostingAs null', async () => {
    const { cookie } = await signInAs(t.app, 'admin@kansli.test');
    const response = await t.app.inject({ method: 'GET', url: '/api/authenticate', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      givenName: 'Astrid',
      familyName: 'Lindqvist',
      personId: expect.any(Number),
      ghostingAs: null,
      avatarImage: null,
    });
  });
});

describe('POST /api/authenticate', () => {
  it('opens a session in an httpOnly SameSite=Lax cookie for a known e-mail', async () => {
    const response = await post(tokenFor('forskolechef@kansli.test'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ givenName: 'Maria', familyName: 'Johansson' });
    const cookie = response.cookies.find((c) => c.name === 'kansli_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  });

  it('matches the e-mail address without regard to case', async () => {
    const response = await post(tokenFor('Support@Kansli.TEST'));
    expect(response.json()).toEqual({ givenName: 'Jonas', familyName: 'Berg' });
  });

  it('gives a new session id on every sign-in and ends the one sent along', async () => {
    const first = await signInAs(t.app, 'larare@kansli.test');
    const again = await post(tokenFor('larare@kansli.test'), {
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
    const response = await post(tokenFor('okand@kansli.test'));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: { statusCode: 403, message: 'You are not authorized to access this page.' },
    });
    expect(response.cookies.find((c) => c.name === 'kansli_session')).toBeUndefined();
  });

  const admin = 'admin@kansli.test';
  const refused: [string, (nonce: string) => Promise<string | undefined>][] = [
    ['an expired token', tokenFor(admin, { expiresIn: Math.floor(Date.now() / 1000) - 120 })],
    ['a token for another audience', tokenFor(admin, { audience: 'someone-else' })],
    ['a token from another issuer', tokenFor(admin, { issuer: 'https://evil.test' })],
    ['a token signed with an unknown key', tokenFor(admin, { foreignKey: true })],
    ['a token from another Workspace domain', tokenFor(admin, { claims: { hd: 'other.se' } })],
    ['a token of a private account', tokenFor(admin, { claims: { hd: undefined } })],
    ['an unverified e-mail', tokenFor(admin, { claims: { email_verified: false } })],
    ['a token without e-mail', tokenFor(admin, { claims: { email: undefined } })],
    ['a token without the nonce this browser was issued', () => signIdToken(admin)],
    ['a token asked for with another nonce', () => signIdToken(admin, { claims: { nonce: 'another' } })],
    ['a token issued in the future', tokenFor(admin, { issuedAt: Math.floor(Date.now() / 1000) + 600 })],
    ['a token living longer than the provider allows', tokenFor(admin, { expiresIn: '3h' })],
    [
      'a token for several audiences without this client as its authorized party',
      tokenFor(admin, { audience: [TEST_CLIENT_ID, 'someone-else'] }),
    ],
    [
      'a token whose authorized party is another client',
      tokenFor(admin, { audience: [TEST_CLIENT_ID, 'someone-else'], claims: { azp: 'someone-else' } }),
    ],
    ['garbage', async () => 'not.a.token'],
    ['a missing header', async () => undefined],
  ];
  it.each(refused)('answers 401 for %s and opens no session', async (_name, token) => {
    const count = await t.database.db.$count(sessions);
    const response = await post(token);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.statusCode).toBe(401);
    expect(await t.database.db.$count(sessions)).toBe(count);
  });

  it('refuses a write without the CSRF header', async () => {
    const response = await post(tokenFor(admin), {});
    expect(response.statusCode).toBe(403);
  });

  it('refuses a write from another origin', async () => {
    const response = await post(tokenFor(admin), {
      ...csrfHeaders,
      origin: 'https://evil.test',
    });
    expect(response.statusCode).toBe(403);
  });

  it('checks the CSRF header on the routed path, however the path is spelt', async () => {
    for (const url of ['/%61pi/authenticate', '/api/%61uthenticate', '/API/authenticate']) {
      const response = await t.app.inject({ method: 'POST', url });
      expect(response.statusCode, url).not.toBe(200);
      expect([403, 404], url).toContain(response.statusCode);
    }
    expect((await t.app.inject({ method: 'POST', url: '/%61pi/authenticate' })).json().error.message).toBe(
      'Missing request header',
    );
  });

  it('accepts a token for several audiences when this client is its authorized party', async () => {
    const response = await post(
      tokenFor(admin, { audience: [TEST_CLIENT_ID, 'someone-else'], claims: { azp: TEST_CLIENT_ID } }),
    );
    expect(response.statusCode).toBe(200);
  });

  it('accepts an ID token once: a replay, even with its nonce, is 401 and opens no session', async () => {
    const { nonce, cookie } = await signInNonce(t.app);
    const idToken = await signIdToken(admin, { claims: { nonce } });
    const replay = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/authenticate',
        headers: { ...csrfHeaders, cookie, authorization: `Bearer ${idToken}` },
      });
    const before = await t.database.db.$count(sessions);
    const answers = await Promise.all(Array.from({ length: 8 }, replay));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401, 401, 401, 401, 401, 401, 401]);
    expect(answers.find((a) => a.statusCode === 401)?.json().error.message).toBe('ID token already used');
    expect(await t.database.db.$count(sessions)).toBe(before + 1);
  });

  it('forgets the nonce once used, so a browser cannot sign in twice with it', async () => {
    const response = await post(tokenFor(admin));
    expect(response.cookies.find((c) => c.name === 'kansli_sign_in_nonce')).toMatchObject({ value: '' });
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
    const start = Date.now();
    const at = (seconds: number) => new Date(start + seconds * 1000);
    const clock = fixedClock(at(0));
    const timed = await testApp({ SESSION_IDLE_MINUTES: '30' }, undefined, clock);
    try {
      const { cookie } = await signInAs(timed.app, 'support@kansli.test');
      const me = () => timed.app.inject({ method: 'GET', url: '/api/authenticate', headers: { cookie } });
      clock.set(at(30));
      expect((await me()).statusCode).toBe(200);
      clock.set(at(30 * 60 + 29));
      expect((await me()).statusCode).toBe(200);
      clock.set(at(60 * 60 + 28));
      expect((await me()).statusCode).toBe(200);
      clock.set(at(90 * 60 + 29));
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
