import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RunningSandbox } from '../http-sandbox.ts';
import { CODE_LIFETIME_MS } from './oauth.ts';
import { startVismaSandbox } from './server.ts';
import type { VismaSandbox } from './visma-sandbox.ts';

const REDIRECT_URI = 'http://127.0.0.1:3000/api/integrations/visma/callback';
const SCOPE = 'ea:api offline_access ea:sales';

let running: RunningSandbox<VismaSandbox>;
beforeAll(async () => {
  running = await startVismaSandbox({
    clientId: 'kansli',
    clientSecret: 'hemlig',
    redirectUris: [REDIRECT_URI],
  });
});
afterAll(() => running.close());

const authorizeQuery = (fields: Record<string, string> = {}) =>
  new URLSearchParams({
    response_type: 'code',
    client_id: 'kansli',
    redirect_uri: REDIRECT_URI,
    scope: SCOPE,
    state: 'tillstånd-1',
    ...fields,
  });

/** The consent page's button: the same fields posted back. */
const approve = (fields: Record<string, string> = {}) =>
  fetch(`${running.url}/connect/authorize`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: authorizeQuery(fields).toString(),
  });

async function codeOf(fields: Record<string, string> = {}): Promise<string> {
  const location = new URL((await approve(fields)).headers.get('location') ?? '');
  return location.searchParams.get('code') ?? '';
}

async function token(fields: Record<string, string>, secret = 'hemlig') {
  const response = await fetch(`${running.url}/connect/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`kansli:${secret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: response.status, body: (await response.json()) as Record<string, string> };
}

const exchange = (code: string, redirectUri = REDIRECT_URI) =>
  token({ grant_type: 'authorization_code', code, redirect_uri: redirectUri });
const refresh = (refreshToken: string) => token({ grant_type: 'refresh_token', refresh_token: refreshToken });
const api = (accessToken: string) =>
  fetch(`${running.url}/v2/companysettings`, { headers: { authorization: `Bearer ${accessToken}` } });

describe("Visma sandbox's identity server", () => {
  it('shows a Swedish consent page, and its button redirects back with a code and the state', async () => {
    const consent = await fetch(`${running.url}/connect/authorize?${authorizeQuery()}`);
    expect(consent.status).toBe(200);
    const html = await consent.text();
    expect(html).toContain('Ge Kansli åtkomst till Visma eEkonomi?');
    expect(html).toContain('<button>Godkänn</button>');

    const approved = await approve();
    expect(approved.status).toBe(303);
    const location = new URL(approved.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT_URI);
    expect(location.searchParams.get('state')).toBe('tillstånd-1');
    expect(location.searchParams.get('code')).toMatch(/^[\w-]{20,}$/);
  });

  it('exchanges a code once for tokens that call the API, and rotates the refresh token', async () => {
    const code = await codeOf();
    const first = await exchange(code);
    expect(first).toEqual({
      status: 200,
      body: {
        access_token: expect.any(String),
        refresh_token: expect.any(String),
        token_type: 'Bearer',
        expires_in: 3600,
        scope: SCOPE,
      },
    });
    expect((await api(first.body.access_token ?? '')).status).toBe(200);
    expect(await exchange(code)).toEqual({ status: 400, body: { error: 'invalid_grant' } });

    const second = await refresh(first.body.refresh_token ?? '');
    expect(second.status).toBe(200);
    expect(second.body.refresh_token).not.toBe(first.body.refresh_token);
    expect(await refresh(first.body.refresh_token ?? '')).toEqual({
      status: 400,
      body: { error: 'invalid_grant' },
    });
    expect((await refresh(second.body.refresh_token ?? '')).status).toBe(200);
  });

  it('refuses a code given with another redirect URI, or one older than its lifetime', async () => {
    expect(await exchange(await codeOf(), 'http://127.0.0.1:3000/annan')).toEqual({
      status: 400,
      body: { error: 'invalid_grant' },
    });
    const code = await codeOf();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + CODE_LIFETIME_MS + 1000 });
    try {
      expect(await exchange(code)).toEqual({ status: 400, body: { error: 'invalid_grant' } });
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses an unknown client or redirect URI on its own page, and sends other errors back', async () => {
    const unknown: Record<string, string>[] = [
      { client_id: 'annan' },
      { redirect_uri: 'https://angripare.test/callback' },
    ];
    for (const fields of unknown) {
      const refused = await fetch(`${running.url}/connect/authorize?${authorizeQuery(fields)}`, {
        redirect: 'manual',
      });
      expect(refused.status).toBe(400);
      expect(refused.headers.get('location')).toBeNull();
      expect((await approve(fields)).status).toBe(400);
    }
    const errorOf = async (fields: Record<string, string>) => {
      const location = new URL((await approve(fields)).headers.get('location') ?? '');
      return [
        location.searchParams.get('error'),
        location.searchParams.get('state'),
        location.searchParams.get('code'),
      ];
    };
    expect(await errorOf({ scope: 'ea:api ea:purchase' })).toEqual(['invalid_scope', 'tillstånd-1', null]);
    expect(await errorOf({ scope: '' })).toEqual(['invalid_scope', 'tillstånd-1', null]);
    expect(await errorOf({ response_type: 'token' })).toEqual([
      'unsupported_response_type',
      'tillstånd-1',
      null,
    ]);
  });

  it('refuses a wrong client secret, an unknown grant type and a request without its fields', async () => {
    const code = await codeOf();
    expect(
      await token({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI }, 'fel'),
    ).toEqual({
      status: 401,
      body: { error: 'invalid_client' },
    });
    expect(await token({ grant_type: 'password' })).toEqual({
      status: 400,
      body: { error: 'unsupported_grant_type' },
    });
    expect(await token({ grant_type: 'authorization_code', code: 'x' })).toEqual({
      status: 400,
      body: { error: 'invalid_request' },
    });
  });

  it('gives no refresh token without offline_access, and the API wants ea:sales', async () => {
    const withoutOffline = await exchange(await codeOf({ scope: 'ea:api ea:sales' }));
    expect(withoutOffline.body.refresh_token).toBeUndefined();
    expect((await api(withoutOffline.body.access_token ?? '')).status).toBe(200);

    const withoutSales = await exchange(await codeOf({ scope: 'ea:api offline_access' }));
    const refused = await api(withoutSales.body.access_token ?? '');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ ErrorCode: 4005 });
  });

  it("revokes every token from its page's switch, so the client must connect again", async () => {
    const tokens = await exchange(await codeOf());
    const page = await (await fetch(`${running.url}/sandbox`)).text();
    expect(page).toContain('Återkalla anslutningen');

    const revoked = await fetch(`${running.url}/sandbox/revoke`, { method: 'POST', redirect: 'manual' });
    expect(revoked.status).toBe(303);
    expect(await refresh(tokens.body.refresh_token ?? '')).toEqual({
      status: 400,
      body: { error: 'invalid_grant' },
    });
    expect((await api(tokens.body.access_token ?? '')).status).toBe(401);
    expect(await (await fetch(`${running.url}/sandbox`)).text()).not.toContain('Återkalla anslutningen');

    const again = await exchange(await codeOf());
    expect((await api(again.body.access_token ?? '')).status).toBe(200);
  });
});

