import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fixedClock } from '../context/clock.ts';
import { signInAttempts } from '../db/schema/sessions.ts';
import { csrfHeaders, signInNonce, type TestApp, testApp } from '../test/app.ts';
import { signIdToken } from '../test/identity.ts';
import { purgeEndedSessions } from './sessions.ts';
import { countSignInAttempt, purgeSignInAttempts } from './sign-in-limit.ts';

type App = TestApp['app'];

/** POST /api/authenticate from a client address with a fresh nonce, signed as the account or made up. */
async function attempt(app: App, address: string, email: string, made = false) {
  const { nonce, cookie } = await signInNonce(app);
  const token = await signIdToken(email, { claims: { nonce }, foreignKey: made });
  return app.inject({
    method: 'POST',
    url: '/api/authenticate',
    remoteAddress: address,
    headers: { authorization: `Bearer ${token}`, cookie, ...csrfHeaders },
  });
}

const apps: TestApp[] = [];
async function appWith(env: Record<string, string>, clock?: ReturnType<typeof fixedClock>) {
  const started = await testApp(env, undefined, clock);
  apps.push(started);
  return started;
}

afterAll(async () => {
  for (const { app } of apps) await app.close();
});

describe('sign-in limits', () => {
  let first: TestApp;

  beforeAll(async () => {
    first = await appWith({ SIGN_IN_LIMIT_PER_ADDRESS: '3', SIGN_IN_LIMIT_PER_ACCOUNT: '1000' });
  });
  // The worker's test files share the database, and their sign-ins count too.
  beforeEach(() => first.database.db.delete(signInAttempts));

  it('hold across two instances on one database: three attempts from an address in all, not three each', async () => {
    const second = await appWith({ SIGN_IN_LIMIT_PER_ADDRESS: '3', SIGN_IN_LIMIT_PER_ACCOUNT: '1000' });
    const statuses: number[] = [];
    for (const app of [first.app, second.app, first.app, second.app, first.app]) {
      statuses.push((await attempt(app, '198.51.100.20', 'nobody@kansli.test', true)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    const refused = await attempt(second.app, '198.51.100.20', 'admin@kansli.test');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toMatch(
      /^För många inloggningsförsök\. Försök igen om \d+ minut(er)?\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt(second.app, '198.51.100.21', 'admin@kansli.test')).statusCode).toBe(200);
  });

  it('take a limited number of sign-ins for one account from any address, and other accounts sign in', async () => {
    const limited = await appWith({ SIGN_IN_LIMIT_PER_ADDRESS: '1000', SIGN_IN_LIMIT_PER_ACCOUNT: '2' });
    const statuses: number[] = [];
    for (const address of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
      statuses.push((await attempt(limited.app, address, 'larare@kansli.test')).statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
    expect((await attempt(limited.app, '203.0.113.4', 'LARARE@kansli.test')).statusCode).toBe(429);
    expect((await attempt(limited.app, '203.0.113.1', 'support@kansli.test')).statusCode).toBe(200);
  });

  it("count no made-up token against the account it names, so no one can use up another's sign-ins", async () => {
    const limited = await appWith({ SIGN_IN_LIMIT_PER_ADDRESS: '1000', SIGN_IN_LIMIT_PER_ACCOUNT: '2' });
    for (let i = 0; i < 4; i++) {
      expect((await attempt(limited.app, `192.0.2.${i}`, 'forskolechef@kansli.test', true)).statusCode).toBe(
        401,
      );
    }
    expect((await attempt(limited.app, '192.0.2.9', 'forskolechef@kansli.test')).statusCode).toBe(200);
  });

  it('forget the windows that have ended', async () => {
    const limits = { perAddress: 1, perAccount: 1, windowMinutes: 10 };
    const db = first.database.db;
    await countSignInAttempt(db, limits, [{ address: '192.0.2.50' }], new Date('2026-03-02T08:05:00Z'));
    await countSignInAttempt(db, limits, [{ address: '192.0.2.50' }], new Date('2026-03-02T08:15:00Z'));
    await purgeSignInAttempts(db, limits, new Date('2026-03-02T08:19:00Z'));
    expect(await db.select().from(signInAttempts)).toHaveLength(1);
    await expect(
      countSignInAttempt(db, limits, [{ address: '192.0.2.50' }], new Date('2026-03-02T08:19:00Z')),
    ).rejects.toMatchObject({ statusCode: 429, retryAfterSeconds: 60 });
  });
});

describe('a used ID token', () => {
  it('is refused again after its expiry while the clock skew allowed still accepts it, though sessions were purged', async () => {
    const issuedAt = Math.floor(Date.parse('2026-03-02T08:00:00Z') / 1000);
    const expiry = issuedAt + 300;
    const clock = fixedClock(new Date((issuedAt + 60) * 1000));
    const { app, database } = await appWith({}, clock);
    const { nonce, cookie } = await signInNonce(app);
    const token = await signIdToken('admin@kansli.test', { claims: { nonce }, issuedAt, expiresIn: expiry });
    const signIn = () =>
      app.inject({
        method: 'POST',
        url: '/api/authenticate',
        headers: { authorization: `Bearer ${token}`, cookie, ...csrfHeaders },
      });
    expect((await signIn()).statusCode).toBe(200);

    const afterExpiry = new Date((expiry + 10) * 1000);
    await purgeEndedSessions(database.db, { idleMinutes: 480, absoluteHours: 12 }, afterExpiry);
    clock.set(afterExpiry);
    const replayed = await signIn();
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().error.message).toBe('ID token already used');
  });
});
