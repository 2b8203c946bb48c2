import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dateInStockholm } from '@kansli/domain/calendar/stockholm';
import {
  applyControlForm,
  BodyError,
  type RequestHandler,
  readJsonObject,
  SandboxControl,
  sendJson,
} from '../http-sandbox.ts';
import { readUrlEncodedForm } from '../identity/url-encoded-form.ts';
import { invoicesPage } from './invoices-page.ts';
import { type Customer, type CustomerInvoice, type InvoiceRow, VismaState } from './state.ts';

// The subset of Visma eAccounting API v2 that Kansli uses, on loopback: the token endpoint with
// rotating refresh tokens, customers, terms of payment, invoice drafts and their conversion, customer
// invoices; Visma's error bodies and its limit of 600 requests a minute per client and endpoint; and a
// page to mark invoices paid or voided.

export interface VismaSandboxOptions {
  clientId: string;
  clientSecret: string;
  /** The refresh token the client starts with; each use gives a new one and retires the old. */
  refreshToken: string;
  /** Requests a minute per client and endpoint (Visma's: 600). */
  requestsPerMinute?: number;
  /** The limit's window; tests shorten it so a wait takes seconds, not a minute. */
  rateWindowMs?: number;
  /** Today in the sandbox (an invoice dated later cannot be converted); Sweden's date by default. */
  today?: () => string;
}

export interface VismaSandbox {
  handler: RequestHandler;
  control: SandboxControl;
  state: VismaState;
}

const MAX_BODY_BYTES = 256 * 1024;
const API = '/v2';

class VismaError extends Error {
  readonly status: number;
  readonly errorCode: number;

  constructor(status: number, errorCode: number, message: string) {
    super(message);
    this.status = status;
    this.errorCode = errorCode;
  }
}

const send = sendJson;

/** The body as an object, or Visma's own refusal of it. */
const readJson = (req: IncomingMessage) =>
  readJsonObject(req, MAX_BODY_BYTES).catch((error: unknown) => {
    if (!(error instanceof BodyError)) throw error;
    throw error.reason === 'too large'
      ? new VismaError(413, 2000, 'The request body is too large.')
      : new VismaError(400, 2000, 'The request body is not valid JSON.');
  });

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** The one OData filter Kansli sends: `Field eq 'value'`. */
function filterOf(search: URLSearchParams): { field: string; value: string } | undefined {
  const match = /^(\w+) eq '((?:[^']|'')*)'$/.exec(search.get('$filter') ?? '');
  return match ? { field: match[1] ?? '', value: (match[2] ?? '').replaceAll("''", "'") } : undefined;
}

function page<T>(items: T[], search: URLSearchParams) {
  const pageSize = Math.min(Math.max(Number(search.get('$pagesize')) || 50, 1), 1000);
  const current = Math.max(Number(search.get('$page')) || 1, 1);
  return {
    Meta: {
      CurrentPage: current,
      PageSize: pageSize,
      TotalNumberOfPages: Math.max(1, Math.ceil(items.length / pageSize)),
      TotalNumberOfResults: items.length,
      ServerTimeUtc: new Date().toISOString(),
    },
    Data: items.slice((current - 1) * pageSize, current * pageSize),
  };
}

function validCustomer(
  body: Record<string, unknown>,
  state: VismaState,
): Omit<Customer, 'Id' | 'CustomerNumber'> {
  const name = text(body.Name);
  const postalCode = text(body.InvoicePostalCode);
  const city = text(body.InvoiceCity);
  const terms = text(body.TermsOfPaymentId);
  if (!name || name.length > 50)
    throw new VismaError(400, 2000, 'Name is required and may have at most 50 characters.');
  if (!postalCode || postalCode.length > 10)
    throw new VismaError(400, 2000, 'InvoicePostalCode is required (at most 10 characters).');
  if (!city) throw new VismaError(400, 2000, 'InvoiceCity is required.');
  if (typeof body.IsActive !== 'boolean' || typeof body.IsPrivatePerson !== 'boolean') {
    throw new VismaError(400, 2000, 'IsActive and IsPrivatePerson are required.');
  }
  if (!terms || !state.terms.has(terms))
    throw new VismaError(400, 2000, 'TermsOfPaymentId does not name terms of payment.');
  return {
    Name: name,
    EmailAddress: text(body.EmailAddress) ?? null,
    InvoiceAddress1: text(body.InvoiceAddress1) ?? null,
    InvoicePostalCode: postalCode,
    InvoiceCity: city,
    IsActive: body.IsActive,
    IsPrivatePerson: body.IsPrivatePerson,
    TermsOfPaymentId: terms,
  };
}