describe("a rehearsal's Visma", () => {
  let rehearsal: RunningSandbox<VismaSandbox>;
  beforeAll(async () => {
    rehearsal = await startVismaSandbox({
      clientId: 'kansli',
      clientSecret: 'hemlig',
      redirectUris: ['http://localhost:3000/api/integrations/visma/callback'],
      anyLoopbackPort: true,
      demoCustomers: false,
    });
  });
  afterAll(() => rehearsal.close());

  const approveAt = (redirectUri: string) =>
    fetch(`${rehearsal.url}/connect/authorize`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: authorizeQuery({ redirect_uri: redirectUri }).toString(),
    });

  it('sends the consent back to the registered path on any loopback port, and nowhere else', async () => {
    const approved = await approveAt('http://127.0.0.1:3987/api/integrations/visma/callback');
    expect(approved.status).toBe(303);
    const location = new URL(approved.headers.get('location') ?? '');
    expect(location.origin).toBe('http://127.0.0.1:3987');
    expect(location.searchParams.get('code')).toMatch(/^[\w-]{20,}$/);
    for (const elsewhere of [
      'http://127.0.0.1:3987/api/integrations/other',
      'http://kansli.example.se/api/integrations/visma/callback',
    ]) {
      const refused = await approveAt(elsewhere);
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain('inte registrerad');
    }
  });

  it('holds the company’s articles and no customer, as a company that has just connected', () => {
    expect(rehearsal.sandbox.state.customers.size).toBe(0);
    expect([...rehearsal.sandbox.state.articles.values()].map((article) => article.Number)).toEqual([
      '100',
      '200',
    ]);
  });
});
