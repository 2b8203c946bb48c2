import { setTimeout as sleep } from 'node:timers/promises';
import { kronorFromOre } from '@kansli/domain/money/ore';
import { vatOnNet } from '@kansli/domain/money/vat';
import type { z } from 'zod';
import type { CallObserver } from '../calls.ts';
import { type HttpPolicy, type IntegrationHttp, integrationHttp } from '../http.ts';
import {
  articleBook,
  odataText,
  type VismaArticleKind,
  type VismaArticleNumbers,
  vatPercentOf,
} from './articles.ts';
import { inVismaTerms, VismaApiError, VismaConnectRefusedError } from './errors.ts';
import { type VismaOAuthOptions, vismaOAuth } from './oauth.ts';
import {
  pageOf,
  type VismaSchemas,
  ZCompany,
  ZCustomer,
  ZDraft,
  ZInvoice,
  ZTerms,
  ZVismaError,
} from './schemas.ts';
import type { VismaTokenStore } from './token-store.ts';

// Visma eAccounting API v2, the part Kansli uses to invoice: customers looked up by e-mail and created,
// invoice drafts of an article created, found again by our reference and converted to invoices when
// Visma's totals are Kansli's, and invoices read for their payment; and the connection itself.

export interface VismaOptions extends VismaOAuthOptions {
  /** `https://eaccountingapi.vismaonline.com`, or the sandbox's address; without /v2. */
  apiUrl: string;
  /** Where the tokens are kept: Visma rotates the refresh token on every use. */
  tokens: VismaTokenStore;
  /** The article number in Visma of each kind Kansli invoices. */
  articles: VismaArticleNumbers;
  http?: Partial<HttpPolicy>;
  /** Told the outcome of every call, for Superadmin › Integrationer. */
  calls?: CallObserver;
  /** The longest Kansli waits when Visma asks it to slow down; a longer wait fails the call. */
  maxRateLimitWaitMs?: number;
}

export interface VismaCustomer {
  id: string;
  customerNumber: string;
  name: string;
  email: string | null;
  active: boolean;
}

export interface NewVismaCustomer {
  name: string;
  email: string;
  address: string;
  postalCode: string;
  city: string;
}

export interface VismaInvoiceRow {
  text: string;
  /** Öre, without VAT: Visma adds the VAT of the invoice's article. */
  priceOre: number;
  quantity: number;
}

/** What an invoice is made of; the same is given to convert its draft, as the totals to expect. */
export interface VismaInvoiceContent {
  article: VismaArticleKind;
  rows: VismaInvoiceRow[];
}

export interface VismaDraft {
  id: string;
  reference: string | null;
}

/**
 * Visma has no status field. Open: something is left to pay. Credited: a credit invoice refers to it
 * and nothing is left (the screens' 'voided'). Paid: nothing is left and no credit invoice refers to it.
 */
export type VismaInvoiceStatus = 'open' | 'paid' | 'credited';

export interface VismaInvoice {
  id: string;
  invoiceNumber: number;
  reference: string | null;
  /** Kronor left to pay. */
  remainingAmount: number;
  status: VismaInvoiceStatus;
}

export interface VismaClient {
  customersByEmail(email: string): Promise<VismaCustomer[]>;
  createCustomer(customer: NewVismaCustomer): Promise<VismaCustomer>;
  /** Refuses with a VismaArticleError, before anything is made, when the article cannot be used. */
  createInvoiceDraft(
    draft: VismaInvoiceContent & { customerId: string; reference: string; invoiceDate: string },
  ): Promise<VismaDraft>;
  /** The drafts carrying our reference: how a retried upload finds the draft it made before. */
  draftsByReference(reference: string): Promise<VismaDraft[]>;
  /** Converts the draft, which Visma refuses when its totals are not those of `expected`. */
  convertDraft(draftId: string, expected: VismaInvoiceContent): Promise<VismaInvoice>;
  /** The invoices (not credit invoices) carrying our reference: what a retried upload made before. */
  invoicesByReference(reference: string): Promise<VismaInvoice[]>;
  customerInvoice(invoiceId: string): Promise<VismaInvoice>;
  /** Where to send the browser of the session (by a key of it) to connect Kansli to Visma. */
  connectionUrl(sessionKey: string): Promise<string>;
  /** Takes the code Visma sent back to the session that began the connection, and keeps the tokens. */
  connect(answer: { code: string; state: string; sessionKey: string }): Promise<void>;
  /** One read-only check: the company, and each configured article exists, is active and has its VAT. */
  probe(): Promise<void>;
}

const customerOf = (c: z.infer<typeof ZCustomer>): VismaCustomer => ({
  id: c.Id,
  customerNumber: c.CustomerNumber,
  name: c.Name,
  email: c.EmailAddress ?? null,
  active: c.IsActive,
});
const draftOf = (d: z.infer<typeof ZDraft>): VismaDraft => ({ id: d.Id, reference: d.YourReference ?? null });

