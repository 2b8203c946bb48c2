import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../http-sandbox.ts';
import { FilterQueryError, parseFilterQuery } from './filter-query.ts';
import type { FreshserviceSandbox } from './freshservice-sandbox.ts';
import { startFreshserviceSandbox } from './server.ts';
import type { FreshserviceSandboxTicket } from './state.ts';

const ticket = (
  id: number,
  overrides: Partial<FreshserviceSandboxTicket> = {},
): FreshserviceSandboxTicket => ({
  id,
  subject: `Ärende ${id}`,
  description: '<p>Skärmen är sprucken</p>',
  status: 4,
  priority: 2,
  category: 'Yttre åverkan',
  sub_category: 'Chromebook',
  item_category: null,
  department_id: 7,
  requester_id: 1,
  created_at: '2026-11-10T09:00:00Z',
  updated_at: '2026-11-10T09:00:00Z',
  custom_fields: { serienummer: `SN${id}`, elev_personnummer: '201001012383', kostnad: 950 },
  ...overrides,
});

const tickets = [
  ...Array.from({ length: 65 }, (_, i) =>
    ticket(1000 + i, { created_at: `2026-10-${String(1 + (i % 28)).padStart(2, '0')}T08:00:00Z` }),
  ),
  ticket(2000, { category: 'Utköp', created_at: '2026-11-01T23:30:00Z' }),
  ticket(2001, { category: 'Övrigt' }),
  ticket(2002, { department_id: 8 }),
];

let running: RunningSandbox<FreshserviceSandbox>;
beforeAll(async () => {
  running = await startFreshserviceSandbox({
    apiKey: 'key',
    tickets,
    requesters: [
      { id: 1, first_name: 'Ida', last_name: 'IT', primary_email: 'ida@example.se', department_ids: [7] },
    ],
  });
});
afterAll(() => running.close());
beforeEach(() => {
  running.sandbox.control.reset();
  running.sandbox.rateLimit(undefined);
});

const auth = { authorization: `Basic ${Buffer.from('key:X').toString('base64')}` };
const filter = (query: string, page = 1) =>
  fetch(`${running.url}/api/v2/tickets/filter?query=${encodeURIComponent(`"${query}"`)}&page=${page}`, {
    headers: auth,
  });

