import { createRemoteJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browserRequest,
  CookieJar,
  openSignInPage as openPage,
  signInAsBrowser,
  submitEmail,
} from './browser-sign-in.ts';
import type { DevAccount } from './dev-identity-provider.ts';
import { type IdentitySandbox, startIdentitySandbox } from './server.ts';

const clientId = 'kansli-web';
const redirectUri = 'http://localhost:5173/auth/callback';
const demoAccounts: DevAccount[] = [
  { email: 'admin@kansli.test', givenName: 'Astrid', familyName: 'Lindqvist', description: 'Superadmin' },
  {
    email: 'rektor@kansli.test',
    givenName: 'Örjan',
    familyName: 'Nyström',
    description: 'Rektor <Ekbacken> & co',
  },
];
const knownStaff: DevAccount[] = [
  ...demoAccounts,
  { email: 'larare@kansli.test', givenName: 'Lena', familyName: 'Berg' },
];

let sandbox: IdentitySandbox;
let issuer: string;

beforeAll(async () => {
  sandbox = await startIdentitySandbox({
    clientId,
    redirectUris: [redirectUri],
    demoAccounts,
    findAccountByEmail: async (email) => knownStaff.find((person) => person.email === email),
  });
  issuer = sandbox.issuer;
});

afterAll(() => sandbox.close());

async function openSignInPage(jar: CookieJar) {
  const opened = await openPage(jar, { issuer, clientId, redirectUri });
  return { ...opened, html: await opened.page.text() };
}

async function signIn(jar: CookieJar, email: string) {
  const { idToken, nonce } = await signInAsBrowser({ issuer, clientId, redirectUri }, email, jar);
  const jwks = createRemoteJWKSet(new URL(`${issuer}/jwks`));
  const { payload, protectedHeader } = await jwtVerify(idToken, jwks, { issuer, audience: clientId });
  expect(protectedHeader.alg).toBe('RS256');
  expect(payload.nonce).toBe(nonce);
  return payload;
}

