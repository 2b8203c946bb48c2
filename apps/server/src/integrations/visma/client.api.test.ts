import { SEEDED_CUSTOMER_EMAIL, SHARED_CUSTOMER_EMAIL } from '@kansli/sandbox/visma/state';
import { afterEach, describe, expect, it } from 'vitest';
import { actOnSandboxInvoice, sandboxInvoicesWith, type TestVisma, testVisma } from '../../test/visma.ts';
import type { VismaInvoiceContent } from './client.ts';
import { VismaApiError, VismaConnectionError, VismaUnavailableError } from './errors.ts';

let test: TestVisma | undefined;

afterEach(async () => {
  await test?.running.close();
  test = undefined;
});

async function sandboxAndClient(...args: Parameters<typeof testVisma>) {
  test = await testVisma(...args);
  return test;
}

const fee: VismaInvoiceContent = {
  article: 'preschoolFee',
  rows: [
    { text: 'Förskoleavgift Heltid, 2026-11-01 – 2026-11-30, Ella Berg', priceOre: 168_800, quantity: 1 },
    { text: 'Förskoleavgift Deltid, 2026-11-01 – 2026-11-30, Liv Berg', priceOre: 84_450, quantity: 1 },
  ],
};
const damage: VismaInvoiceContent = {
  article: 'chromebookDamage',
  rows: [{ text: 'Yttre åverkan, serienummer 5CD1 (ärende 4711)', priceOre: 100_150, quantity: 1 }],
};

async function seededCustomerId(visma: TestVisma['visma']) {
  const [customer] = await visma.customersByEmail(SEEDED_CUSTOMER_EMAIL);
  if (!customer) throw new Error('the sandbox has no seeded customer');
  return customer.id;
}

