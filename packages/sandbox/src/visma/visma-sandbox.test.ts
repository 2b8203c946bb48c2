import { dateInStockholm } from '@kansli/domain/calendar/stockholm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RunningSandbox } from '../http-sandbox.ts';
import { propertiesOf } from './contract.ts';
import { startVismaSandbox } from './server.ts';
import { SHARED_CUSTOMER_EMAIL } from './state.ts';
import type { VismaSandbox, VismaSandboxOptions } from './visma-sandbox.ts';

type Json = Record<string, unknown> & { Id: string };
interface Visma {
  running: RunningSandbox<VismaSandbox>;
  call(path: string, init?: { method?: string; body?: unknown }): Promise<{ status: number; body: Json }>;
  customerId: string;
  articleId(number: string): Promise<string>;
}

const credentials = { clientId: 'c', clientSecret: 's', refreshToken: 'r' };

/** A sandbox on its own port and calls to its API with an access token from the refresh token. */
async function startVisma(options: Partial<VismaSandboxOptions> = {}): Promise<Visma> {
  const running = await startVismaSandbox({ ...credentials, today: () => '2026-11-22', ...options });
  const tokens = await fetch(`${running.url}/connect/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from('c:s').toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=refresh_token&refresh_token=r',
  });
  const { access_token } = (await tokens.json()) as { access_token: string };
  const call: Visma['call'] = async (path, init = {}) => {
    const response = await fetch(`${running.url}${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    return { status: response.status, body: (await response.json()) as Json };
  };
  const customer = running.sandbox.state.customers.values().next().value;
  return {
    running,
    call,
    customerId: customer?.Id ?? '',
    async articleId(number) {
      const found = await call(`/v2/articles?$filter=${encodeURIComponent(`Number eq '${number}'`)}`);
      return (found.body.Data as Json[])[0]?.Id ?? '';
    },
  };
}

let visma: Visma;
let fee: string;
let chromebook: string;
beforeAll(async () => {
  visma = await startVisma();
  fee = await visma.articleId('100');
  chromebook = await visma.articleId('200');
});
afterAll(() => visma.running.close());
beforeEach(() => visma.running.sandbox.control.reset());

const articleRow = (ArticleId: string, UnitPrice: number, Quantity = 1, more: object = {}) => ({
  IsTextRow: false,
  ReversedConstructionServicesVatFree: false,
  ArticleId,
  UnitPrice,
  Quantity,
  ...more,
});
const textRow = (Text: string) => ({ IsTextRow: true, ReversedConstructionServicesVatFree: false, Text });
const draftOf = (v: Visma, rows: object[], more: object = {}) => ({
  CustomerId: v.customerId,
  RotReducedInvoicingType: 0,
  EuThirdParty: false,
  YourReference: 'kansli-invoice-1',
  InvoiceDate: '2026-11-22',
  Rows: rows,
  ...more,
});
const refusal = (message: RegExp) => ({
  status: 400,
  body: {
    ErrorCode: 2000,
    DeveloperErrorMessage: expect.stringMatching(message),
    ErrorId: expect.any(String),
  },
});
const convert = (v: Visma, draftId: string, body: unknown = {}, query = '') =>
  v.call(`/v2/customerinvoicedrafts/${draftId}/convert${query}`, { method: 'POST', body });

async function invoiceOf(v: Visma, rows: object[], more: object = {}): Promise<Json> {
  const draft = await v.call('/v2/customerinvoicedrafts', { body: draftOf(v, rows, more) });
  expect(draft.status).toBe(201);
  const invoice = await convert(v, draft.body.Id);
  expect(invoice.status).toBe(201);
  return invoice.body;
}

describe('Visma sandbox', () => {
  it("answers Visma's error body without a token, and its list shape with one", async () => {
    const refused = await fetch(`${visma.running.url}/v2/customers`);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({
      ErrorCode: 4005,
      DeveloperErrorMessage: expect.any(String),
      ErrorId: expect.any(String),
    });

    const filter = encodeURIComponent(`EmailAddress eq '${SHARED_CUSTOMER_EMAIL}'`);
    expect(await visma.call(`/v2/customers?$filter=${filter}`)).toMatchObject({
      status: 200,
      body: { Meta: { TotalNumberOfResults: 2, CurrentPage: 1 }, Data: [{}, {}] },
    });
  });

  it('serves its two articles, their VAT codings and a fictional company', async () => {
    const articles = await visma.call('/v2/articles');
    expect(articles.body.Data).toEqual([
      expect.objectContaining({ Number: '100', Name: 'Förskoleavgift', IsActive: true }),
      expect.objectContaining({ Number: '200', Name: 'Chromebook', IsActive: true }),
    ]);
    const codings = (await visma.call('/v2/articleaccountcodings')).body.Data as Json[];
    const rateOf = async (id: string) => {
      const article = (await visma.call(`/v2/articles/${id}`)).body;
      return codings.find((coding) => coding.Id === article.CodingId)?.VatRatePercent;
    };
    expect([await rateOf(fee), await rateOf(chromebook)]).toEqual([0, 0.25]);
    expect((await visma.call('/v2/companysettings')).body).toMatchObject({
      CountryCode: 'SE',
      CurrencyCode: 'SEK',
      ShowPricesExclVatPC: true,
    });
    expect((await visma.call('/v2/articles/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it("refuses a draft as Visma's description does", async () => {
    const make = (body: object) => visma.call('/v2/customerinvoicedrafts', { body });
    const { RotReducedInvoicingType: _, ...withoutRot } = draftOf(visma, [articleRow(fee, 100)]);
    expect(await make(withoutRot)).toEqual(refusal(/RotReducedInvoicingType is required/));
    expect(await make({ ...withoutRot, RotReducedInvoicingType: 7 })).toEqual(
      refusal(/RotReducedInvoicingType must be one of 0, 1, 2/),
    );
    expect(
      await make(draftOf(visma, [{ IsTextRow: false, ReversedConstructionServicesVatFree: false }])),
    ).toEqual(refusal(/Rows\[0\]\.ArticleId is required when IsTextRow is false/));
    expect(await make(draftOf(visma, [{ Text: 'Avgift', UnitPrice: 100, Quantity: 1 }]))).toEqual(
      refusal(
        /Rows\[0\]\.IsTextRow is required\. Rows\[0\]\.ReversedConstructionServicesVatFree is required/,
      ),
    );
    expect(await make(draftOf(visma, [articleRow('inte-ett-id', 100)]))).toEqual(
      refusal(/Rows\[0\]\.ArticleId is not a valid uuid/),
    );
    expect(await make(draftOf(visma, [articleRow(fee, 100)], { YourReference: 'x'.repeat(101) }))).toEqual(
      refusal(/YourReference may have at most 100 characters/),
    );
    expect(await make(draftOf(visma, [articleRow(fee, 100.005)]))).toEqual(
      refusal(/Rows\[0\]\.UnitPrice may have at most 2 decimals/),
    );
    expect(await make(draftOf(visma, [articleRow(fee, 100)], { InvoiceDate: '2026-02-30' }))).toEqual(
      refusal(/InvoiceDate is not a valid date-time/),
    );

    const article = visma.running.sandbox.state.articles.get(chromebook);
    if (!article) throw new Error('no Chromebook article');
    article.IsActive = false;
    try {
      expect(await make(draftOf(visma, [articleRow(chromebook, 100)]))).toEqual(
        refusal(/Rows\[0\]\.ArticleId does not name an active article/),
      );
    } finally {
      article.IsActive = true;
    }
    expect(visma.running.sandbox.state.drafts.size).toBe(0);
  });

  it('refuses a customer whose name is too long or whose terms of payment do not exist', async () => {
    const customer = {
      Name: 'Saga Claesson',
      InvoicePostalCode: '114 43',
      InvoiceCity: 'Stockholm',
      IsActive: true,
      IsPrivatePerson: true,
      TermsOfPaymentId: ((await visma.call('/v2/termsofpayments')).body.Data as Json[])[0]?.Id,
    };
    const before = visma.running.sandbox.state.customers.size;
    expect(await visma.call('/v2/customers', { body: { ...customer, Name: 'x'.repeat(51) } })).toEqual(
      refusal(/Name may have at most 50 characters/),
    );
    expect(
      await visma.call('/v2/customers', {
        body: { ...customer, TermsOfPaymentId: '00000000-0000-4000-8000-000000000000' },
      }),
    ).toEqual(refusal(/TermsOfPaymentId does not name terms of payment/));
    expect(visma.running.sandbox.state.customers.size).toBe(before);
    expect(
      (await visma.call('/v2/customers', { body: { ...customer, CustomerNumber: '9001' } })).status,
    ).toBe(201);
    expect(
      await visma.call('/v2/customers', { body: { ...customer, CustomerNumber: '9001' } }),
    ).toMatchObject({
      status: 400,
      body: { ErrorCode: 4000 },
    });
  });

  it("computes each row's VAT from its article's coding, and the draft's and invoice's totals", async () => {
    const rows = [articleRow(fee, 1250), articleRow(chromebook, 999.99), textRow('Avser november')];
    const draft = await visma.call('/v2/customerinvoicedrafts', { body: draftOf(visma, rows) });
    expect(draft.body).toMatchObject({ IncludesVat: false, TotalAmount: 2499.99, TotalVatAmount: 250 });

    const invoice = (await convert(visma, draft.body.Id)).body;
    expect(invoice).toMatchObject({
      TotalAmount: 2499.99,
      TotalVatAmount: 250,
      TotalAmountInvoiceCurrency: 2499.99,
      TotalVatAmountInvoiceCurrency: 250,
      RemainingAmount: 2499.99,
      VatSpecification: [
        { AmountInvoiceCurrency: 1250, VatAmountInvoiceCurrency: 0, VatPercent: 0 },
        { AmountInvoiceCurrency: 999.99, VatAmountInvoiceCurrency: 250, VatPercent: 0.25 },
      ],
      Rows: [
        { ArticleNumber: '100', AmountNoVat: 1250, PercentVat: 0, Text: 'Förskoleavgift' },
        { ArticleNumber: '200', AmountNoVat: 999.99, PercentVat: 0.25, Text: 'Chromebook' },
        { IsTextRow: true, Text: 'Avser november', UnitPrice: 0, Quantity: 0, ArticleId: null },
      ],
    });
  });

  it('takes unit prices including VAT when the company shows private persons prices with VAT', async () => {
    const gross = await startVisma({ showPricesExclVatPC: false });
    try {
      const invoice = await invoiceOf(gross, [articleRow(await gross.articleId('200'), 1250, 2)]);
      expect(invoice).toMatchObject({
        IncludesVat: true,
        TotalAmount: 2500,
        TotalVatAmount: 500,
        Rows: [{ AmountNoVat: 2000, PercentVat: 0.25 }],
      });
    } finally {
      await gross.running.close();
    }
  });

  it('converts only with the validation body, and not when the amounts it names differ', async () => {
    const draft = await visma.call('/v2/customerinvoicedrafts', {
      body: draftOf(visma, [articleRow(fee, 1250), articleRow(chromebook, 1000)]),
    });
    const id = draft.body.Id;
    const withoutBody = await visma.call(`/v2/customerinvoicedrafts/${id}/convert`, { method: 'POST' });
    expect(withoutBody).toEqual(refusal(/The request body is required/));
    expect(await convert(visma, id, { TotalAmountInvoiceCurrency: 2400 })).toEqual(
      refusal(/TotalAmountInvoiceCurrency is 2500\.00 on the draft, not 2400\.00/),
    );
    expect(await convert(visma, id, { TotalVatAmountInvoiceCurrency: 0 })).toEqual(
      refusal(/TotalVatAmountInvoiceCurrency is 250\.00 on the draft, not 0\.00/),
    );
    expect(
      await convert(visma, id, { Rows: [{ LineNumber: 2, TotalAmountIncVatInvoiceCurrency: 1000 }] }),
    ).toEqual(
      refusal(/LineNumber 2.*TotalAmountIncVatInvoiceCurrency is 1250\.00 on the draft, not 1000\.00/),
    );
    expect(
      await convert(visma, id, { Rows: [{ LineNumber: 3, TotalAmountNoVatInvoiceCurrency: 0 }] }),
    ).toEqual(refusal(/no row with LineNumber 3/));
    expect(visma.running.sandbox.state.drafts.has(id)).toBe(true);

    const converted = await convert(visma, id, {
      TotalAmountInvoiceCurrency: 2500,
      TotalVatAmountInvoiceCurrency: 250,
      TotalRoundingsInvoiceCurrency: 0,
      Rows: [
        { LineNumber: 1, TotalAmountNoVatInvoiceCurrency: 1250, TotalAmountIncVatInvoiceCurrency: 1250 },
        { LineNumber: 2, TotalAmountNoVatInvoiceCurrency: 1000, TotalAmountIncVatInvoiceCurrency: 1250 },
      ],
    });
    expect(converted).toMatchObject({ status: 201, body: { CreatedFromDraftId: id, TotalAmount: 2500 } });
    expect(visma.running.sandbox.state.drafts.has(id)).toBe(false);
    expect((await convert(visma, id)).status).toBe(404);
  });

  it('dates the invoice today unless the draft is dated later or asks to keep its date', async () => {
    const dateOf = async (InvoiceDate: string | undefined, query = '') => {
      const draft = await visma.call('/v2/customerinvoicedrafts', {
        body: draftOf(visma, [articleRow(fee, 100)], { InvoiceDate }),
      });
      const invoice = (await convert(visma, draft.body.Id, {}, query)).body;
      return [invoice.InvoiceDate, invoice.DueDate];
    };
    expect(await dateOf('2026-12-01')).toEqual(['2026-12-01T00:00:00', '2026-12-31T00:00:00']);
    expect(await dateOf('2026-11-01')).toEqual(['2026-11-22T00:00:00', '2026-12-22T00:00:00']);
    expect(await dateOf(undefined)).toEqual(['2026-11-22T00:00:00', '2026-12-22T00:00:00']);
    expect((await dateOf('2026-11-01', '?keepOriginalDraftDate=true'))[0]).toBe('2026-11-01T00:00:00');
    expect((await dateOf(undefined, '?keepOriginalDraftDate=true'))[0]).toBe(
      `${dateInStockholm(new Date())}T00:00:00`,
    );
    const draft = await visma.call('/v2/customerinvoicedrafts', {
      body: draftOf(visma, [articleRow(fee, 1)]),
    });
    expect(await convert(visma, draft.body.Id, {}, '?keepOriginalDraftDate=ja')).toEqual(
      refusal(/keepOriginalDraftDate must be of type boolean/),
    );
  });

  it("dates a past draft with Sweden's today while it is still yesterday in UTC", async () => {
    const swedish = await startVisma({ today: undefined });
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-11-27T23:30:00Z'));
      const invoice = await invoiceOf(swedish, [articleRow(await swedish.articleId('100'), 100)], {
        InvoiceDate: '2026-11-20',
      });
      expect(invoice.InvoiceDate).toBe('2026-11-28T00:00:00');
    } finally {
      vi.useRealTimers();
      await swedish.running.close();
    }
  });

  it('answers only the fields of an invoice in the description, and no IsVoided', async () => {
    const invoice = await invoiceOf(visma, [articleRow(chromebook, 100)]);
    const fields = Object.keys(propertiesOf('CustomerInvoiceApi'));
    expect(Object.keys(invoice).filter((key) => !fields.includes(key))).toEqual([]);
    expect(invoice).not.toHaveProperty('IsVoided');
    const rowFields = Object.keys(propertiesOf('CustomerInvoiceRowApi'));
    const rows = invoice.Rows as Json[];
    expect(rows.flatMap((row) => Object.keys(row)).filter((key) => !rowFields.includes(key))).toEqual([]);
  });

  it('marks an invoice paid and credits another with a credit invoice set off against it', async () => {
    const post = (path: string) =>
      fetch(`${visma.running.url}${path}`, { method: 'POST', redirect: 'manual' });
    const paid = await invoiceOf(visma, [articleRow(fee, 1500)], { YourReference: 'kansli-invoice-paid' });
    const credited = await invoiceOf(visma, [articleRow(chromebook, 1000)], {
      YourReference: 'kansli-invoice-credited',
    });
    expect((await post(`/sandbox/invoices/${paid.Id}/paid`)).status).toBe(303);
    expect((await post(`/sandbox/invoices/${credited.Id}/credit`)).status).toBe(303);

    expect((await visma.call(`/v2/customerinvoices/${paid.Id}`)).body).toMatchObject({
      RemainingAmount: 0,
      SetOffAmountInvoiceCurrency: 0,
      IsCreditInvoice: false,
    });
    expect((await visma.call(`/v2/customerinvoices/${credited.Id}`)).body).toMatchObject({
      TotalAmount: 1250,
      RemainingAmount: 0,
      SetOffAmountInvoiceCurrency: 1250,
    });
    const filter = encodeURIComponent(`ReferringInvoiceId eq ${credited.Id} and IsCreditInvoice eq true`);
    const credits = (await visma.call(`/v2/customerinvoices?$filter=${filter}`)).body;
    expect(credits.Data).toEqual([
      expect.objectContaining({
        IsCreditInvoice: true,
        ReferringInvoiceId: credited.Id,
        YourReference: 'kansli-invoice-credited',
        TotalAmount: -1250,
        TotalVatAmount: -250,
        RemainingAmount: 0,
        SetOffAmountInvoiceCurrency: -1250,
        Rows: [expect.objectContaining({ Quantity: -1, AmountNoVat: -1000, UnitPrice: 1000 })],
      }),
    ]);
    expect((await post(`/sandbox/invoices/${credited.Id}/credit`)).status).toBe(303);
    expect((await post(`/sandbox/invoices/${paid.Id}/void`)).status).toBe(404);
    expect((await visma.call(`/v2/customerinvoices?$filter=${filter}`)).body.Meta).toMatchObject({
      TotalNumberOfResults: 1,
    });
  });

  it('filters invoices with OData on text, uuid, number and true/false and by modifiedSinceUtc, refusing what it cannot read', async () => {
    const invoice = await invoiceOf(visma, [articleRow(fee, 10)], { YourReference: "O'Brien-1" });
    const search = async (filter: string) => {
      const found = await visma.call(`/v2/customerinvoices?$filter=${encodeURIComponent(filter)}`);
      return found.status === 200 ? (found.body.Data as Json[]).map((i) => i.Id) : found;
    };
    expect(await search(`YourReference eq 'O''Brien-1'`)).toEqual([invoice.Id]);
    expect(await search(`InvoiceNumber eq ${invoice.InvoiceNumber} and IsCreditInvoice eq false`)).toEqual([
      invoice.Id,
    ]);
    expect(await search(`CustomerId eq ${visma.customerId} and YourReference eq 'O''Brien-1'`)).toEqual([
      invoice.Id,
    ]);
    expect(await search(`YourReference eq 'O''Brien-1' and IsCreditInvoice eq true`)).toEqual([]);
    expect(await search(`Reference eq 'x'`)).toEqual(refusal(/has no property named 'Reference'/));
    expect(await search(`YourReference like 'x'`)).toEqual(refusal(/'like' is not an operator/));
    expect(await search(`CustomerId eq '${visma.customerId}'`)).toEqual(refusal(/CustomerId is uuid/));
    expect(await search(`IsCreditInvoice eq 'true'`)).toEqual(refusal(/IsCreditInvoice is boolean/));
    expect(await search(`YourReference eq 'a' or YourReference eq 'b'`)).toEqual(
      refusal(/'or' is not supported/),
    );
    expect((await visma.call('/v2/customerinvoices?$page=0')).status).toBe(400);

    const since = async (modifiedSinceUtc: string) => {
      const found = await visma.call(
        `/v2/customerinvoices?modifiedSinceUtc=${encodeURIComponent(modifiedSinceUtc)}`,
      );
      return found.status === 200
        ? (found.body.Data as Json[]).some((i) => i.Id === invoice.Id)
        : found.status;
    };
    expect([
      await since('2000-01-01'),
      await since('2000-01-01T00:00:00+01:00'),
      await since('2999-01-01'),
    ]).toEqual([true, true, false]);
    expect(await since('2026-11-22T25:00')).toBe(400);
  });

  it('answers the invoices page as JSON when asked for it', async () => {
    const own = await startVisma();
    try {
      const invoice = await invoiceOf(
        own,
        [articleRow(await own.articleId('200'), 999.99, 2), textRow('Skärmbyte')],
        { YourReference: 'CB-9001' },
      );
      await fetch(`${own.running.url}/sandbox/invoices/${invoice.Id}/credit`, {
        method: 'POST',
        redirect: 'manual',
      });
      const page = await fetch(`${own.running.url}/sandbox`, { headers: { accept: 'application/json' } });
      const customer = own.running.sandbox.state.customers.get(own.customerId);
      const rows = [
        { article_number: '200', text: 'Chromebook', unit_price: 999.99, quantity: 2, vat_rate: 25 },
        { article_number: null, text: 'Skärmbyte', unit_price: null, quantity: null, vat_rate: null },
      ];
      expect(await page.json()).toEqual({
        invoices: [
          {
            id: invoice.Id,
            number: invoice.InvoiceNumber,
            customer_name: customer?.Name,
            your_reference: 'CB-9001',
            rows,
            net_amount: 1999.98,
            vat_amount: 500,
            total_amount: 2499.98,
            status: 'credited',
          },
          {
            id: expect.any(String),
            number: (invoice.InvoiceNumber as number) + 1,
            customer_name: customer?.Name,
            your_reference: 'CB-9001',
            rows: [{ ...rows[0], quantity: -2 }, rows[1]],
            net_amount: -1999.98,
            vat_amount: -500,
            total_amount: -2499.98,
            status: 'credit',
          },
        ],
      });
      const html = await (await fetch(`${own.running.url}/sandbox`)).text();
      for (const text of ['Krediterad', 'Kreditfaktura', 'Chromebook', '25 %', '2\u00a0499,98\u00a0kr'])
        expect(html).toContain(text);
    } finally {
      await own.running.close();
    }
  });

  it('fails or slows the API when its page says so, while the page itself keeps answering', async () => {
    const terms = async () => (await visma.call('/v2/termsofpayments')).status;
    const set = (fields: Record<string, string>) =>
      fetch(`${visma.running.url}/sandbox/control`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      });
    expect((await set({ count: '2', status: '502', delayMs: '0' })).status).toBe(303);
    expect(await (await fetch(`${visma.running.url}/sandbox`)).text()).toContain('Störningar');
    expect([await terms(), await terms(), await terms()]).toEqual([502, 502, 200]);

    await set({ count: '0', status: '503', delayMs: '300' });
    const started = performance.now();
    expect(await terms()).toBe(200);
    expect(performance.now() - started).toBeGreaterThan(250);
    await set({ count: '0', status: '503', delayMs: '0' });
  });

  it('answers 429 with ErrorCode 4010 beyond the requests a minute per endpoint', async () => {
    const limited = await startVisma({ requestsPerMinute: 2 });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await limited.call('/v2/termsofpayments')).status);
      expect(statuses).toEqual([200, 200, 429]);
      expect((await limited.call('/v2/termsofpayments')).body).toMatchObject({
        ErrorCode: 4010,
        DeveloperErrorMessage: expect.stringMatching(/try again in \d+ seconds/),
      });
      expect((await limited.call('/v2/customers')).status).toBe(200);
    } finally {
      await limited.running.close();
    }
  });
});
