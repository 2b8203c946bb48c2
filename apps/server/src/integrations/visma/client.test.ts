import type { RunningSandbox } from '@kansli/sandbox/http-sandbox';
import { startVismaSandbox } from '@kansli/sandbox/visma/server';
import { SEEDED_CUSTOMER_EMAIL, SHARED_CUSTOMER_EMAIL } from '@kansli/sandbox/visma/state';
import type { VismaSandbox } from '@kansli/sandbox/visma/visma-sandbox';
import { afterEach, describe, expect, it } from 'vitest';
import { IntegrationError } from '../http.ts';
import { VismaApiError, vismaClient } from './client.ts';
import { memoryTokenStore } from './token-store.ts';

const credentials = { clientId: 'kansli', clientSecret: 'hemlig' };
let running: RunningSandbox<VismaSandbox> | undefined;

afterEach(async () => {
  await running?.close();
  running = undefined;
});

async function sandboxAndClient(sandboxOptions: { requestsPerMinute?: number; rateWindowMs?: number } = {}) {
  running = await startVismaSandbox({ ...credentials, refreshToken: 'första', ...sandboxOptions });
  const tokens = memoryTokenStore('första');
  const client = vismaClient({
    ...credentials,
    apiUrl: running.url,
    tokenUrl: `${running.url}/connect/token`,
    tokens,
    http: { backoffMs: 10, timeoutMs: 2_000 },
  });
  return { client, tokens, sandbox: running.sandbox, url: running.url };
}

