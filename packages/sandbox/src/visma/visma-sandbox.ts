import type { IncomingMessage, ServerResponse } from 'node:http';
import type { components } from '@kansli/contracts/visma/generated/types';
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
import { propertiesOf, VismaContract } from './contract.ts';
import { invalid, notFound, sendVismaError, VismaError } from './errors.ts';
import { invoicesJson, invoicesPage } from './invoices-page.ts';
import { convertDraft, createDraft, type DraftRequest, type DraftValidation } from './invoicing.ts';
import { type OAuthOptions, VismaOAuth } from './oauth.ts';
import { filterRecords } from './odata.ts';
import { creditInvoice, markPaid } from './settlement.ts';
import { companySettings, VismaState } from './state.ts';

// The subset of Visma eAccounting API v2 that Kansli uses, on loopback, as strict as Visma's published
// description: customers, terms of payment, articles and their VAT codings, the company's settings,
// invoice drafts and their conversion, customer invoices; the identity server's authorization-code flow
// and token endpoint; Visma's error bodies and its limit of 600 requests a minute per client and
// endpoint; and a page to mark invoices paid or credit them.

export interface VismaSandboxOptions extends OAuthOptions {
  /** Requests a minute per client and endpoint (Visma's: 600). */
  requestsPerMinute?: number;
  /** The limit's window; tests shorten it so a wait takes seconds, not a minute. */
  rateWindowMs?: number;
  /** Today in the sandbox, 'YYYY-MM-DD' (the date a converted invoice gets); Sweden's date by default. */
  today?: () => string;
  /** The company's setting 'Show prices excl. VAT for private individuals' (default true). */
  showPricesExclVatPC?: boolean;
  /** The demo guardians' customers (default true); without them the company has no customer yet. */
  demoCustomers?: boolean;
}

export interface VismaSandbox {
  handler: RequestHandler;
  control: SandboxControl;
  state: VismaState;
  oauth: VismaOAuth;
}

type Api = components['schemas'];

interface ApiCall {
  /** The query's and the path's values, typed by the contract. */
  params: Record<string, unknown>;
  body: unknown;
}

interface Route {
  method: 'GET' | 'POST';
  /** The path as Visma's description names it, e.g. /v2/customerinvoices/{invoiceId}. */
  path: string;
  answer: (call: ApiCall) => [status: number, body: unknown];
}

const MAX_BODY_BYTES = 256 * 1024;
const API = '/v2';

/** The body as JSON, undefined when the request has none, or Visma's own refusal of it. */
async function readBody(req: IncomingMessage): Promise<unknown> {
  const length = req.headers['content-length'];
  if (length === '0' || (length === undefined && req.headers['transfer-encoding'] === undefined)) {
    req.resume();
    return undefined;
  }
  return readJsonObject(req, MAX_BODY_BYTES).catch((error: unknown) => {
    if (!(error instanceof BodyError)) throw error;
    throw error.reason === 'too large'
      ? new VismaError(413, 2000, 'The request body is too large.')
      : invalid('The request body is not valid JSON.');
  });
}