/** Visma's longest customer name. */
const MAX_NAME_LENGTH = 50;
/** Statuses Visma answers with its error body; the client reads them instead of failing blind. */
const ANSWERED_ERRORS = [400, 401, 403, 404, 409, 429];
const MAX_RATE_LIMIT_RETRIES = 3;
/** A Visma id, which a filter carries as it is. */
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What Visma must arrive at for the draft to be converted: the VAT, and each row's amount without and
 * with it by line number. The invoice's total is left out: it is the rows' sum plus the rounding to
 * whole kronor, which is a setting of the company in Visma.
 */
function validationOf({
  article,
  rows,
}: VismaInvoiceContent): VismaSchemas['CustomerInvoiceDraftValidationApi'] {
  const amounts = rows.map((row) => {
    const net = row.priceOre * row.quantity;
    return { net, vat: vatOnNet(net, vatPercentOf(article)) };
  });
  return {
    TotalVatAmountInvoiceCurrency: kronorFromOre(amounts.reduce((sum, row) => sum + row.vat, 0)),
    Rows: amounts.map(({ net, vat }, index) => ({
      LineNumber: index + 1,
      TotalAmountNoVatInvoiceCurrency: kronorFromOre(net),
      TotalAmountIncVatInvoiceCurrency: kronorFromOre(net + vat),
    })),
  };
}

