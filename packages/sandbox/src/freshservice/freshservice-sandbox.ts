import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { applyControlForm, type RequestHandler, SandboxControl, sendJson } from '../http-sandbox.ts';
import { readUrlEncodedForm } from '../identity/url-encoded-form.ts';
import { FilterQueryError, parseFilterQuery, type TicketPredicate } from './filter-query.ts';
import {
  type FreshserviceSandboxRequester,
  type FreshserviceSandboxTicket,
  FreshserviceState,
} from './state.ts';
import { ticketPage, ticketsPage } from './tickets-page.ts';

// The part of Freshservice API v2 that Kansli reads, on loopback: tickets filtered with Freshservice's
// documented query language (30 a page, 10 pages at most, with the total), the ticket list (`per_page`
// up to 100, a `Link` header to the next page), single tickets and requesters,
// HTTP Basic with the API key as user; its error bodies and its per-minute limit answered with 429 and
// Retry-After; a page listing the tickets with the failure switches, and each ticket's service-desk page.

export interface FreshserviceSandboxOptions {
  apiKey: string;
  tickets?: readonly FreshserviceSandboxTicket[];
  requesters?: readonly FreshserviceSandboxRequester[];
  /** Requests a minute for the account (Freshservice's: 100–500 by plan); unlimited when unset. */
  requestsPerMinute?: number;
  /** The limit's window; tests shorten it so a wait takes a second, not a minute. */
  rateWindowMs?: number;
}

export interface FreshserviceSandbox {
  handler: RequestHandler;
  control: SandboxControl;
  state: FreshserviceState;
  /** Switches the per-minute limit (undefined: none) and its window, forgetting the requests counted. */
  rateLimit(requestsPerMinute: number | undefined, windowMs?: number): void;
}

const API = '/api/v2';
const DEFAULT_PAGE_SIZE = 30;
const MAX_PAGE_SIZE = 100;
/** The filter answers at most 10 pages of 30: 300 tickets of a query. */
const FILTER_MAX_PAGE = 10;

class FreshserviceError extends Error {
  readonly status: number;
  readonly body: Record<string, unknown>;
  readonly headers: Record<string, string>;

  constructor(status: number, body: Record<string, unknown>, headers: Record<string, string> = {}) {
    super(String(body.message ?? body.description ?? status));
    this.status = status;
    this.body = body;
    this.headers = headers;
  }
}

/** Freshservice's 400: a description and the fields at fault. */
const invalid = (field: string, message: string) =>
  new FreshserviceError(400, {
    description: 'Validation failed',
    errors: [{ field, message, code: 'invalid_value' }],
  });

/** Freshservice's 400 for a parameter the call does not take. */
const unexpected = (field: string) =>
  new FreshserviceError(400, {
    description: 'Validation failed',
    errors: [{ field, message: 'Unexpected/invalid field in request', code: 'invalid_field' }],
  });

const notFound = () => new FreshserviceError(404, { code: 'not_found', message: 'Record not found' });

