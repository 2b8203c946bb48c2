import { VISMA_NOT_SET_UP_MESSAGE } from '@kansli/domain/preschool/visma-customer';
import { SEEDED_CUSTOMER_EMAIL } from '@kansli/sandbox/visma/state';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../../db/schema/audit.ts';
import { signInAs, type TestApp, testApp } from '../../../test/app.ts';
import { approveOnConsentPage, TEST_REDIRECT_URI, type TestVisma, testVisma } from '../../../test/visma.ts';

let t: TestApp;
let visma: TestVisma;
beforeAll(async () => {
  visma = await testVisma();
  t = await testApp({}, undefined, undefined, visma.visma);
});
afterAll(async () => {
  await t.app.close();
  await visma.running.close();
});

const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

/** 'Anslut till Visma' as the signed-in browser: Kansli's redirect, then Visma's consent page. */
async function consentAs(cookie: string): Promise<URL> {
  const connect = await get('/api/integrations/visma/connect', cookie);
  expect(connect.statusCode).toBe(302);
  return approveOnConsentPage(connect.headers.location as string);
}

const callbackOf = (back: URL) => `/api/integrations/visma/callback${back.search}`;

describe('connecting Kansli to Visma', () => {
  it("sends a superadmin to Visma's consent page with Kansli's client, scopes and a state of the session", async () => {
    const { cookie } = await signInAs(t.app, 'admin@kansli.test');
    const connect = await get('/api/integrations/visma/connect', cookie);
    expect(connect.statusCode).toBe(302);
    const to = new URL(connect.headers.location as string);
    expect(`${to.origin}${to.pathname}`).toBe(`${visma.running.url}/connect/authorize`);
    expect(Object.fromEntries(to.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'kansli',
      redirect_uri: TEST_REDIRECT_URI,
      scope: 'ea:api offline_access ea:sales',
      state: expect.stringMatching(/^[\w-]{43}$/),
    });
  });

  it('exchanges the code Visma sends back, goes on with the new tokens, and audits the connection without them', async () => {
    const { cookie } = await signInAs(t.app, 'admin@kansli.test');
    const back = await consentAs(cookie);
    expect(`${back.origin}${back.pathname}`).toBe(TEST_REDIRECT_URI);
    const before = visma.running.sandbox.control.received().length;

    const callback = await get(callbackOf(back), cookie);
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/superadmin?tab=4');
    expect(await visma.visma.customersByEmail(SEEDED_CUSTOMER_EMAIL)).toHaveLength(1);
    // The code's tokens serve the next call: no refresh was needed.
    const since = visma.running.sandbox.control.received().slice(before);
    expect(since.filter((r) => r.path === '/connect/token')).toHaveLength(1);

    const [audited] = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'integration.visma.connect'));
    expect(audited).toMatchObject({ entity: 'integration', entityId: 'visma' });
    expect(JSON.stringify(audited)).not.toContain(back.searchParams.get('code') ?? '–');

    // The same answer again is refused: its state is used up.
    expect((await get(callbackOf(back), cookie)).headers.location).toBe('/superadmin?tab=4&visma=error');
  });

  it('refuses a state begun by another session, a made-up one, and a consent turned down', async () => {
    const first = await signInAs(t.app, 'admin@kansli.test');
    const second = await signInAs(t.app, 'admin@kansli.test');
    const back = await consentAs(first.cookie);
    expect((await get(callbackOf(back), second.cookie)).headers.location).toBe(
      '/superadmin?tab=4&visma=error',
    );
    // Used up by the refusal: the right session cannot use it after that either.
    expect((await get(callbackOf(back), first.cookie)).headers.location).toBe(
      '/superadmin?tab=4&visma=error',
    );

    const madeUp = await get('/api/integrations/visma/callback?code=abc&state=def', first.cookie);
    expect(madeUp.headers.location).toBe('/superadmin?tab=4&visma=error');

    const connect = await get('/api/integrations/visma/connect', first.cookie);
    const state = new URL(connect.headers.location as string).searchParams.get('state');
    const declined = await get(
      `/api/integrations/visma/callback?error=access_denied&state=${state}`,
      first.cookie,
    );
    expect(declined.headers.location).toBe('/superadmin?tab=4&visma=error');
  });

  it('is for superadmins only, and answers 503 in words where Visma is not configured', async () => {
    const { cookie } = await signInAs(t.app, 'support@kansli.test');
    expect((await get('/api/integrations/visma/connect', cookie)).statusCode).toBe(403);
    expect((await get('/api/integrations/visma/callback?code=a&state=b', cookie)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/integrations/visma/connect' })).statusCode).toBe(
      401,
    );

    const withoutVisma = await testApp();
    try {
      const admin = await signInAs(withoutVisma.app, 'admin@kansli.test');
      const answer = await withoutVisma.app.inject({
        method: 'GET',
        url: '/api/integrations/visma/connect',
        headers: { cookie: admin.cookie },
      });
      expect(answer.statusCode).toBe(503);
      expect(answer.json().error.message).toBe(VISMA_NOT_SET_UP_MESSAGE);
    } finally {
      await withoutVisma.app.close();
    }
  });
});