function validRows(value: unknown): InvoiceRow[] {
  if (!Array.isArray(value) || value.length === 0)
    throw new VismaError(400, 2000, 'Rows must hold at least one row.');
  return value.map((row: Record<string, unknown>, index) => {
    const rowText = text(row?.Text);
    const isTextRow = row?.IsTextRow === true;
    const unitPrice = isTextRow ? 0 : row?.UnitPrice;
    const quantity = isTextRow ? 0 : row?.Quantity;
    if (!rowText) throw new VismaError(400, 2000, `Rows[${index}].Text is required.`);
    if (
      typeof unitPrice !== 'number' ||
      typeof quantity !== 'number' ||
      !Number.isFinite(unitPrice * quantity)
    ) {
      throw new VismaError(400, 2000, `Rows[${index}] needs UnitPrice and Quantity.`);
    }
    return {
      LineNumber: index + 1,
      Text: rowText,
      UnitPrice: unitPrice,
      Quantity: quantity,
      IsTextRow: isTextRow,
    };
  });
}

/** A voided invoice says so; the field is tolerated by the client, since Visma's description lacks it. */
const invoiceAnswer = ({ voided, ...invoice }: CustomerInvoice) => ({ ...invoice, IsVoided: voided });

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export function createVismaSandbox(options: VismaSandboxOptions): VismaSandbox {
  const state = new VismaState();
  const control = new SandboxControl();
  const limit = options.requestsPerMinute ?? 600;
  const windowMs = options.rateWindowMs ?? 60_000;
  const today = options.today ?? (() => dateInStockholm(new Date()));
  let refreshToken = options.refreshToken;
  const accessTokens = new Set<string>();
  const calls = new Map<string, number[]>();

  /** Visma counts per client and endpoint; the endpoint is the path without its ids. */
  function rateLimited(path: string): number | undefined {
    const endpoint = path.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, '{id}');
    const now = Date.now();
    const recent = (calls.get(endpoint) ?? []).filter((at) => now - at < windowMs);
    if (recent.length >= limit) return Math.max(1, Math.ceil((windowMs - (now - (recent[0] ?? now))) / 1000));
    recent.push(now);
    calls.set(endpoint, recent);
    return undefined;
  }

  async function token(req: IncomingMessage, res: ServerResponse) {
    const expected = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`;
    const form = await readUrlEncodedForm(req);
    if (req.headers.authorization !== expected) return send(res, 401, { error: 'invalid_client' });
    if (!(form instanceof URLSearchParams) || form.get('grant_type') !== 'refresh_token') {
      return send(res, 400, { error: 'unsupported_grant_type' });
    }
    if (form.get('refresh_token') !== refreshToken) return send(res, 400, { error: 'invalid_grant' });
    refreshToken = randomBytes(24).toString('base64url');
    const accessToken = randomBytes(24).toString('base64url');
    accessTokens.add(accessToken);
    send(res, 200, {
      access_token: accessToken,
      refresh_token: refreshToken,
      token_type: 'Bearer',
      expires_in: 3600,
    });
  }

  async function api(req: IncomingMessage, res: ServerResponse, url: URL) {
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!bearer || !accessTokens.has(bearer))
      throw new VismaError(401, 4005, 'The access token is missing or not valid.');
    const wait = rateLimited(url.pathname);
    if (wait !== undefined) {
      throw new VismaError(429, 4010, `Too many requests. Please try again in ${wait} seconds.`);
    }
    const path = url.pathname.slice(API.length);
    const method = req.method ?? 'GET';
    const filter = filterOf(url.searchParams);

    if (method === 'GET' && path === '/termsofpayments')
      return send(res, 200, page([...state.terms.values()], url.searchParams));
    if (method === 'GET' && path === '/customers') {
      const customers = [...state.customers.values()].filter(
        (c) =>
          !filter ||
          String((c as unknown as Record<string, unknown>)[filter.field] ?? '').toLowerCase() ===
            filter.value.toLowerCase(),
      );
      return send(res, 200, page(customers, url.searchParams));
    }
    if (method === 'POST' && path === '/customers') {
      return send(res, 201, state.addCustomer(validCustomer(await readJson(req), state)));
    }
    if (method === 'GET' && path === '/customerinvoicedrafts') {
      const drafts = [...state.drafts.values()].filter(
        (d) => !filter || (filter.field === 'YourReference' && d.YourReference === filter.value),
      );
      return send(res, 200, page(drafts, url.searchParams));
    }
    if (method === 'POST' && path === '/customerinvoicedrafts') {
      const body = await readJson(req);
      const customerId = text(body.CustomerId);
      if (!customerId || !state.customers.has(customerId))
        throw new VismaError(400, 2000, 'CustomerId does not name a customer.');
      const rows = validRows(body.Rows);
      const draft = {
        Id: randomUUID(),
        CustomerId: customerId,
        InvoiceDate: text(body.InvoiceDate) ?? today(),
        YourReference: text(body.YourReference) ?? null,
        Rows: rows,
        TotalAmount: rows.reduce((sum, row) => sum + row.UnitPrice * row.Quantity, 0),
      };
      state.drafts.set(draft.Id, draft);
      return send(res, 201, draft);
    }
    const convert = /^\/customerinvoicedrafts\/([^/]+)\/convert$/.exec(path);
    if (method === 'POST' && convert) {
      const draft = state.drafts.get(convert[1] ?? '');
      if (!draft) throw new VismaError(404, 3000, 'The invoice draft was not found.');
      if (draft.InvoiceDate > today())
        throw new VismaError(400, 2000, 'An invoice dated in the future cannot be converted.');
      state.drafts.delete(draft.Id);
      const invoice = {
        Id: randomUUID(),
        InvoiceNumber: state.nextInvoiceNumber(),
        CustomerId: draft.CustomerId,
        InvoiceDate: draft.InvoiceDate,
        DueDate: addDays(draft.InvoiceDate, 30),
        YourReference: draft.YourReference,
        Rows: draft.Rows,
        TotalAmount: draft.TotalAmount,
        RemainingAmount: draft.TotalAmount,
        IsCreditInvoice: false,
        voided: false,
      };
      state.invoices.set(invoice.Id, invoice);
      return send(res, 201, invoiceAnswer(invoice));
    }
    if (method === 'GET' && path === '/customerinvoices') {
      const invoices = [...state.invoices.values()].filter(
        (i) => !filter || (filter.field === 'YourReference' && i.YourReference === filter.value),
      );
      return send(res, 200, page(invoices.map(invoiceAnswer), url.searchParams));
    }
    const invoiceId = /^\/customerinvoices\/([^/]+)$/.exec(path)?.[1];
    if (method === 'GET' && invoiceId) {
      const invoice = state.invoices.get(invoiceId);
      if (!invoice) throw new VismaError(404, 3000, 'The customer invoice was not found.');
      return send(res, 200, invoiceAnswer(invoice));
    }
    throw new VismaError(404, 3000, 'No such endpoint in the sandbox.');
  }

  async function sandboxPage(req: IncomingMessage, res: ServerResponse, url: URL) {
    if (req.method === 'POST' && url.pathname === '/sandbox/control') {
      const form = await readUrlEncodedForm(req);
      if (form instanceof URLSearchParams) applyControlForm(control, form);
      res.writeHead(303, { location: '/sandbox' }).end();
      return;
    }
    const action = /^\/sandbox\/invoices\/([^/]+)\/(paid|void)$/.exec(url.pathname);
    if (req.method === 'POST' && action) {
      req.resume();
      const invoice = state.invoices.get(action[1] ?? '');
      if (invoice) {
        invoice.RemainingAmount = 0;
        invoice.voided = action[2] === 'void';
      }
      res.writeHead(303, { location: '/sandbox' }).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(invoicesPage(state));
  }

  const handler: RequestHandler = (req, res) => {
    const url = new URL(req.url ?? '/', 'http://sandbox');
    const route =
      url.pathname === '/connect/token' && req.method === 'POST'
        ? token(req, res)
        : url.pathname.startsWith(`${API}/`)
          ? api(req, res, url)
          : url.pathname.startsWith('/sandbox')
            ? sandboxPage(req, res, url)
            : Promise.reject(new VismaError(404, 3000, 'No such endpoint in the sandbox.'));
    route.catch((error: unknown) => {
      req.resume();
      if (res.headersSent) return res.destroy();
      const known = error instanceof VismaError ? error : new VismaError(500, 1000, 'The sandbox failed.');
      send(res, known.status, {
        ErrorCode: known.errorCode,
        DeveloperErrorMessage: known.message,
        ErrorId: randomUUID(),
      });
    });
  };

  // The switches hold for the API only: the page that sets them keeps answering.
  const disturbed = control.wrap(handler);
  return {
    handler: (req, res) => ((req.url ?? '').startsWith('/sandbox') ? handler(req, res) : disturbed(req, res)),
    control,
    state,
  };
}