function page<T>(items: T[], params: Record<string, unknown>) {
  const pageSize = Math.min(Number(params.$pagesize ?? 50), 1000);
  const current = Number(params.$page ?? 1);
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

/** A list of Visma's type `type`, filtered by the call's $filter and paged. */
function list<T extends object>(records: Iterable<T>, type: string, call: ApiCall): [number, unknown] {
  const filter = call.params.$filter as string | undefined;
  return [200, page(filterRecords([...records], filter, type, propertiesOf(type)), call.params)];
}

/** A date-time of the query as an instant; one without a zone is UTC, as Visma's servers keep time. */
function instantOf(text: string): string {
  const withTime = text.length === 10 ? `${text}T00:00:00` : text;
  return new Date(/(Z|[+-]\d{2}:\d{2})$/.test(withTime) ? withTime : `${withTime}Z`).toISOString();
}

/** A path of the description as a pattern, its {names} as named groups. */
const patternOf = (path: string) =>
  new RegExp(`^${path.replace(/\{(\w+)\}/g, (_match, name: string) => `(?<${name}>[^/]+)`)}$`);

export function createVismaSandbox(options: VismaSandboxOptions): VismaSandbox {
  const state = new VismaState({ demoCustomers: options.demoCustomers ?? true });
  const control = new SandboxControl();
  const oauth = new VismaOAuth(options);
  const company = companySettings({ showPricesExclVatPC: options.showPricesExclVatPC ?? true });
  const limit = options.requestsPerMinute ?? 600;
  const windowMs = options.rateWindowMs ?? 60_000;
  const today = options.today ?? (() => dateInStockholm(new Date()));
  const calls = new Map<string, number[]>();

  const found = <T>(record: T | undefined, what: string): T => {
    if (record === undefined) throw notFound(`The ${what} was not found.`);
    return record;
  };
  const id = (call: ApiCall, name: string) => String(call.params[name]).toLowerCase();

  const routes: Route[] = [
    {
      method: 'GET',
      path: '/v2/termsofpayments',
      answer: (call) => list(state.terms.values(), 'TermsOfPaymentApi', call),
    },
    {
      method: 'GET',
      path: '/v2/customers',
      answer: (call) => list(state.customers.values(), 'CustomerApi', call),
    },
    {
      method: 'POST',
      path: '/v2/customers',
      answer: ({ body }) => {
        const request = body as Api['CustomerApi'];
        const terms = state.terms.get(request.TermsOfPaymentId.toLowerCase());
        if (!terms) throw invalid('TermsOfPaymentId does not name terms of payment.');
        const taken = [...state.customers.values()].some((c) => c.CustomerNumber === request.CustomerNumber);
        if (taken) throw new VismaError(400, 4000, 'CustomerNumber is already used by another customer.');
        const customer = state.addCustomer({
          Name: request.Name,
          EmailAddress: request.EmailAddress ?? null,
          InvoiceAddress1: request.InvoiceAddress1 ?? null,
          InvoicePostalCode: request.InvoicePostalCode,
          InvoiceCity: request.InvoiceCity,
          InvoiceCountryCode: request.InvoiceCountryCode ?? 'SE',
          IsActive: request.IsActive,
          IsPrivatePerson: request.IsPrivatePerson,
          TermsOfPaymentId: terms.Id,
          ...(request.CustomerNumber ? { CustomerNumber: request.CustomerNumber } : {}),
        });
        return [201, customer];
      },
    },
    {
      method: 'GET',
      path: '/v2/articles',
      answer: (call) => list(state.articles.values(), 'ArticleApi', call),
    },
    {
      method: 'GET',
      path: '/v2/articles/{articleId}',
      answer: (call) => [200, found(state.articles.get(id(call, 'articleId')), 'article')],
    },
    {
      method: 'GET',
      path: '/v2/articleaccountcodings',
      answer: (call) => list(state.codings.values(), 'ArticleAccountCodingAPI', call),
    },
    { method: 'GET', path: '/v2/companysettings', answer: () => [200, company] },
    {
      method: 'GET',
      path: '/v2/customerinvoicedrafts',
      answer: (call) => list(state.drafts.values(), 'CustomerInvoiceDraftApi', call),
    },
    {
      method: 'GET',
      path: '/v2/customerinvoicedrafts/{invoiceDraftId}',
      answer: (call) => [200, found(state.drafts.get(id(call, 'invoiceDraftId')), 'invoice draft')],
    },
    {
      method: 'POST',
      path: '/v2/customerinvoicedrafts',
      answer: ({ body }) => [201, createDraft(state, body as DraftRequest, company)],
    },
    {
      method: 'POST',
      path: '/v2/customerinvoicedrafts/{customerInvoiceDraftId}/convert',
      answer: (call) => {
        const draft = found(state.drafts.get(id(call, 'customerInvoiceDraftId')), 'invoice draft');
        const keep = call.params.keepOriginalDraftDate === true;
        return [201, convertDraft(state, draft, call.body as DraftValidation, keep, today())];
      },
    },
    {
      method: 'GET',
      path: '/v2/customerinvoices',
      answer: (call) => {
        const since = call.params.modifiedSinceUtc as string | undefined;
        const invoices = [...state.invoices.values()].filter(
          (invoice) => since === undefined || invoice.ModifiedUtc >= instantOf(since),
        );
        return list(invoices, 'CustomerInvoiceApi', call);
      },
    },
    {
      method: 'GET',
      path: '/v2/customerinvoices/{invoiceId}',
      answer: (call) => [200, found(state.invoices.get(id(call, 'invoiceId')), 'customer invoice')],
    },
  ];
  const contract = new VismaContract(routes);
  const patterns = routes.map((route) => ({ route, pattern: patternOf(route.path) }));

  /** Visma counts per client and endpoint; the endpoint is the path without its ids. */
  function rateLimited(path: string): number | undefined {
    const endpoint = path.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/gi, '{id}');
    const now = Date.now();
    const recent = (calls.get(endpoint) ?? []).filter((at) => now - at < windowMs);
    if (recent.length >= limit) return Math.max(1, Math.ceil((windowMs - (now - (recent[0] ?? now))) / 1000));
    recent.push(now);
    calls.set(endpoint, recent);
    return undefined;
  }

  async function api(req: IncomingMessage, res: ServerResponse, url: URL) {
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const scopes = bearer === undefined ? undefined : oauth.scopesOf(bearer);
    if (!scopes) throw new VismaError(401, 4005, 'The access token is missing or not valid.');
    if (!scopes.includes('ea:api') || !scopes.includes('ea:sales'))
      throw new VismaError(403, 4005, 'The access token lacks the scopes ea:api and ea:sales.');
    const wait = rateLimited(url.pathname);
    if (wait !== undefined) {
      throw new VismaError(429, 4010, `Too many requests. Please try again in ${wait} seconds.`);
    }
    const match = patterns
      .map(({ route, pattern }) => ({ route, found: pattern.exec(url.pathname) }))
      .find(({ route, found }) => found && route.method === req.method);
    if (!match?.found) throw notFound('No such endpoint in the sandbox.');
    const body = await readBody(req);
    const params = contract.check(match.route.method, match.route.path, {
      query: url.searchParams,
      path: match.found.groups ?? {},
      body,
    });
    const [status, answer] = match.route.answer({ params, body });
    sendJson(res, status, answer);
  }

  async function sandboxPage(req: IncomingMessage, res: ServerResponse, url: URL) {
    const seeOther = () => res.writeHead(303, { location: '/sandbox' }).end();
    if (req.method === 'POST' && url.pathname === '/sandbox/control') {
      const form = await readUrlEncodedForm(req);
      if (form instanceof URLSearchParams) applyControlForm(control, form);
      return seeOther();
    }
    if (req.method === 'POST' && url.pathname === '/sandbox/revoke') {
      req.resume();
      oauth.revokeAll();
      return seeOther();
    }
    const action = /^\/sandbox\/invoices\/([^/]+)\/(paid|credit)$/.exec(url.pathname);
    if (req.method === 'POST' && action) {
      req.resume();
      const invoice = state.invoices.get(action[1] ?? '');
      if (invoice && action[2] === 'paid') markPaid(invoice);
      if (invoice && action[2] === 'credit') creditInvoice(state, invoice, today());
      return seeOther();
    }
    req.resume();
    if (req.method !== 'GET' || url.pathname !== '/sandbox') {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Sidan finns inte.');
      return;
    }
    if (req.headers.accept?.includes('application/json')) return sendJson(res, 200, invoicesJson(state));
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(invoicesPage(state, oauth.connected));
  }

  const handler: RequestHandler = (req, res) => {
    const url = new URL(req.url ?? '/', 'http://sandbox');
    const route =
      url.pathname === '/connect/token' && req.method === 'POST'
        ? oauth.token(req, res)
        : url.pathname === '/connect/authorize'
          ? oauth.authorize(req, res, url)
          : url.pathname.startsWith(`${API}/`)
            ? api(req, res, url)
            : url.pathname === '/sandbox' || url.pathname.startsWith('/sandbox/')
              ? sandboxPage(req, res, url)
              : Promise.reject(notFound('No such endpoint in the sandbox.'));
    route.catch((error: unknown) => {
      req.resume();
      if (res.headersSent) return res.destroy();
      sendVismaError(
        res,
        error instanceof VismaError ? error : new VismaError(500, 1000, 'The sandbox failed.'),
      );
    });
  };

  // The switches hold for the API and the token endpoint only: the pages a person uses keep answering.
  const disturbed = control.wrap(handler);
  const undisturbed = (url: string) => url.startsWith('/sandbox') || url.startsWith('/connect/authorize');
  return {
    handler: (req, res) => (undisturbed(req.url ?? '') ? handler(req, res) : disturbed(req, res)),
    control,
    state,
    oauth,
  };
}