/** Freshservice takes the key as the Basic user name and ignores the password ('X' by custom). */
function hasApiKey(req: IncomingMessage, apiKey: string): boolean {
  const encoded = /^Basic (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
  const user = Buffer.from(encoded, 'base64').toString('utf8').split(':', 1)[0] ?? '';
  const given = Buffer.from(user);
  const expected = Buffer.from(apiKey);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function positiveInteger(search: URLSearchParams, name: string, fallback: number, max: number): number {
  const raw = search.get(name);
  if (raw === null) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > max)
    throw invalid(name, `must be a whole number from 1 to ${max}`);
  return value;
}

export function createFreshserviceSandbox(options: FreshserviceSandboxOptions): FreshserviceSandbox {
  const state = new FreshserviceState(options);
  const control = new SandboxControl();
  let limit = options.requestsPerMinute;
  let windowMs = options.rateWindowMs ?? 60_000;
  let calls: number[] = [];

  /** The account's limit: answered with the rate headers; beyond it 429 until the window moves on. */
  function countCall(res: ServerResponse) {
    if (limit === undefined) return;
    const now = Date.now();
    calls = calls.filter((at) => now - at < windowMs);
    if (calls.length >= limit) {
      const retryAfter = Math.max(1, Math.ceil((windowMs - (now - (calls[0] ?? now))) / 1000));
      throw new FreshserviceError(
        429,
        {
          message: `You have exceeded the limit of requests per minute. Try again after ${retryAfter} seconds.`,
        },
        {
          'retry-after': String(retryAfter),
          'x-ratelimit-total': String(limit),
          'x-ratelimit-remaining': '0',
        },
      );
    }
    calls.push(now);
    res.setHeader('x-ratelimit-total', String(limit));
    res.setHeader('x-ratelimit-remaining', String(limit - calls.length));
    res.setHeader('x-ratelimit-used-currentrequest', '1');
  }

  function pageOf<T>(items: T[], search: URLSearchParams) {
    const page = positiveInteger(search, 'page', 1, 10_000);
    const perPage = positiveInteger(search, 'per_page', DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
    return { items: items.slice((page - 1) * perPage, page * perPage), page, perPage };
  }

  async function api(req: IncomingMessage, res: ServerResponse, url: URL) {
    req.resume();
    if (!hasApiKey(req, options.apiKey)) {
      throw new FreshserviceError(401, {
        code: 'invalid_credentials',
        message: 'You have to be logged in to perform this action.',
      });
    }
    countCall(res);
    if (req.method !== 'GET')
      throw new FreshserviceError(405, { code: 'method_not_allowed', message: 'GET only' });
    const path = url.pathname.slice(API.length);

    if (path === '/tickets/filter') {
      // The filter pages 30 at a time, to page 10 at most; it documents no other parameter.
      for (const name of url.searchParams.keys()) {
        if (name !== 'query' && name !== 'page') throw unexpected(name);
      }
      const query = url.searchParams.get('query');
      if (!query) throw invalid('query', 'It should be a/an String');
      let matches: TicketPredicate;
      try {
        matches = parseFilterQuery(query, state.customFields());
      } catch (error) {
        if (error instanceof FilterQueryError) throw invalid('query', error.message);
        throw error;
      }
      const context = {
        requesterEmail: (ticket: FreshserviceSandboxTicket) =>
          (ticket.requester_id === null ? undefined : state.requesters.get(ticket.requester_id))
            ?.primary_email ?? null,
      };
      const found = state.newestFirst().filter((ticket) => matches(ticket, context));
      const page = positiveInteger(url.searchParams, 'page', 1, FILTER_MAX_PAGE);
      const items = found.slice((page - 1) * DEFAULT_PAGE_SIZE, page * DEFAULT_PAGE_SIZE);
      return sendJson(res, 200, { tickets: items, total: found.length });
    }
    if (path === '/tickets') {
      const all = state.newestFirst();
      const { items, page, perPage } = pageOf(all, url.searchParams);
      if (page * perPage < all.length) {
        const next = new URL(url);
        next.searchParams.set('page', String(page + 1));
        res.setHeader('link', `<${next.pathname}${next.search}>; rel="next"`);
      }
      return sendJson(res, 200, { tickets: items });
    }
    const ticketId = /^\/tickets\/(\d{1,12})$/.exec(path)?.[1];
    if (ticketId) {
      const ticket = state.tickets.get(Number(ticketId));
      if (!ticket) throw notFound();
      return sendJson(res, 200, { ticket });
    }
    const requesterId = /^\/requesters\/(\d{1,12})$/.exec(path)?.[1];
    if (requesterId) {
      const requester = state.requesters.get(Number(requesterId));
      if (!requester) throw notFound();
      return sendJson(res, 200, { requester });
    }
    if (path === '/requesters') {
      const email = url.searchParams.get('email')?.toLowerCase();
      const requesters = [...state.requesters.values()].filter(
        (r) => !email || r.primary_email?.toLowerCase() === email,
      );
      return sendJson(res, 200, { requesters: pageOf(requesters, url.searchParams).items });
    }
    throw notFound();
  }

  async function sandboxPage(req: IncomingMessage, res: ServerResponse, url: URL) {
    if (req.method === 'POST' && url.pathname === '/sandbox/control') {
      const form = await readUrlEncodedForm(req);
      if (form instanceof URLSearchParams) applyControlForm(control, form);
      res.writeHead(303, { location: '/sandbox' }).end();
      return;
    }
    req.resume();
    if (url.pathname !== '/sandbox') throw notFound();
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(ticketsPage(state));
  }

  /** The service-desk page a ticket link opens (`/helpdesk/tickets/{id}`). */
  async function helpdeskPage(req: IncomingMessage, res: ServerResponse, url: URL) {
    req.resume();
    const id = /^\/helpdesk\/tickets\/(\d{1,12})$/.exec(url.pathname)?.[1];
    const ticket = id === undefined ? undefined : state.tickets.get(Number(id));
    if (!ticket) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Ärendet finns inte');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(ticketPage(state, ticket));
  }

  const handler: RequestHandler = (req, res) => {
    const url = new URL(req.url ?? '/', 'http://sandbox');
    const route = url.pathname.startsWith(`${API}/`)
      ? api(req, res, url)
      : url.pathname.startsWith('/sandbox')
        ? sandboxPage(req, res, url)
        : url.pathname.startsWith('/helpdesk/')
          ? helpdeskPage(req, res, url)
          : Promise.reject(notFound());
    route.catch((error: unknown) => {
      req.resume();
      if (res.headersSent) return res.destroy();
      const known =
        error instanceof FreshserviceError
          ? error
          : new FreshserviceError(500, { code: 'internal_error', message: 'The sandbox failed.' });
      for (const [name, value] of Object.entries(known.headers)) res.setHeader(name, value);
      sendJson(res, known.status, known.body);
    });
  };

  // The switches hold for the API only: the page that sets them keeps answering.
  const disturbed = control.wrap(handler);
  return {
    handler: (req, res) => ((req.url ?? '').startsWith(`${API}/`) ? disturbed(req, res) : handler(req, res)),
    control,
    state,
    rateLimit(requestsPerMinute, window) {
      limit = requestsPerMinute;
      if (window !== undefined) windowMs = window;
      calls = [];
    },
  };
}
