import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { type HttpPolicy, type IntegrationHttp, integrationHttp } from '../http.ts';
import type { RefreshTokenStore } from './token-store.ts';

// Visma eAccounting API v2, the part Kansli uses for preschool fees: customers looked up by e-mail
// and created, invoice drafts created, found again by our reference and converted to invoices, and
// invoices read for their payment.

export interface VismaOptions {
  /** `https://eaccountingapi.vismaonline.com`, or the sandbox's address; without /v2. */
  apiUrl: string;
  /** `https://identity.vismaonline.com/connect/token`, or the sandbox's. */
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  /** Where the newest refresh token is kept: Visma rotates it on every use. */
  tokens: RefreshTokenStore;
  http?: Partial<HttpPolicy>;
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
  /** Kronor, with öre as decimals. */
  unitPrice: number;
  quantity: number;
}

export interface VismaDraft {
  id: string;
  reference: string | null;
}

export interface VismaInvoice {
  id: string;
  invoiceNumber: number;
  totalAmount: number;
  remainingAmount: number;
  reference: string | null;
  /** Visma has no status field: an invoice with nothing left to pay is paid, unless it was voided. */
  status: 'open' | 'paid' | 'voided';
}

export interface VismaClient {
  customersByEmail(email: string): Promise<VismaCustomer[]>;
  createCustomer(customer: NewVismaCustomer): Promise<VismaCustomer>;
  createInvoiceDraft(draft: {
    customerId: string;
    reference: string;
    invoiceDate: string;
    rows: VismaInvoiceRow[];
  }): Promise<VismaDraft>;
  /** The drafts carrying our reference: how a retried upload finds the draft it made before. */
  draftsByReference(reference: string): Promise<VismaDraft[]>;
  convertDraft(draftId: string): Promise<VismaInvoice>;
  /** The invoices carrying our reference: how a retried upload finds the invoice its draft became. */
  invoicesByReference(reference: string): Promise<VismaInvoice[]>;
  customerInvoice(invoiceId: string): Promise<VismaInvoice>;
}

/** Visma's own error codes (ErrorCode of its error body). */
const ERROR_MEANINGS: Record<number, string> = {
  2000: 'refused the data',
  3000: 'found nothing',
  4000: 'reported a conflict',
  4005: 'refused the access',
  4010: 'asked Kansli to slow down',
};

/**
 * Visma refused a call. The message names the call, Visma's error code and its error id (for Visma's
 * support); Visma's own text stays in `detail`, out of messages and logs, since it may quote the data.
 */
export class VismaApiError extends Error {
  override name = 'VismaApiError';
  readonly operation: string;
  readonly status: number;
  readonly errorCode: number | undefined;
  readonly errorId: string | undefined;
  readonly detail: string | undefined;

  constructor(operation: string, status: number, body: z.infer<typeof ZVismaError> | undefined) {
    const meaning =
      (body?.ErrorCode !== undefined && ERROR_MEANINGS[body.ErrorCode]) || `answered HTTP ${status}`;
    const code =
      body?.ErrorCode !== undefined ? ` (ErrorCode ${body.ErrorCode}, ErrorId ${body.ErrorId ?? '–'})` : '';
    super(`Visma: ${operation} ${meaning}${code}`);
    this.operation = operation;
    this.status = status;
    this.errorCode = body?.ErrorCode;
    this.errorId = body?.ErrorId;
    this.detail = body?.DeveloperErrorMessage;
  }
}

const ZVismaError = z.object({
  ErrorCode: z.number().int().optional(),
  DeveloperErrorMessage: z.string().optional(),
  ErrorId: z.string().optional(),
});

const ZToken = z.object({
  access_token: z.string(),
  refresh_token: z.string().optional(),
  expires_in: z.number(),
});

const list = <T extends z.ZodType>(item: T) =>
  z.object({
    Meta: z.object({ CurrentPage: z.number(), TotalNumberOfPages: z.number() }),
    Data: z.array(item),
  });

const ZCustomer = z.object({
  Id: z.string(),
  CustomerNumber: z.string(),
  Name: z.string(),
  EmailAddress: z.string().nullish(),
  IsActive: z.boolean(),
});
const ZTerms = z.object({ Id: z.string(), NumberOfDays: z.number().optional() });
const ZDraft = z.object({ Id: z.string(), YourReference: z.string().nullish() });
const ZInvoice = z.object({
  Id: z.string(),
  InvoiceNumber: z.number(),
  TotalAmount: z.number(),
  RemainingAmount: z.number(),
  YourReference: z.string().nullish(),
  // Not in Visma's published description; read when present, else an invoice is never taken as voided.
  IsVoided: z.boolean().optional(),
});

const customerOf = (c: z.infer<typeof ZCustomer>): VismaCustomer => ({
  id: c.Id,
  customerNumber: c.CustomerNumber,
  name: c.Name,
  email: c.EmailAddress ?? null,
  active: c.IsActive,
});
const draftOf = (d: z.infer<typeof ZDraft>): VismaDraft => ({ id: d.Id, reference: d.YourReference ?? null });
const invoiceOf = (i: z.infer<typeof ZInvoice>): VismaInvoice => ({
  id: i.Id,
  invoiceNumber: i.InvoiceNumber,
  totalAmount: i.TotalAmount,
  remainingAmount: i.RemainingAmount,
  reference: i.YourReference ?? null,
  status: i.IsVoided ? 'voided' : i.RemainingAmount === 0 ? 'paid' : 'open',
});

