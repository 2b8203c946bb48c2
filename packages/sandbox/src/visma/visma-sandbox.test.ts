import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RunningSandbox } from '../http-sandbox.ts';
import { startVismaSandbox } from './server.ts';
import { SHARED_CUSTOMER_EMAIL } from './state.ts';
import type { VismaSandbox } from './visma-sandbox.ts';

let running: RunningSandbox<VismaSandbox>;
let token: string;
beforeAll(async () => {
  running = await startVismaSandbox({
    clientId: 'c',
    clientSecret: 's',
    refreshToken: 'r',
    today: () => '2026-11-22',
  });
  token = await accessToken();
});
afterAll(() => running.close());

async function accessToken(url = running.url) {
  const response = await fetch(`${url}/connect/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from('c:s').toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=refresh_token&refresh_token=r',
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

describe('Visma sandbox', () => {
  it("answers Visma's error body without a token, and its list shape with one", async () => {
    const refused = await fetch(`${running.url}/v2/customers`);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({
      ErrorCode: 4005,
      DeveloperErrorMessage: expect.any(String),
      ErrorId: expect.any(String),
    });

    const filter = encodeURIComponent(`EmailAddress eq '${SHARED_CUSTOMER_EMAIL}'`);
    const found = await fetch(`${running.url}/v2/customers?$filter=${filter}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(await found.json()).toMatchObject({
      Meta: { TotalNumberOfResults: 2, CurrentPage: 1 },
      Data: [{}, {}],
    });
  });

  it('refuses to convert a draft dated in the future, and shows invoices on its page to mark paid or void', async () => {
    const customer = running.sandbox.state.customers.values().next().value;
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const draft = async (InvoiceDate: string) =>
      (await (
        await fetch(`${running.url}/v2/customerinvoicedrafts`, {
          method: 'POST',
          headers: auth,
          body: JSON.stringify({
            CustomerId: customer?.Id,
            InvoiceDate,
            Rows: [{ Text: 'Avgift', UnitPrice: 100, Quantity: 1 }],
          }),
        })
      ).json()) as { Id: string };
    const future = await draft('2026-12-01');
    const convert = (id: string) =>
      fetch(`${running.url}/v2/customerinvoicedrafts/${id}/convert`, { method: 'POST', headers: auth });
    expect((await convert(future.Id)).status).toBe(400);
    const converted = (await (await convert((await draft('2026-11-01')).Id)).json()) as {
      Id: string;
      InvoiceNumber: number;
    };

    expect(await (await fetch(`${running.url}/sandbox`)).text()).toContain('Obetald');
    await fetch(`${running.url}/sandbox/invoices/${converted.Id}/void`, {
      method: 'POST',
      redirect: 'manual',
    });
    const page = await (await fetch(`${running.url}/sandbox`)).text();
    expect(page).toContain(String(converted.InvoiceNumber));
    expect(page).toContain('Makulerad');
  });

  it('fails or slows the API when its page says so, while the page itself keeps answering', async () => {
    const terms = () =>
      fetch(`${running.url}/v2/termsofpayments`, { headers: { authorization: `Bearer ${token}` } });
    const set = (fields: Record<string, string>) =>
      fetch(`${running.url}/sandbox/control`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      });
    expect((await set({ count: '2', status: '502', delayMs: '0' })).status).toBe(303);
    expect(await (await fetch(`${running.url}/sandbox`)).text()).toContain('Störningar');
    expect([(await terms()).status, (await terms()).status, (await terms()).status]).toEqual([502, 502, 200]);

    await set({ count: '0', status: '503', delayMs: '300' });
    const started = performance.now();
    expect((await terms()).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThan(250);
    await set({ count: '0', status: '503', delayMs: '0' });
  });

  it('converts a draft dated today in Sweden while it is still yesterday in UTC', async () => {
    const swedish = await startVismaSandbox({ clientId: 'c', clientSecret: 's', refreshToken: 'r' });
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-11-27T23:30:00Z'));
      const auth = {
        authorization: `Bearer ${await accessToken(swedish.url)}`,
        'content-type': 'application/json',
      };
      const customer = swedish.sandbox.state.customers.values().next().value;
      const draft = (await (
        await fetch(`${swedish.url}/v2/customerinvoicedrafts`, {
          method: 'POST',
          headers: auth,
          body: JSON.stringify({
            CustomerId: customer?.Id,
            InvoiceDate: '2026-11-28',
            Rows: [{ Text: 'Avgift', UnitPrice: 100, Quantity: 1 }],
          }),
        })
      ).json()) as { Id: string };
      const converted = await fetch(`${swedish.url}/v2/customerinvoicedrafts/${draft.Id}/convert`, {
        method: 'POST',
        headers: auth,
      });
      expect(converted.status).toBe(201);
    } finally {
      vi.useRealTimers();
      await swedish.close();
    }
  });
});
