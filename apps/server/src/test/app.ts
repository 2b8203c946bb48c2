import { type TErrorResponse, ZErrorResponse } from '@kansli/domain/http/error';
import type { HTTPMethods, LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';
import { type AppOptions, buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Clock } from '../context/clock.ts';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../http/security.ts';
import type { SheetsClient } from '../integrations/google/sheets-client.ts';
import type { StorageClient } from '../integrations/google/storage-client.ts';
import type { VismaClient } from '../integrations/visma/client.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { testDatabase } from './database.ts';
import { signIdToken, testSignInProvider } from './identity.ts';
import { queueOnly } from './jobs.ts';

export type TestApp = Awaited<ReturnType<typeof testApp>>;

/**
 * A test app's environment. The sign-in limits count in the database a worker's test files share, so
 * they are far above what the files' sign-ins reach; a test of the limits sets its own.
 */
export const testEnv: Record<string, string> = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  SIGN_IN_LIMIT_PER_ADDRESS: '1000000',
  SIGN_IN_LIMIT_PER_ACCOUNT: '1000000',
};

/** The real app on the worker's test database, with a sign-in provider whose tokens the tests sign. */
export async function testApp(
  env: Record<string, string> = {},
  logStream?: { write(line: string): void },
  clock?: Clock,
  visma?: VismaClient,
  jobs?: JobQueue,
  sheets?: SheetsClient,
  personSystems?: AppOptions['personSystems'],
  storage?: StorageClient,
) {
  const database = await testDatabase();
  const config = loadConfig({ ...testEnv, ...env });
  const app = await buildApp({
    config,
    database,
    signInProvider: testSignInProvider,
    visma,
    sheets,
    personSystems,
    storage,
    jobs: jobs ?? (await queueOnly(database)).queue,
    logStream,
    clock,
  });
  await app.ready();
  return { app, database, config };
}

export const csrfHeaders = { [CSRF_HEADER]: CSRF_HEADER_VALUE };

/** A sign-in nonce as the web app gets it before leaving for the identity provider, with its cookie. */
export async function signInNonce(app: TestApp['app']): Promise<{ nonce: string; cookie: string }> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/nonce', headers: csrfHeaders });
  const cookie = response.cookies.find((c) => c.name.endsWith('kansli_sign_in_nonce'));
  if (response.statusCode !== 200 || !cookie) throw new Error(`no sign-in nonce: ${response.body}`);
  return { nonce: response.json().nonce, cookie: `${cookie.name}=${cookie.value}` };
}

/** Signs in through POST /api/authenticate as a browser would, and answers the session cookie header. */
export async function signInAs(app: TestApp['app'], email: string): Promise<{ cookie: string }> {
  const { nonce, cookie } = await signInNonce(app);
  const response = await app.inject({
    method: 'POST',
    url: '/api/authenticate',
    headers: {
      authorization: `Bearer ${await signIdToken(email, { claims: { nonce } })}`,
      cookie,
      ...csrfHeaders,
    },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in as ${email} failed: ${response.body}`);
  return { cookie: sessionCookieOf(response) };
}

export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name.endsWith('kansli_session'));
  if (!cookie) throw new Error('no session cookie');
  return `${cookie.name}=${cookie.value}`;
}

export type DemoAccount = 'admin' | 'forskolechef' | 'forskollarare' | 'support' | 'larare';

export interface ApiAnswer<T> {
  status: number;
  /** The answer parsed with the route's response schema when it succeeded. */
  body: T;
  /** The error of a failed answer. */
  error: TErrorResponse['error'] | undefined;
  response: LightMyRequestResponse;
}

type Query = Record<string, string | number | undefined>;
interface RequestOptions {
  query?: Query;
  headers?: Record<string, string>;
}

/**
 * Requests as a demo account, signed in once per account: `as('forskolechef').get(url, ZResponse)`.
 * Writes carry the CSRF header; a successful answer is parsed with the given domain schema, so a field
 * the schema lacks or a wrong type fails the test.
 */
export function apiAs(app: () => TestApp['app']) {
  const cookies = new Map<DemoAccount, Promise<string>>();
  const cookieOf = (who: DemoAccount) => {
    let cookie = cookies.get(who);
    if (!cookie) {
      cookie = signInAs(app(), `${who}@kansli.test`).then((signedIn) => signedIn.cookie);
      cookies.set(who, cookie);
    }
    return cookie;
  };

  async function send<T>(
    who: DemoAccount,
    method: HTTPMethods,
    url: string,
    payload: unknown,
    schema: z.ZodType<T> | undefined,
    options: RequestOptions = {},
  ): Promise<ApiAnswer<T>> {
    const write = method !== 'GET' && method !== 'HEAD';
    const response = await app().inject({
      method,
      url,
      query: options.query as Record<string, string> | undefined,
      headers: { cookie: await cookieOf(who), ...(write ? csrfHeaders : {}), ...options.headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    const ok = response.statusCode < 400;
    const json = response.body === '' ? undefined : response.json();
    return {
      status: response.statusCode,
      body: (ok && schema ? schema.parse(json) : json) as T,
      error: ok ? undefined : ZErrorResponse.parse(json).error,
      response,
    };
  }

  const as = (who: DemoAccount) => ({
    get: <T = unknown>(url: string, schema?: z.ZodType<T>, options?: RequestOptions) =>
      send(who, 'GET', url, undefined, schema, options),
    post: <T = unknown>(url: string, payload: unknown, schema?: z.ZodType<T>, options?: RequestOptions) =>
      send(who, 'POST', url, payload, schema, options),
    put: <T = unknown>(url: string, payload: unknown, schema?: z.ZodType<T>, options?: RequestOptions) =>
      send(who, 'PUT', url, payload, schema, options),
    delete: <T = unknown>(url: string, schema?: z.ZodType<T>, options?: RequestOptions) =>
      send(who, 'DELETE', url, undefined, schema, options),
  });
  /** After a reset of the database the sessions are gone: sign in again on the next request. */
  as.forget = () => cookies.clear();
  return as;
}