describe('the Visma client against the Visma sandbox', () => {
  it('finds customers by e-mail address, whatever its case, and tells two sharing one apart', async () => {
    const { visma } = await sandboxAndClient();
    expect(await visma.customersByEmail(SEEDED_CUSTOMER_EMAIL.toUpperCase())).toEqual([
      expect.objectContaining({ name: 'Saga Claesson', email: SEEDED_CUSTOMER_EMAIL, active: true }),
    ]);
    expect(await visma.customersByEmail(SHARED_CUSTOMER_EMAIL)).toHaveLength(2);
    expect(await visma.customersByEmail("o'hara@hemma.test")).toEqual([]);
  });

  it('creates a private customer with the terms of payment of 30 days and a name cut to 50 characters', async () => {
    const { visma, running } = await sandboxAndClient();
    const created = await visma.createCustomer({
      name: `Maja ${'Lindqvist-'.repeat(6)}`,
      email: 'maja@hemma.test',
      address: 'Storgatan 1',
      postalCode: '114 55',
      city: 'Stockholm',
    });
    expect(created.customerNumber).toMatch(/^\d+$/);
    expect(running.sandbox.state.customers.get(created.id)).toMatchObject({
      Name: `Maja ${'Lindqvist-'.repeat(6)}`.slice(0, 50),
      IsPrivatePerson: true,
      TermsOfPaymentId: '8f9a8f7e-3b8e-4d4e-9a8c-30d000000030',
    });
    expect(await visma.customersByEmail('maja@hemma.test')).toEqual([
      expect.objectContaining({ id: created.id }),
    ]);
  });

  it('invoices a fee with its VAT-exempt article, finds the draft and invoice by reference, and tells open from paid', async () => {
    const { visma, running } = await sandboxAndClient();
    const customerId = await seededCustomerId(visma);
    const draft = await visma.createInvoiceDraft({
      ...fee,
      customerId,
      reference: 'kansli-invoice-17',
      invoiceDate: '2026-11-01',
    });
    expect(await visma.draftsByReference('kansli-invoice-17')).toEqual([draft]);
    const invoice = await visma.convertDraft(draft.id, fee);
    expect(invoice).toMatchObject({
      remainingAmount: 2532.5,
      status: 'open',
      reference: 'kansli-invoice-17',
    });
    expect(invoice.invoiceNumber).toBeGreaterThan(0);
    expect(await visma.draftsByReference('kansli-invoice-17')).toEqual([]);
    expect(await visma.invoicesByReference('kansli-invoice-17')).toEqual([invoice]);
    expect(await visma.invoicesByReference('kansli-invoice-1')).toEqual([]);

    const [inVisma] = await sandboxInvoicesWith(running, 'kansli-invoice-17');
    expect(inVisma).toMatchObject({
      net_amount: 2532.5,
      vat_amount: 0,
      total_amount: 2532.5,
      status: 'open',
    });
    expect(inVisma?.rows).toEqual([
      expect.objectContaining({
        article_number: '100',
        text: fee.rows[0]?.text,
        unit_price: 1688,
        vat_rate: 0,
      }),
      expect.objectContaining({
        article_number: '100',
        text: fee.rows[1]?.text,
        unit_price: 844.5,
        vat_rate: 0,
      }),
    ]);

    await actOnSandboxInvoice(running, invoice.id, 'paid');
    expect(await visma.customerInvoice(invoice.id)).toMatchObject({ remainingAmount: 0, status: 'paid' });
  });

  it('invoices a Chromebook at its net cost on one row, Visma adding the 25 % VAT of the article', async () => {
    const { visma, running } = await sandboxAndClient();
    const customerId = await seededCustomerId(visma);
    const draft = await visma.createInvoiceDraft({
      ...damage,
      customerId,
      reference: 'CB-4711',
      invoiceDate: '2026-11-01',
    });
    const invoice = await visma.convertDraft(draft.id, damage);
    const [inVisma, ...more] = await sandboxInvoicesWith(running, 'CB-4711');
    expect(more).toEqual([]);
    // 25 % of 1001.50 kr is 250.375 kr: Visma rounds to 250.38 kr, as Kansli's VAT rule does.
    expect(inVisma).toMatchObject({ net_amount: 1001.5, vat_amount: 250.38, total_amount: 1251.88 });
    expect(inVisma?.rows).toEqual([
      expect.objectContaining({ article_number: '200', unit_price: 1001.5, quantity: 1, vat_rate: 25 }),
    ]);
    expect(inVisma?.rows.some((row) => row.text.startsWith('Moms'))).toBe(false);
    expect(invoice.remainingAmount).toBe(1251.88);
  });

  it('tells a credited invoice from a paid one by the credit invoice that refers to it', async () => {
    const { visma, running } = await sandboxAndClient();
    const customerId = await seededCustomerId(visma);
    const made = async (reference: string) =>
      visma.convertDraft(
        (await visma.createInvoiceDraft({ ...fee, customerId, reference, invoiceDate: '2026-11-01' })).id,
        fee,
      );
    const credited = await made('kansli-invoice-20');
    const paid = await made('kansli-invoice-21');
    await actOnSandboxInvoice(running, credited.id, 'credit');
    await actOnSandboxInvoice(running, paid.id, 'paid');

    expect(await visma.customerInvoice(credited.id)).toMatchObject({
      remainingAmount: 0,
      status: 'credited',
    });
    expect(await visma.customerInvoice(paid.id)).toMatchObject({ status: 'paid' });
    // The credit invoice may carry the same reference; it is not the invoice Kansli made.
    expect(await visma.invoicesByReference('kansli-invoice-20')).toEqual([
      expect.objectContaining({ id: credited.id, status: 'credited' }),
    ]);
  });

  it('does not convert a draft whose totals are not what Kansli expects, and leaves the draft as it was', async () => {
    const { visma } = await sandboxAndClient();
    const customerId = await seededCustomerId(visma);
    const draft = await visma.createInvoiceDraft({
      ...fee,
      customerId,
      reference: 'kansli-invoice-30',
      invoiceDate: '2026-11-01',
    });
    const drifted: VismaInvoiceContent = {
      ...fee,
      rows: fee.rows.map((row, index) => (index === 1 ? { ...row, priceOre: row.priceOre + 100 } : row)),
    };
    const refused = await visma.convertDraft(draft.id, drifted).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(VismaApiError);
    expect((refused as VismaApiError).errorCode).toBe(2000);
    expect(await visma.invoicesByReference('kansli-invoice-30')).toEqual([]);
    expect(await visma.draftsByReference('kansli-invoice-30')).toEqual([draft]);
    expect((await visma.convertDraft(draft.id, fee)).status).toBe('open');
  });

  it.each([
    [
      'not configured',
      { chromebookDamage: undefined },
      'Ingen artikel i Visma är angiven för Chromebook. Be driften ange artikelnumret i VISMA_ARTICLE_CHROMEBOOK_DAMAGE.',
    ],
    [
      'missing',
      { chromebookDamage: '999' },
      'Artikeln 999 för Chromebook finns inte i Visma. Lägg upp den i Visma eller ändra VISMA_ARTICLE_CHROMEBOOK_DAMAGE.',
    ],
    [
      'of another VAT rate',
      { chromebookDamage: '100' },
      'Artikeln 100 för Chromebook har momssatsen 0 % i Visma, men Kansli visar 25 %. Ändra artikelns bokföringsmall i Visma eller ändra VISMA_ARTICLE_CHROMEBOOK_DAMAGE.',
    ],
  ] as const)(
    'refuses an invoice whose article is %s before anything is made in Visma',
    async (_, articles, message) => {
      const { visma, running } = await sandboxAndClient({ articles });
      const customerId = await seededCustomerId(visma);
      const refused = await visma
        .createInvoiceDraft({ ...damage, customerId, reference: 'CB-1', invoiceDate: '2026-11-01' })
        .catch((error: unknown) => error);
      expect(refused).toMatchObject({ name: 'VismaArticleError', userMessage: message });
      expect(
        running.sandbox.control.received().filter((r) => r.method === 'POST' && r.path.startsWith('/v2/')),
      ).toEqual([]);
      expect(await visma.draftsByReference('CB-1')).toEqual([]);
      // The probe reports a configured article that cannot be used, with the same words.
      if (articles.chromebookDamage)
        await expect(visma.probe()).rejects.toMatchObject({ userMessage: message });
    },
  );

  it('probes the company and every configured article with reads only', async () => {
    const { visma, running } = await sandboxAndClient();
    await visma.probe();
    const received = running.sandbox.control.received().filter((r) => r.path.startsWith('/v2/'));
    expect(received.map((r) => r.method)).toEqual(received.map(() => 'GET'));
    expect(received.map((r) => r.path)).toEqual(
      expect.arrayContaining(['/v2/companysettings', '/v2/articles']),
    );
  });

  it("turns Visma's error body into an English message for the log and a Swedish one for staff", async () => {
    const { visma } = await sandboxAndClient();
    const refused = await visma
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
    expect((refused as VismaApiError).userMessage).toBe(
      'Visma godtog inte uppgifterna. Kontrollera kundens och fakturans uppgifter i Kansli och Visma och försök igen.',
    );
    expect((refused as VismaApiError).detail).toContain('InvoicePostalCode');
    expect((refused as VismaApiError).userMessage).not.toContain('123 45');

    const missing = await visma
      .customerInvoice('00000000-0000-4000-8000-000000000000')
      .catch((error: unknown) => error);
    expect((missing as VismaApiError).errorCode).toBe(3000);
  });

  it('waits the seconds Visma names when asked to slow down, then goes on', async () => {
    const { visma, running } = await sandboxAndClient();
    await visma.customersByEmail(SEEDED_CUSTOMER_EMAIL);
    running.sandbox.control.failNext(1, 429, { 'retry-after': '1' });
    const started = performance.now();
    expect(await visma.customersByEmail(SEEDED_CUSTOMER_EMAIL)).toHaveLength(1);
    expect(performance.now() - started).toBeGreaterThan(900);
  });

  it('tries a failing Visma again with backoff, and reports it when it keeps failing', async () => {
    const { visma, running } = await sandboxAndClient();
    await visma.customersByEmail(SEEDED_CUSTOMER_EMAIL);
    running.sandbox.control.failNext(1, 503);
    expect(await visma.customersByEmail(SEEDED_CUSTOMER_EMAIL)).toHaveLength(1);
    running.sandbox.control.failNext(5, 502);
    const failed = await visma.customersByEmail(SEEDED_CUSTOMER_EMAIL).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(VismaUnavailableError);
    expect(failed).toMatchObject({
      message: 'Visma: customer lookup answered HTTP 502 (3 attempts)',
      userMessage: 'Visma svarar inte just nu. Försök igen om en stund.',
    });
  });

  it('refreshes its access token once for many calls, and asks to be connected again when Visma refuses the refresh token', async () => {
    const { visma, running, tokens } = await sandboxAndClient();
    await Promise.all([visma.customersByEmail('a@hemma.test'), visma.customersByEmail('b@hemma.test')]);
    expect(running.sandbox.control.received().filter((r) => r.path === '/connect/token')).toHaveLength(1);

    // A refresh token Visma no longer takes (spent, or the connection revoked in Visma).
    await tokens.replace({ refreshToken: 'förbrukad' });
    const refused = await visma.customersByEmail(SEEDED_CUSTOMER_EMAIL).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(VismaConnectionError);
    expect((refused as VismaConnectionError).userMessage).toBe('Visma behöver anslutas igen');
  });
});