/** An OData string literal: a quote is written twice. */
const odataText = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** Visma's longest customer name. */
const MAX_NAME_LENGTH = 50;
/** Statuses Visma answers with its error body; the client reads them instead of failing blind. */
const ANSWERED_ERRORS = [400, 401, 403, 404, 409, 429];
const MAX_RATE_LIMIT_RETRIES = 3;

export function vismaClient(options: VismaOptions): VismaClient {
  const http: IntegrationHttp = integrationHttp('Visma', options.http);
  const maxWaitMs = options.maxRateLimitWaitMs ?? 60_000;
  const base = `${options.apiUrl.replace(/\/$/, '')}/v2`;
  let access: { token: string; expiresAt: number } | undefined;
  let refreshing: Promise<string> | undefined;
  let termsId: Promise<string> | undefined;

  async function refresh(): Promise<string> {
    const refreshToken = await options.tokens.read();
    if (!refreshToken) throw new Error('Visma: no refresh token is stored; connect Kansli to Visma first');
    const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
    const token = await http.json('token refresh', options.tokenUrl, ZToken, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }).toString(),
    });
    // The old refresh token is spent: the new one is kept before anything else can fail.
    if (token.refresh_token) await options.tokens.write(token.refresh_token);
    access = { token: token.access_token, expiresAt: Date.now() + (token.expires_in - 60) * 1000 };
    return token.access_token;
  }

  /** One refresh at a time: a second would spend the refresh token the first just rotated. */
  function accessToken(): Promise<string> {
    if (access && access.expiresAt > Date.now()) return Promise.resolve(access.token);
    refreshing ??= refresh().finally(() => {
      refreshing = undefined;
    });
    return refreshing;
  }

  async function call<T>(
    operation: string,
    path: string,
    schema: z.ZodType<T>,
    init: { method?: string; body?: unknown } = {},
  ) {
    for (let attempt = 0; ; attempt++) {
      const token = await accessToken();
      const response = await http.fetch(operation, `${base}${path}`, {
        method: init.method ?? 'GET',
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/json',
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        accept: ANSWERED_ERRORS,
      });
      if (response.ok) {
        const parsed = schema.safeParse(await response.json().catch(() => undefined));
        if (!parsed.success) throw new VismaApiError(operation, response.status, undefined);
        return parsed.data;
      }
      const error = ZVismaError.safeParse(await response.json().catch(() => undefined));
      const body = error.success ? error.data : undefined;
      if (response.status === 401 && attempt === 0) {
        access = undefined;
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
      const page = await call(operation, `${path}${separator}$page=${current}&$pagesize=100`, list(item));
      items.push(...page.Data);
      if (page.Meta.CurrentPage >= page.Meta.TotalNumberOfPages || page.Data.length === 0) return items;
    }
  }

  const termsOfPaymentId = () => {
    termsId ??= all('terms of payment', '/termsofpayments', ZTerms)
      .then((terms) => {
        const chosen = terms.find((t) => t.NumberOfDays === 30) ?? terms[0];
        if (!chosen) throw new Error('Visma: no terms of payment are set up');
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
      const filter = encodeURIComponent(`EmailAddress eq ${odataText(email)}`);
      const customers = await all('customer lookup', `/customers?$filter=${filter}`, ZCustomer);
      // The filter is not documented to work on e-mail addresses: what comes back is checked here.
      const wanted = email.trim().toLowerCase();
      return customers
        .filter((c) => c.IsActive && c.EmailAddress?.trim().toLowerCase() === wanted)
        .map(customerOf);
    },
    async createCustomer(customer) {
      const created = await call('customer creation', '/customers', ZCustomer, {
        method: 'POST',
        body: {
          Name: customer.name.slice(0, MAX_NAME_LENGTH),
          EmailAddress: customer.email,
          InvoiceAddress1: customer.address,
          InvoicePostalCode: customer.postalCode,
          InvoiceCity: customer.city,
          IsPrivatePerson: true,
          IsActive: true,
          TermsOfPaymentId: await termsOfPaymentId(),
        },
      });
      return customerOf(created);
    },
    async createInvoiceDraft(draft) {
      const created = await call('invoice draft creation', '/customerinvoicedrafts', ZDraft, {
        method: 'POST',
        body: {
          CustomerId: draft.customerId,
          InvoiceDate: draft.invoiceDate,
          YourReference: draft.reference,
          Rows: draft.rows.map((row) => ({
            Text: row.text,
            UnitPrice: row.unitPrice,
            Quantity: row.quantity,
            IsTextRow: false,
          })),
        },
      });
      return draftOf(created);
    },
    async draftsByReference(reference) {
      const filter = encodeURIComponent(`YourReference eq ${odataText(reference)}`);
      const drafts = await all('invoice draft lookup', `/customerinvoicedrafts?$filter=${filter}`, ZDraft);
      return drafts.filter((d) => d.YourReference === reference).map(draftOf);
    },
    async convertDraft(draftId) {
      return invoiceOf(
        await call(
          'invoice draft conversion',
          `/customerinvoicedrafts/${encodeURIComponent(draftId)}/convert`,
          ZInvoice,
          {
            method: 'POST',
          },
        ),
      );
    },
    async invoicesByReference(reference) {
      const filter = encodeURIComponent(`YourReference eq ${odataText(reference)}`);
      const invoices = await all(
        'invoice lookup by reference',
        `/customerinvoices?$filter=${filter}`,
        ZInvoice,
      );
      return invoices.filter((i) => i.YourReference === reference).map(invoiceOf);
    },
    async customerInvoice(invoiceId) {
      return invoiceOf(
        await call('invoice lookup', `/customerinvoices/${encodeURIComponent(invoiceId)}`, ZInvoice),
      );
    },
  };
}
