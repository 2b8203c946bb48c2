import { signInAsBrowser } from '@kansli/sandbox/identity/browser-sign-in';
import { type IdentitySandbox, startIdentitySandbox } from '@kansli/sandbox/identity/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { IntegrationError } from '../http.ts';
import { oidcSignInProvider } from './client.ts';
import { IdTokenError } from './id-token.ts';

const clientId = 'kansli-web';
const redirectUri = 'http://localhost:3000/auth/callback';
const email = 'astrid.lindqvist@kansli.test';

let sandbox: IdentitySandbox;
let idToken: string;

beforeAll(async () => {
  sandbox = await startIdentitySandbox({
    clientId,
    redirectUris: [redirectUri],
    demoAccounts: [{ email, givenName: 'Astrid', familyName: 'Lindqvist' }],
  });
  ({ idToken } = await signInAsBrowser({ issuer: sandbox.issuer, clientId, redirectUri }, email));
});

afterAll(() => sandbox.close());

beforeEach(() => sandbox.control.reset());

/** A fresh client (nothing cached) with short limits, so failing cases take milliseconds. */
function client(timeoutMs = 1_000) {
  return oidcSignInProvider({
    issuer: sandbox.issuer,
    clientId,
    redirectUri,
    extraParams: { prompt: 'login' },
    http: { timeoutMs, retries: 2, backoffMs: 5, maxDelayMs: 50 },
  });
}

const calls = () => sandbox.control.received().map(({ method, path }) => `${method} ${path}`);
const discovery = 'GET /oidc/.well-known/openid-configuration';
const keys = 'GET /oidc/jwks';

describe('OpenID Connect sign-in client against the identity sandbox', () => {
  it('reads discovery and keys over HTTP and verifies a token the provider issued', async () => {
    await expect(client().verify(idToken, new Date())).resolves.toEqual({
      email,
      givenName: 'Astrid',
      familyName: 'Lindqvist',
      nonce: expect.any(String),
      acceptedUntil: expect.any(Date),
    });
    expect(calls()).toEqual([discovery, keys]);
  });

  it('gives the browser the authorization endpoint from discovery, read once', async () => {
    const provider = client();
    const config = await provider.clientConfig();
    await provider.clientConfig();
    expect(config).toEqual({
      authorizationEndpoint: `${sandbox.issuer}/auth`,
      clientId,
      redirectUri,
      scope: 'openid email profile',
      extraParams: { prompt: 'login' },
    });
    expect(calls()).toEqual([discovery]);
  });

  it('refuses a token for another client as an ID token error, not a provider failure', async () => {
    const provider = oidcSignInProvider({ issuer: sandbox.issuer, clientId: 'someone-else', redirectUri });
    await expect(provider.verify(idToken, new Date())).rejects.toBeInstanceOf(IdTokenError);
  });

  it('retries a 503 and then succeeds', async () => {
    sandbox.control.failNext(2, 503);
    await expect(client().verify(idToken, new Date())).resolves.toMatchObject({ email });
    expect(calls()).toEqual([discovery, discovery, discovery, keys]);
  });

  it('waits as a 429 asks and then succeeds', async () => {
    sandbox.control.failNext(1, 429, { 'retry-after': '0' });
    await expect(client().verify(idToken, new Date())).resolves.toMatchObject({ email });
    expect(calls()).toEqual([discovery, discovery, keys]);
  });

  it('gives up on a persistent 500 after the bounded retries with an error naming system, call and status', async () => {
    sandbox.control.failNext(10, 500);
    const error = await client()
      .verify(idToken, new Date())
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IntegrationError);
    expect(error).toMatchObject({
      system: 'identity provider',
      operation: 'discovery',
      failure: 'status',
      status: 500,
      attempts: 3,
      message: 'identity provider: discovery answered HTTP 500 (3 attempts)',
    });
    expect(String(error)).not.toContain(idToken.split('.')[1]);
    expect(calls()).toEqual([discovery, discovery, discovery]);
  });

  it('does not retry a 404', async () => {
    sandbox.control.failNext(1, 404);
    await expect(client().clientConfig()).rejects.toMatchObject({ status: 404, attempts: 1 });
    expect(calls()).toEqual([discovery]);
  });

  it('names the key request when the keys cannot be read, and recovers afterwards', async () => {
    const provider = client();
    await provider.clientConfig();
    sandbox.control.failNext(3, 502);
    await expect(provider.verify(idToken, new Date())).rejects.toMatchObject({
      operation: 'keys',
      status: 502,
    });
    await expect(provider.verify(idToken, new Date())).resolves.toMatchObject({ email });
    expect(calls()).toEqual([discovery, keys, keys, keys, keys]);
  });

  it('times out a provider slower than the limit, after the bounded retries', async () => {
    sandbox.control.delay(1_000);
    const started = performance.now();
    await expect(client(50).clientConfig()).rejects.toMatchObject({
      name: 'IntegrationError',
      failure: 'timeout',
      operation: 'discovery',
      attempts: 3,
      message: 'identity provider: discovery timed out (3 attempts)',
    });
    expect(performance.now() - started).toBeLessThan(900);
    expect(calls()).toEqual([discovery, discovery, discovery]);
  });

  it('reports a provider that cannot be reached as a network failure', async () => {
    const provider = oidcSignInProvider({
      issuer: 'http://127.0.0.1:9/oidc',
      clientId,
      redirectUri,
      http: { retries: 1, backoffMs: 1 },
    });
    await expect(provider.clientConfig()).rejects.toMatchObject({ failure: 'network', attempts: 2 });
  });
});