describe('Freshservice sandbox', () => {
  it('refuses a request without the API key as the Basic user', async () => {
    const response = await fetch(`${running.url}/api/v2/tickets/1000`, {
      headers: { authorization: `Basic ${Buffer.from('other:X').toString('base64')}` },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'invalid_credentials' });
  });

  it('filters by department, creation dates (both days included) and categories, 30 a page until an empty page', async () => {
    const query =
      "department_id:7 AND created_at:>'2026-10-01' AND created_at:<'2026-11-01' AND (category:'Yttre åverkan' OR category:'Utköp')";
    const pages = [];
    for (let page = 1; page <= 4; page++)
      pages.push((await (await filter(query, page)).json()) as { tickets: { id: number }[]; total: number });
    expect(pages.map((p) => p.tickets.length)).toEqual([30, 30, 6, 0]);
    expect(pages[0]?.total).toBe(66);
    expect(pages.flatMap((p) => p.tickets.map((t) => t.id))).toContain(2000);
  });

  it('answers a query it cannot read with Freshservice’s validation error', async () => {
    const response = await filter('department_id:7 AND');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      description: 'Validation failed',
      errors: [{ field: 'query', message: 'a condition is missing', code: 'invalid_value' }],
    });
    const unquoted = await fetch(`${running.url}/api/v2/tickets/filter?query=department_id:7`, {
      headers: auth,
    });
    expect(unquoted.status).toBe(400);
  });

  it('refuses an operator, a field or a date form Freshservice does not document', async () => {
    for (const [query, message] of [
      ["created_at:>='2026-10-01'", ':>= is not an operator of the filter (use :, :> or :<)'],
      ['status>4', '> is not an operator of the filter (use :, :> or :<)'],
      ['status!=5', '!= is not an operator of the filter (use :, :> or :<)'],
      ["subject:'Trasig skärm'", 'subject is not a ticket field the filter knows'],
      ["created_at:'2026-10-01'", 'created_at takes only :> and :<'],
      ["created_at:>'2026-10-01T00:00:00Z'", "created_at takes a date as 'YYYY-MM-DD'"],
      ["category:>'Utköp'", 'category is compared with : only'],
      ['department_id:7 and status:4', 'the query cannot be read'],
    ]) {
      const response = await filter(query as string);
      expect(response.status, query).toBe(400);
      expect(await response.json()).toMatchObject({ errors: [{ field: 'query', message }] });
    }
  });

  it('refuses a query over 512 characters, a page past 10 and a page size, which the filter does not take', async () => {
    const long = Array.from({ length: 40 }, (_, i) => `requester_id:${1000 + i}`).join(' OR ');
    expect(long.length).toBeGreaterThan(512);
    expect((await filter(long)).status).toBe(400);
    expect((await filter(long.slice(0, long.lastIndexOf(' OR ', 500)))).status).toBe(200);

    expect((await filter('department_id:7', 10)).status).toBe(200);
    const past = await filter('department_id:7', 11);
    expect(past.status).toBe(400);
    expect(await past.json()).toMatchObject({ errors: [{ field: 'page', code: 'invalid_value' }] });

    const sized = await fetch(
      `${running.url}/api/v2/tickets/filter?query=${encodeURIComponent('"department_id:7"')}&per_page=100`,
      { headers: auth },
    );
    expect(sized.status).toBe(400);
    expect(await sized.json()).toEqual({
      description: 'Validation failed',
      errors: [{ field: 'per_page', message: 'Unexpected/invalid field in request', code: 'invalid_field' }],
    });
  });

  it('answers one ticket, a requester, and 404 for an unknown ticket', async () => {
    const found = await fetch(`${running.url}/api/v2/tickets/2001`, { headers: auth });
    expect(await found.json()).toMatchObject({ ticket: { id: 2001, category: 'Övrigt' } });
    const requester = await fetch(`${running.url}/api/v2/requesters/1`, { headers: auth });
    expect(await requester.json()).toMatchObject({ requester: { primary_email: 'ida@example.se' } });
    expect((await fetch(`${running.url}/api/v2/tickets/9`, { headers: auth })).status).toBe(404);
  });

  it('answers 429 with Retry-After beyond its per-minute limit', async () => {
    running.sandbox.rateLimit(2, 1_000);
    const first = await fetch(`${running.url}/api/v2/tickets/2001`, { headers: auth });
    expect(first.headers.get('x-ratelimit-remaining')).toBe('1');
    await fetch(`${running.url}/api/v2/tickets/2001`, { headers: auth });
    const limited = await fetch(`${running.url}/api/v2/tickets/2001`, { headers: auth });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('1');
  });

  it('lists its tickets on its page, which keeps answering while the API fails', async () => {
    running.sandbox.control.failNext(1, 503);
    const page = await (await fetch(`${running.url}/sandbox`)).text();
    expect(page).toContain('INC-2001');
    expect(page).toContain('SN2001');
    expect((await fetch(`${running.url}/api/v2/tickets/2001`, { headers: auth })).status).toBe(503);
  });
});

describe('the filter query', () => {
  const base = ticket(3000, { tags: ['skärm'], responder_id: 5, due_by: '2026-11-20T12:00:00Z' });
  const context = { requesterEmail: () => 'ida@example.se' };
  const customFields = new Map<string, string | number | boolean | null>([
    ['kostnad', 950],
    ['serienummer', 'SN1'],
    ['forsakrad', true],
  ]);
  const matches = (query: string, one = base) => parseFilterQuery(query, customFields)(one, context);

  it.each([
    [`"category:'yttre åverkan'"`, true],
    [`"department_id:7 AND status:4"`, true],
    [`"department_id:8 OR (status:4 AND priority:2)"`, true],
    [`"created_at:>'2026-11-10' AND created_at:<'2026-11-10'"`, true],
    [`"created_at:>'2026-11-11'"`, false],
    [`"due_by:<'2026-11-20' AND fr_due_by:<'2026-12-01'"`, false],
    [`"status:>3 AND status:<4 AND priority :> 2"`, true],
    [`"requester_id:null"`, false],
    [`"agent_id:5 AND group_id:null AND tag:'skärm'"`, true],
    [`"email:'ida@example.se'"`, true],
    [`"kostnad:>900 AND serienummer:'SN3000'"`, true],
    [`"forsakrad:true"`, false],
  ])('%s matches the ticket: %s', (query, expected) => {
    expect(matches(query)).toBe(expected);
  });

  it.each([
    `"nope:1"`,
    `"status:'4'"`,
    `"(status:4"`,
    `status:4`,
    `"created_at:>'igår'"`,
    `"created_at:<'2026-02-30'"`,
    `"category:Utköp"`,
    `"status:>null"`,
    `"forsakrad:'ja'"`,
    `"NOT status:4"`,
    `"status:4 AND"`,
  ])('refuses %s', (query) => {
    expect(() => parseFilterQuery(query, customFields)).toThrow(FilterQueryError);
  });
});