export function vismaClient(options: VismaOptions): VismaClient {
  const http: IntegrationHttp = integrationHttp('Visma', options.http, options.calls);
  const oauth = vismaOAuth(options, http);
  const maxWaitMs = options.maxRateLimitWaitMs ?? 60_000;
  const base = `${options.apiUrl.replace(/\/$/, '')}/v2`;
  let termsId: Promise<string> | undefined;

  async function call<T>(
    operation: string,
    path: string,
    schema: z.ZodType<T>,
    init: { method?: string; body?: unknown } = {},
  ): Promise<T> {
    let rejected: string | undefined;
    for (let attempt = 0; ; attempt++) {
      const token = await options.tokens.accessToken(oauth.refresh, rejected);
      const response = await inVismaTerms(() =>
        http.fetch(operation, `${base}${path}`, {
          method: init.method ?? 'GET',
          headers: {
            authorization: `Bearer ${token}`,
            accept: 'application/json',
            ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: init.body === undefined ? undefined : JSON.stringify(init.body),
          accept: ANSWERED_ERRORS,
        }),
      );
      if (response.ok) {
        const parsed = schema.safeParse(await response.json().catch(() => undefined));
        if (!parsed.success) throw new VismaApiError(operation, response.status, undefined);
        return parsed.data;
      }
      const error = ZVismaError.safeParse(await response.json().catch(() => undefined));
      const body = error.success ? error.data : undefined;
      if (response.status === 401 && attempt === 0) {
        // The access token was refused before its time: refresh it (once across the instances) and retry.
        rejected = token;
        continue;
      }
      if (response.status === 429 && attempt < MAX_RATE_LIMIT_RETRIES) {
        // Visma names the wait in its message ('… try again in 12 seconds'); a header, if any, also counts.
        const seconds = Number(
          response.headers.get('retry-after') ??
            /(\d+)\s*second/.exec(body?.DeveloperErrorMessage ?? '')?.[1] ??
            1,
        );
        const waitMs = Math.max(1, seconds) * 1000;
        if (waitMs <= maxWaitMs) {
          await sleep(waitMs);
          continue;
        }
      }
      throw new VismaApiError(operation, response.status, body);
    }
  }

  async function all<T>(operation: string, path: string, item: z.ZodType<T>): Promise<T[]> {
    const items: T[] = [];
    const separator = path.includes('?') ? '&' : '?';
    for (let current = 1; ; current++) {
      const page = await call(operation, `${path}${separator}$page=${current}&$pagesize=100`, pageOf(item));
      items.push(...page.Data);
      if (page.Meta.CurrentPage >= page.Meta.TotalNumberOfPages || page.Data.length === 0) return items;
    }
  }

  const articles = articleBook(options.articles, all);
  const filtered = (filter: string) => `$filter=${encodeURIComponent(filter)}`;

  async function invoiceOf(invoice: z.infer<typeof ZInvoice>): Promise<VismaInvoice> {
    let status: VismaInvoiceStatus = 'open';
    if (invoice.RemainingAmount <= 0) {
      const credits = await all(
        'credit invoice lookup',
        `/customerinvoices?${filtered(`ReferringInvoiceId eq ${invoice.Id} and IsCreditInvoice eq true`)}`,
        ZInvoice,
      );
      const credited = credits.some((c) => c.IsCreditInvoice && c.ReferringInvoiceId === invoice.Id);
      status = credited ? 'credited' : 'paid';
    }
    return {
      id: invoice.Id,
      invoiceNumber: invoice.InvoiceNumber,
      reference: invoice.YourReference ?? null,
      remainingAmount: invoice.RemainingAmount,
      status,
    };
  }

  /** The customer's name, address and kind, which the draft carries; by the list, as the others. */
  async function customerById(customerId: string) {
    const operation = 'customer lookup by id';
    const wanted = customerId.toLowerCase();
    const found = GUID.test(customerId)
      ? await all(operation, `/customers?${filtered(`Id eq ${wanted}`)}`, ZCustomer)
      : [];
    const customer = found.find((c) => c.Id.toLowerCase() === wanted);
    if (!customer) throw new VismaApiError(operation, 404, { ErrorCode: 3000 });
    return customer;
  }

  const termsOfPaymentId = () => {
    termsId ??= all('terms of payment', '/termsofpayments', ZTerms)
      .then((terms) => {
        const chosen = terms.find((t) => t.NumberOfDays === 30) ?? terms[0];
        if (!chosen) throw new VismaApiError('terms of payment', 404, { ErrorCode: 3000 });
        return chosen.Id;
      })
      .catch((error: unknown) => {
        termsId = undefined;
        throw error;
      });
    return termsId;
  };

  return {
    async customersByEmail(email) {
      const path = `/customers?${filtered(`EmailAddress eq ${odataText(email)}`)}`;
      const customers = await all('customer lookup', path, ZCustomer);
      // The filter is not documented to work on e-mail addresses: what comes back is checked here.
      const wanted = email.trim().toLowerCase();
      return customers
        .filter((c) => c.IsActive && c.EmailAddress?.trim().toLowerCase() === wanted)
        .map(customerOf);
    },
    async createCustomer(customer) {
      const body: VismaSchemas['CustomerApi'] = {
        Name: customer.name.slice(0, MAX_NAME_LENGTH),
        EmailAddress: customer.email,
        InvoiceAddress1: customer.address,
        InvoicePostalCode: customer.postalCode,
        InvoiceCity: customer.city,
        IsPrivatePerson: true,
        IsActive: true,
        TermsOfPaymentId: await termsOfPaymentId(),
      };
      return customerOf(await call('customer creation', '/customers', ZCustomer, { method: 'POST', body }));
    },
    async createInvoiceDraft(draft) {
      const article = await articles.article(draft.article);
      const customer = await customerById(draft.customerId);
      const body: VismaSchemas['CustomerInvoiceDraftApi'] = {
        CustomerId: customer.Id,
        InvoiceDate: `${draft.invoiceDate}T00:00:00Z`,
        YourReference: draft.reference,
        RotReducedInvoicingType: 0,
        EuThirdParty: false,
        CustomerIsPrivatePerson: customer.IsPrivatePerson,
        IncludesVat: false,
        InvoiceCustomerName: customer.Name,
        InvoiceAddress1: customer.InvoiceAddress1 ?? undefined,
        InvoicePostalCode: customer.InvoicePostalCode ?? undefined,
        InvoiceCity: customer.InvoiceCity ?? undefined,
        InvoiceCountryCode: customer.InvoiceCountryCode ?? 'SE',
        Rows: draft.rows.map((row, index) => ({
          LineNumber: index + 1,
          ArticleId: article.id,
          IsTextRow: false,
          ReversedConstructionServicesVatFree: false,
          Text: row.text,
          UnitPrice: kronorFromOre(row.priceOre),
          Quantity: row.quantity,
        })),
      };
      const created = await call('invoice draft creation', '/customerinvoicedrafts', ZDraft, {
        method: 'POST',
        body,
      });
      return draftOf(created);
    },
    async draftsByReference(reference) {
      const path = `/customerinvoicedrafts?${filtered(`YourReference eq ${odataText(reference)}`)}`;
      const drafts = await all('invoice draft lookup', path, ZDraft);
      return drafts.filter((d) => d.YourReference === reference).map(draftOf);
    },
    async convertDraft(draftId, expected) {
      const converted = await call(
        'invoice draft conversion',
        `/customerinvoicedrafts/${encodeURIComponent(draftId)}/convert`,
        ZInvoice,
        { method: 'POST', body: validationOf(expected) },
      );
      return invoiceOf(converted);
    },
    async invoicesByReference(reference) {
      const filter = `YourReference eq ${odataText(reference)} and IsCreditInvoice eq false`;
      const invoices = await all(
        'invoice lookup by reference',
        `/customerinvoices?${filtered(filter)}`,
        ZInvoice,
      );
      const ours = invoices.filter((i) => i.YourReference === reference && !i.IsCreditInvoice);
      return Promise.all(ours.map(invoiceOf));
    },
    async customerInvoice(invoiceId) {
      return invoiceOf(
        await call('invoice lookup', `/customerinvoices/${encodeURIComponent(invoiceId)}`, ZInvoice),
      );
    },
    async connectionUrl(sessionKey) {
      return oauth.authorizationUrl(await options.tokens.beginConnection(sessionKey));
    },
    async connect({ code, state, sessionKey }) {
      if (!(await options.tokens.takeConnection(state, sessionKey))) {
        throw new VismaConnectRefusedError('Visma: the connection state is unknown, used or stale');
      }
      if (!code) throw new VismaConnectRefusedError('Visma: the consent was not given');
      await options.tokens.replace(await oauth.exchangeCode(code));
    },
    async probe() {
      await call('company settings', '/companysettings', ZCompany);
      for (const kind of articles.configured()) await articles.article(kind, { recheck: true });
    },
  };
}
