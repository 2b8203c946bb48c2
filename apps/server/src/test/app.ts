import type { LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Clock } from '../context/clock.ts';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../http/security.ts';
import { testDatabase } from './database.ts';
import { signIdToken, testSignInProvider } from './identity.ts';

export type TestApp = Awaited<ReturnType<typeof testApp>>;

/** The real app on the worker's test database, with a sign-in provider whose tokens the tests sign. */
export async function testApp(
  env: Record<string, string> = {},
  logStream?: { write(line: string): void },
  clock?: Clock,
) {
  const database = await testDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    ...env,
  });
  const app = await buildApp({ config, database, signInProvider: testSignInProvider, logStream, clock });
  await app.ready();
  return { app, database, config };
}

export const csrfHeaders = { [CSRF_HEADER]: CSRF_HEADER_VALUE };

/** Signs in through POST /api/authenticate and answers the session cookie header for later requests. */
export async function signInAs(app: TestApp['app'], email: string): Promise<{ cookie: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/authenticate',
    headers: { authorization: `Bearer ${await signIdToken(email)}`, ...csrfHeaders },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in as ${email} failed: ${response.body}`);
  return { cookie: sessionCookieOf(response) };
}

export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name.endsWith('kansli_session'));
  if (!cookie) throw new Error('no session cookie');
  return `${cookie.name}=${cookie.value}`;
}

/** Signs in each demo account once and keeps its cookie; forget() after a reset ends the sessions. */
export function demoSessions(app: () => TestApp['app']) {
  const cookies = new Map<string, string>();
  return {
    async cookieOf(who: string): Promise<string> {
      let cookie = cookies.get(who);
      if (!cookie) {
        cookie = (await signInAs(app(), `${who}@kansli.test`)).cookie;
        cookies.set(who, cookie);
      }
      return cookie;
    },
    forget: () => cookies.clear(),
  };
}