describe('the Visma client against the Visma sandbox', () => {
  it('refreshes its access token once, keeps the rotated refresh token, and a new client goes on with it', async () => {
    const { client, tokens, url, sandbox } = await sandboxAndClient();
    await Promise.all([client.customersByEmail('a@hemma.test'), client.customersByEmail('b@hemma.test')]);
    expect(sandbox.control.received().filter((r) => r.path === '/connect/token')).toHaveLength(1);
    const rotated = await tokens.read();
    expect(rotated).not.toBe('första');

    const next = vismaClient({ ...credentials, apiUrl: url, tokenUrl: `${url}/connect/token`, tokens });
    expect(await next.customersByEmail(SEEDED_CUSTOMER_EMAIL)).toHaveLength(1);
    const spent = vismaClient({
      ...credentials,
      apiUrl: url,
      tokenUrl: `${url}/connect/token`,
      tokens: memoryTokenStore('första'),
      http: { retries: 0 },
    });
    await expect(spent.customersByEmail(SEEDED_CUSTOMER_EMAIL)).rejects.toThrow(IntegrationError);
  });

  it('finds customers by e-mail address, whatever its case, and tells two sharing one apart', async () => {
    const { client } = await sandboxAndClient();
    expect(await client.customersByEmail(SEEDED_CUSTOMER_EMAIL.toUpperCase())).toEqual([
      expect.objectContaining({ name: 'Saga Claesson', email: SEEDED_CUSTOMER_EMAIL, active: true }),
    ]);
    expect(await client.customersByEmail(SHARED_CUSTOMER_EMAIL)).toHaveLength(2);
    expect(await client.customersByEmail("o'hara@hemma.test")).toEqual([]);
  });

  it('creates a customer with the terms of payment of 30 days and a name cut to 50 characters', async () => {
    const { client, sandbox } = await sandboxAndClient();
    const created = await client.createCustomer({
      name: `Maja ${'Lindqvist-'.repeat(6)}`,
      email: 'maja@hemma.test',
      address: 'Storgatan 1',
      postalCode: '114 55',
      city: 'Stockholm',
    });
    expect(created.customerNumber).toMatch(/^\d+$/);
    expect(sandbox.state.customers.get(created.id)).toMatchObject({
      Name: `Maja ${'Lindqvist-'.repeat(6)}`.slice(0, 50),
      IsPrivatePerson: true,
      TermsOfPaymentId: '8f9a8f7e-3b8e-4d4e-9a8c-30d000000030',
    });
    expect(await client.customersByEmail('maja@hemma.test')).toEqual([
      expect.objectContaining({ id: created.id }),
    ]);
  });

  it('makes a draft, finds it again by its reference, converts it to an invoice and sees it paid or voided', async () => {
    const { client, url } = await sandboxAndClient();
    const [customer] = await client.customersByEmail(SEEDED_CUSTOMER_EMAIL);
    const draft = await client.createInvoiceDraft({
      customerId: customer?.id ?? '',
      reference: 'kansli-invoice-17',
      invoiceDate: '2026-11-01',
      rows: [
        { text: 'Förskoleavgift Heltid, 2026-11-01 – 2026-11-30, Ella Berg', unitPrice: 1688, quantity: 1 },
      ],
    });
    expect(await client.draftsByReference('kansli-invoice-17')).toEqual([draft]);
    const invoice = await client.convertDraft(draft.id);
    expect(invoice).toMatchObject({ totalAmount: 1688, remainingAmount: 1688, status: 'open' });
    expect(invoice.invoiceNumber).toBeGreaterThan(0);
    expect(await client.draftsByReference('kansli-invoice-17')).toEqual([]);
    expect(await client.invoicesByReference('kansli-invoice-17')).toEqual([invoice]);
    expect(await client.invoicesByReference('kansli-invoice-1')).toEqual([]);

    // Someone marks it paid on the sandbox's page.
    await fetch(`${url}/sandbox/invoices/${invoice.id}/paid`, { method: 'POST', redirect: 'manual' });
    expect(await client.customerInvoice(invoice.id)).toMatchObject({ remainingAmount: 0, status: 'paid' });

    const second = await client.convertDraft(
      (
        await client.createInvoiceDraft({
          customerId: customer?.id ?? '',
          reference: 'kansli-invoice-18',
          invoiceDate: '2026-11-01',
          rows: [{ text: 'Avgift', unitPrice: 100, quantity: 1 }],
        })
      ).id,
    );
    await fetch(`${url}/sandbox/invoices/${second.id}/void`, { method: 'POST', redirect: 'manual' });
    expect(await client.customerInvoice(second.id)).toMatchObject({ status: 'voided' });
  });

  it("turns Visma's error body into a message naming the call and code, without Visma's own text", async () => {
    const { client } = await sandboxAndClient();
    const refused = await client
      .createCustomer({
        name: 'Ola',
        email: 'ola@hemma.test',
        address: 'Gatan 1',
        postalCode: '123 45 678 90',
        city: 'Solna',
      })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(VismaApiError);
    expect((refused as VismaApiError).message).toMatch(
      /^Visma: customer creation refused the data \(ErrorCode 2000, ErrorId [0-9a-f-]{36}\)$/,
    );
    expect((refused as VismaApiError).detail).toContain('InvoicePostalCode');

    const missing = await client
      .customerInvoice('00000000-0000-4000-8000-000000000000')
      .catch((error: unknown) => error);
    expect((missing as VismaApiError).errorCode).toBe(3000);
  });

  it('waits the seconds Visma names when asked to slow down, then goes on', async () => {
    const { client } = await sandboxAndClient({ requestsPerMinute: 2, rateWindowMs: 1_500 });
    const started = performance.now();
    for (let i = 0; i < 3; i++) await client.customersByEmail(SEEDED_CUSTOMER_EMAIL);
    expect(performance.now() - started).toBeGreaterThan(900);
  });

  it('tries a failing Visma again with backoff, and reports it when it keeps failing', async () => {
    const { client, sandbox } = await sandboxAndClient();
    await client.customersByEmail(SEEDED_CUSTOMER_EMAIL);
    sandbox.control.failNext(1, 503);
    expect(await client.customersByEmail(SEEDED_CUSTOMER_EMAIL)).toHaveLength(1);
    sandbox.control.failNext(5, 502);
    await expect(client.customersByEmail(SEEDED_CUSTOMER_EMAIL)).rejects.toThrow(
      'Visma: customer lookup answered HTTP 502 (3 attempts)',
    );
  });
});