describe('dev identity provider', () => {
  it('publishes discovery with every endpoint under the issuer path', async () => {
    const response = await fetch(`${issuer}/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const discovery = await response.json();
    expect(discovery).toMatchObject({
      issuer,
      authorization_endpoint: `${issuer}/auth`,
      jwks_uri: `${issuer}/jwks`,
      response_types_supported: ['id_token'],
    });
    expect(discovery.claims_supported).toEqual(
      expect.arrayContaining(['email', 'email_verified', 'given_name', 'family_name', 'name']),
    );
  });

  it('shows the sign-in page with the demo accounts and an e-mail field', async () => {
    const { page, html, interactionUrl } = await openSignInPage(new CookieJar());
    expect(interactionUrl.pathname).toMatch(/^\/oidc\/interaction\/[\w-]+$/);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toBe(
      `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${new URL(issuer).origin} ` +
        `http://localhost:5173; frame-ancestors 'none'; base-uri 'none'`,
    );
    expect(html).toContain('<label for="email">E-post</label>');
    expect(html).toMatch(/<input id="email" name="email" type="email" required/);
    expect(html).toContain('<button class="submit" type="submit">Logga in</button>');
    expect(html).toContain('<button class="account" type="submit" name="email" value="admin@kansli.test">');
    expect(html).toContain('Astrid Lindqvist');
    expect(html).toContain('Rektor &lt;Ekbacken&gt; &amp; co');
    expect(html).not.toContain('<script');
  });

  it('signs a demo account in and returns a verifiable ID token in the redirect fragment', async () => {
    const claims = await signIn(new CookieJar(), 'admin@kansli.test');
    expect(claims).toMatchObject({
      email: 'admin@kansli.test',
      email_verified: true,
      given_name: 'Astrid',
      family_name: 'Lindqvist',
      name: 'Astrid Lindqvist',
    });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(600);
  });

  it('gives the same subject for an e-mail whatever its letter case', async () => {
    const first = await signIn(new CookieJar(), 'larare@kansli.test');
    const second = await signIn(new CookieJar(), 'Larare@Kansli.TEST');
    expect(first).toMatchObject({ given_name: 'Lena', family_name: 'Berg' });
    expect(second.sub).toBe(first.sub);
  });

  it('signs in an unknown but valid e-mail with the local part as name', async () => {
    const claims = await signIn(new CookieJar(), 'okand.person@example.se');
    expect(claims).toMatchObject({
      email: 'okand.person@example.se',
      email_verified: true,
      given_name: 'okand.person',
      name: 'okand.person',
    });
  });

  it('lets another person sign in after prompt=login in the same browser', async () => {
    const jar = new CookieJar();
    const first = await signIn(jar, 'admin@kansli.test');
    const second = await signIn(jar, 'rektor@kansli.test');
    const again = await signIn(jar, 'rektor@kansli.test');
    expect(second.email).toBe('rektor@kansli.test');
    expect(second.sub).not.toBe(first.sub);
    expect(again.sub).toBe(second.sub);
  });

  it('re-renders the page with 400 for an invalid e-mail', async () => {
    const jar = new CookieJar();
    const { interactionUrl } = await openSignInPage(jar);
    const response = await submitEmail(jar, interactionUrl, 'inte-en-adress<b>');
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('Ange en giltig e-postadress');
    expect(html).toContain('value="inte-en-adress&lt;b&gt;"');
  });

  it('refuses a form body over 10 kB, declared or streamed', async () => {
    const jar = new CookieJar();
    const { interactionUrl } = await openSignInPage(jar);
    const declared = await submitEmail(jar, interactionUrl, `${'a'.repeat(11_000)}@kansli.test`);
    expect(declared.status).toBe(413);

    const chunk = new TextEncoder().encode(`email=${'a'.repeat(4_000)}`);
    // Undici needs duplex for a streamed body; the DOM typings of RequestInit do not know it yet.
    const streamedInit: RequestInit & { duplex: 'half' } = {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new ReadableStream({
        start(controller) {
          for (let i = 0; i < 3; i++) controller.enqueue(chunk);
          controller.close();
        },
      }),
      duplex: 'half',
    };
    const streamed = await browserRequest(jar, interactionUrl.href, streamedInit);
    expect(streamed.status).toBe(413);
  });

  it('shows its own error page for an unregistered redirect URI', async () => {
    const authorize = new URL(`${issuer}/auth`);
    authorize.search = new URLSearchParams({
      client_id: clientId,
      redirect_uri: 'http://localhost:6666/evil',
      response_type: 'id_token',
      scope: 'openid',
      nonce: 'n',
    }).toString();
    const response = await fetch(authorize, { redirect: 'manual' });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-security-policy')).toMatch(/^default-src 'none'/);
    const html = await response.text();
    expect(html).toContain('Inloggningen misslyckades');
    expect(html).toContain('redirect_uri did not match any of the client&#39;s registered redirect_uris');
  });

  it('answers an expired or foreign interaction with a page to start over', async () => {
    const response = await browserRequest(new CookieJar(), `${issuer}/interaction/unknown-uid`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Inloggningen har gått ut');
  });
});

describe("the rehearsal's identity provider", () => {
  const registered = 'http://localhost:3000/auth/callback';
  let rehearsal: IdentitySandbox;
  beforeAll(async () => {
    rehearsal = await startIdentitySandbox({
      clientId,
      redirectUris: [registered],
      demoAccounts: [],
      rehearsal: true,
    });
  });
  afterAll(() => rehearsal.close());

  const authorizeStatus = async (provider: IdentitySandbox, redirect: string) => {
    const authorize = new URL(`${provider.issuer}/auth`);
    authorize.search = new URLSearchParams({
      client_id: clientId,
      redirect_uri: redirect,
      response_type: 'id_token',
      scope: 'openid',
      nonce: 'n',
    }).toString();
    const response = await fetch(authorize, { redirect: 'manual' });
    await response.body?.cancel();
    return response.status;
  };

  it('says it stands in for the organisation’s provider, lists no one and lets any loopback port form-post back', async () => {
    const { page } = await openPage(new CookieJar(), {
      issuer: rehearsal.issuer,
      clientId,
      redirectUri: registered,
    });
    const html = await page.text();
    expect(html).toContain('<title>Kansli – inloggning (övningsmiljö)</title>');
    expect(html).toContain('godtar\nvilken e-postadress som helst');
    expect(html).not.toContain('Demopersoner');
    expect(html).toContain('<label for="email">E-post</label>');
    expect(page.headers.get('content-security-policy')).toContain(
      `form-action 'self' ${new URL(rehearsal.issuer).origin} http://localhost:3000 http://localhost:* http://127.0.0.1:*;`,
    );
  });

  it('signs in back to Kansli on another loopback port than the registered one, with a token for the client', async () => {
    const redirectUri = 'http://127.0.0.1:3987/auth/callback';
    const { idToken } = await signInAsBrowser(
      { issuer: rehearsal.issuer, clientId, redirectUri },
      'forste.admin@example.se',
    );
    const jwks = createRemoteJWKSet(new URL(`${rehearsal.issuer}/jwks`));
    const { payload } = await jwtVerify(idToken, jwks, { issuer: rehearsal.issuer, audience: clientId });
    expect(payload).toMatchObject({ email: 'forste.admin@example.se', email_verified: true });
  });

  it('refuses another path, another host and https, and the development provider any other port', async () => {
    expect(await authorizeStatus(rehearsal, 'http://localhost:4000/auth/callback')).toBe(303);
    expect(await authorizeStatus(rehearsal, 'http://localhost:4000/auth/other')).toBe(400);
    expect(await authorizeStatus(rehearsal, 'http://kansli.example.se:3000/auth/callback')).toBe(400);
    expect(await authorizeStatus(rehearsal, 'https://localhost:3000/auth/callback')).toBe(400);
    expect(await authorizeStatus(sandbox, 'http://localhost:5174/auth/callback')).toBe(400);
    expect(await authorizeStatus(sandbox, redirectUri)).toBe(303);
  });
});
