import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signInAttempts } from '../db/schema/sessions.ts';
import { csrfHeaders, signInAs, signInNonce, type TestApp, testApp } from '../test/app.ts';
import { productionEnv } from '../test/bodies.ts';
import { signIdToken } from '../test/identity.ts';

let t: TestApp;

beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.app.close());

describe('security baseline', () => {
  it('sends a strict Content-Security-Policy and the other security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('marks every API answer not to be stored, and sends a large one compressed to a browser', async () => {
    const { cookie } = await signInAs(t.app, 'admin@kansli.test');
    const url = '/api/preschool/4101/overview?period=2026-11';
    const plain = await t.app.inject({ method: 'GET', url, headers: { cookie } });
    const compressed = await t.app.inject({
      method: 'GET',
      url,
      headers: { cookie, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['cache-control']).toBe('no-store');
    expect(compressed.headers['cache-control']).toBe('no-store');
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(plain.body);
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.headers['cache-control']).toBe('no-store');
  });

  it('answers an unknown API path with 404 in the error shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { statusCode: 404, message: 'GET /api/nothing-here not found' },
    });
  });

  it('answers malformed JSON with 400 and keeps running', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate',
      headers: { 'content-type': 'application/json', ...csrfHeaders },
      payload: '{"broken": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('refuses a body over the size limit with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate',
      headers: { 'content-type': 'application/json', ...csrfHeaders },
      payload: JSON.stringify({ padding: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.statusCode).toBe(413);
  });

  it('serves the OpenAPI description at /api/docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.json().paths['/api/authenticate']).toHaveProperty('post');
  });

  it('serves the OpenAPI description in production to signed-in users only', async () => {
    const production = await testApp(productionEnv);
    try {
      expect((await production.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(401);
      const { cookie } = await signInAs(production.app, 'larare@kansli.test');
      const signedIn = await production.app.inject({ method: 'GET', url: '/api/docs', headers: { cookie } });
      expect(signedIn.json().paths['/api/authenticate']).toHaveProperty('post');
    } finally {
      await production.app.close();
    }
  });
});

// The worker's test files share the database, and their sign-ins from this address count too.
const withoutAttempts = () => t.database.db.delete(signInAttempts);

describe('sign-in rate limit', () => {
  beforeEach(withoutAttempts);

  it('answers 429 in the error shape past the limit', async () => {
    const limited = await testApp({ SIGN_IN_LIMIT_PER_ADDRESS: '3' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/authenticate',
          headers: { authorization: 'Bearer a.b.c', ...csrfHeaders },
        });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) expect(response.json().error.statusCode).toBe(429);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await limited.app.close();
    }
  });
});

describe('client addresses behind proxies', () => {
  beforeEach(withoutAttempts);

  const signInAttempts = async (app: TestApp['app'], forwardedFor: (i: number) => string) => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/authenticate',
        headers: { authorization: 'Bearer a.b.c', 'x-forwarded-for': forwardedFor(i), ...csrfHeaders },
      });
      statuses.push(response.statusCode);
    }
    return statuses;
  };

  it('counts a client against the sign-in limit whatever X-Forwarded-For it forges', async () => {
    const direct = await testApp({ SIGN_IN_LIMIT_PER_ADDRESS: '3' });
    try {
      expect(await signInAttempts(direct.app, (i) => `10.0.0.${i}`)).toEqual([401, 401, 401, 429, 429, 429]);
    } finally {
      await direct.app.close();
    }
  });

  it("believes only the configured proxy's entry: the one it added, not those the client sent", async () => {
    const proxied = await testApp({ SIGN_IN_LIMIT_PER_ADDRESS: '3', TRUST_PROXY_HOPS: '1' });
    try {
      const forged = await signInAttempts(proxied.app, (i) => `10.0.0.${i}, 198.51.100.7`);
      expect(forged).toEqual([401, 401, 401, 429, 429, 429]);
      const clients = await signInAttempts(proxied.app, (i) => `203.0.113.${i}`);
      expect(clients).toEqual([401, 401, 401, 401, 401, 401]);
    } finally {
      await proxied.app.close();
    }
  });
});

describe('logs', () => {
  it('carry neither civic numbers from query strings nor tokens', async () => {
    const lines: string[] = [];
    const logged = await testApp({ LOG_LEVEL: 'info' }, { write: (line) => lines.push(line) });
    try {
      const { nonce, cookie } = await signInNonce(logged.app);
      const token = await signIdToken('admin@kansli.test', { claims: { nonce } });
      await logged.app.inject({
        method: 'POST',
        url: '/api/authenticate?search=19811218-9876',
        headers: { authorization: `Bearer ${token}`, cookie, ...csrfHeaders },
      });
      const all = lines.join('\n');
      expect(all).toContain('/api/authenticate');
      expect(lines.some((line) => /"personId":\d+,"msg":"signed in"/.test(line))).toBe(true);
      expect(all).not.toContain('19811218-9876');
      expect(all).not.toContain(token.split('.')[1]);
      expect(all).not.toContain('kansli_session=');
    } finally {
      await logged.app.close();
    }
  });
});
