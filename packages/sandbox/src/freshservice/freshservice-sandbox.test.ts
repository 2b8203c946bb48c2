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
    expect(await response.json()).toMatchObject({
      description: 'Validation failed',
      errors: [{ field: 'query' }],
    });
    const unquoted = await fetch(`${running.url}/api/v2/tickets/filter?query=department_id:7`, {
      headers: auth,
    });
    expect(unquoted.status).toBe(400);
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
  const base = tickets[0] as FreshserviceSandboxTicket;
  it.each([
    [`"category:'yttre åverkan'"`, true],
    [`"department_id:7 AND status:4"`, true],
    [`"department_id:8 OR (status:4 AND priority:2)"`, true],
    [`"created_at:>'2026-10-01' AND created_at:<'2026-10-01'"`, true],
    [`"created_at:>'2026-10-02'"`, false],
    [`"requester_id:null"`, false],
  ])('%s matches the ticket: %s', (query, expected) => {
    expect(parseFilterQuery(query)(base)).toBe(expected);
  });

  it.each([`"nope:1"`, `"status:'4'"`, `"(status:4"`, `status:4`, `"created_at:>'igår'"`])(
    'refuses %s',
    (query) => {
      expect(() => parseFilterQuery(query)).toThrow(FilterQueryError);
    },
  );
});
