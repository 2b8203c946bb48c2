import type { FreshserviceSandbox } from '@kansli/sandbox/freshservice/freshservice-sandbox';
import type { FreshserviceSandboxTicket } from '@kansli/sandbox/freshservice/state';
import type { RunningSandbox } from '@kansli/sandbox/http-sandbox';
import { afterEach, describe, expect, it } from 'vitest';
import { testFreshservice } from '../../test/freshservice.ts';
import { IntegrationError } from '../http.ts';
import { DEVICE_CASE_CATEGORIES, deviceCaseQuery, ticketUrl } from './client.ts';
import { FreshserviceError } from './freshservice-error.ts';

const CIVIC_NUMBER = '201001012383';

const ticket = (
  id: number,
  overrides: Partial<FreshserviceSandboxTicket> = {},
): FreshserviceSandboxTicket => ({
  id,
  subject: `Trasig skärm ${id}`,
  description: '<p>Skärmen är sprucken</p>',
  status: 4,
  priority: 2,
  category: DEVICE_CASE_CATEGORIES.careless,
  sub_category: 'Chromebook',
  item_category: null,
  department_id: 7,
  requester_id: 1,
  created_at: '2026-11-10T09:00:00Z',
  updated_at: '2026-11-10T09:00:00Z',
  custom_fields: { serienummer: `SN${id}`, elev_personnummer: CIVIC_NUMBER, kostnad: '1250.50' },
  ...overrides,
});

const requesters = [
  { id: 1, first_name: 'Ida', last_name: 'IT', primary_email: 'ida.it@kansli.test', department_ids: [7] },
];

let running: RunningSandbox<FreshserviceSandbox> | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
});

async function sandboxAndClient(options: Parameters<typeof testFreshservice>[0] = {}) {
  const started = await testFreshservice({ requesters, ...options });
  running = started.running;
  return { freshservice: started.freshservice, sandbox: started.running.sandbox };
}

const november = {
  departmentId: 7,
  from: '2026-11-01',
  to: '2026-11-30',
  categories: [DEVICE_CASE_CATEGORIES.careless, DEVICE_CASE_CATEGORIES.buy],
};

describe('the Freshservice client against the Freshservice sandbox', () => {
  it("reads one department's device cases of the period and categories over every page", async () => {
    const many = Array.from({ length: 70 }, (_, i) => ticket(100 + i));
    const { freshservice, sandbox } = await sandboxAndClient({
      tickets: [
        ...many,
        ticket(1, { category: DEVICE_CASE_CATEGORIES.buy, created_at: '2026-11-30T22:59:00Z' }),
        ticket(2, { created_at: '2026-11-01T00:00:00Z', custom_fields: {} }),
        ticket(3, { category: 'Övrigt' }),
        ticket(4, { department_id: 8 }),
        ticket(5, { created_at: '2026-12-01T00:00:00Z' }),
        ticket(6, { created_at: '2026-10-31T23:59:59Z' }),
      ],
    });

    const cases = await freshservice.deviceCases(november);

    expect(cases.map((c) => c.id).sort((a, b) => a - b)).toEqual([1, 2, ...many.map((t) => t.id)]);
    expect(cases.find((c) => c.id === 100)).toEqual({
      id: 100,
      subject: 'Trasig skärm 100',
      description: '<p>Skärmen är sprucken</p>',
      status: 4,
      category: 'Yttre åverkan',
      subCategory: 'Chromebook',
      serialNumber: 'SN100',
      studentCivicNumber: CIVIC_NUMBER,
      costOre: 125_050,
      requesterEmail: 'ida.it@kansli.test',
      departmentId: 7,
      createdAt: '2026-11-10T09:00:00Z',
    });
    expect(cases.find((c) => c.id === 2)).toMatchObject({
      serialNumber: null,
      studentCivicNumber: null,
      costOre: null,
    });
    // The three pages of 30 the total needs, and the one requester looked up once.
    expect(sandbox.control.received().map((r) => r.path)).toEqual([
      ...Array(3).fill('/api/v2/tickets/filter'),
      '/api/v2/requesters/1',
    ]);
  });

  it('asks a period past the 300 tickets the filter pages through in halves, and finds each ticket once', async () => {
    // 700 cases over November, 23 or 24 a day, each half of the month still past 300.
    const many = Array.from({ length: 700 }, (_, i) =>
      ticket(10_000 + i, {
        created_at: `2026-11-${String(1 + (i % 30)).padStart(2, '0')}T${String(i % 24).padStart(2, '0')}:00:00Z`,
      }),
    );
    const { freshservice, sandbox } = await sandboxAndClient({
      tickets: [...many, ticket(1, { department_id: 8 })],
    });

    const cases = await freshservice.deviceCases(november);

    expect(cases).toHaveLength(700);
    expect(new Set(cases.map((c) => c.id)).size).toBe(700);
    const filters = sandbox.control.received().filter((r) => r.path === '/api/v2/tickets/filter');
    expect(filters.length).toBeGreaterThan(700 / 30);
  });

  it('fails clearly when one day alone has more tickets than the filter pages through', async () => {
    const crowded = Array.from({ length: 301 }, (_, i) =>
      ticket(20_000 + i, { created_at: '2026-11-10T08:00:00Z' }),
    );
    const { freshservice } = await sandboxAndClient({ tickets: crowded });
    const failed = await freshservice.deviceCases(november).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(FreshserviceError);
    expect((failed as FreshserviceError).message).toBe(
      'Freshservice: device case filter found more than 300 tickets of one day, more than it pages through',
    );
    expect((failed as FreshserviceError).userMessage).toBe(
      'Freshservice har fler än 300 ärenden från en och samma dag, fler än Kansli kan hämta därifrån. Välj en kategori i taget, eller kontakta systemförvaltaren.',
    );
  });

  it('asks only for the chosen categories, and for nothing without one', async () => {
    const { freshservice } = await sandboxAndClient({
      tickets: [ticket(1), ticket(2, { category: DEVICE_CASE_CATEGORIES.buy })],
    });
    const cases = await freshservice.deviceCases({ ...november, categories: [DEVICE_CASE_CATEGORIES.buy] });
    expect(cases.map((c) => c.id)).toEqual([2]);
    expect(await freshservice.deviceCases({ ...november, categories: [] })).toEqual([]);
  });

  it('quotes the query the way Freshservice reads it', () => {
    expect(deviceCaseQuery(november)).toBe(
      "department_id:7 AND created_at:>'2026-11-01' AND created_at:<'2026-12-01' AND (category:'Yttre åverkan' OR category:'Utköp')",
    );
  });

  it('reads one ticket, and null for one Freshservice does not know', async () => {
    const { freshservice } = await sandboxAndClient({
      tickets: [ticket(1, { requester_id: 99, custom_fields: { kostnad: 350 } })],
    });
    expect(await freshservice.ticket(1)).toMatchObject({ id: 1, costOre: 35_000, requesterEmail: null });
    expect(await freshservice.ticket(2)).toBeNull();
  });

  it("waits out a 429's Retry-After and its own rate limit", async () => {
    const { freshservice, sandbox } = await sandboxAndClient({ tickets: [ticket(1)] });
    sandbox.control.failNext(1, 429, { 'retry-after': '1' });
    const started = Date.now();
    expect(await freshservice.ticket(1)).toMatchObject({ id: 1 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);

    sandbox.rateLimit(2, 1_000);
    const cases = await freshservice.deviceCases(november);
    expect(cases.map((c) => c.id)).toEqual([1]);
  });

  it('gives up when Freshservice asks for a longer wait than it allows', async () => {
    const { freshservice, sandbox } = await sandboxAndClient({
      tickets: [ticket(1)],
      http: { maxDelayMs: 500 },
    });
    sandbox.control.failNext(1, 429, { 'retry-after': '30' });
    await expect(freshservice.ticket(1)).rejects.toThrow(
      'Freshservice: ticket lookup answered HTTP 429 (1 attempt)',
    );
  });

  it('retries a passing 5xx and reports one that lasts, without anything of the ticket', async () => {
    const { freshservice, sandbox } = await sandboxAndClient({ tickets: [ticket(1)] });
    sandbox.control.failNext(2, 502);
    expect(await freshservice.deviceCases(november)).toHaveLength(1);

    sandbox.control.failNext(4, 503);
    const failed = await freshservice.deviceCases(november).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(IntegrationError);
    expect((failed as IntegrationError).message).toBe(
      'Freshservice: device case filter answered HTTP 503 (4 attempts)',
    );
  });

  it('is refused without the right API key, and says so in Swedish beside the English for the log', async () => {
    const { freshservice } = await sandboxAndClient({ apiKey: 'fel' });
    const refused = await freshservice.ticket(1).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(FreshserviceError);
    expect(refused).toMatchObject({
      message: 'Freshservice: ticket lookup answered HTTP 401 (1 attempt)',
      userMessage:
        'Freshservice godtar inte Kanslis API-nyckel. Be en administratör kontrollera FRESHSERVICE_API_KEY.',
    });
  });

  it('reports an answer it cannot read without quoting it', async () => {
    const { freshservice } = await sandboxAndClient({
      tickets: [ticket(1, { created_at: `not a date ${CIVIC_NUMBER}` })],
    });
    const failed = await freshservice.ticket(1).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(IntegrationError);
    expect(String(failed)).not.toContain(CIVIC_NUMBER);
  });
});

describe('probe', () => {
  it('asks for one ticket of the list, and answers nothing when Freshservice answers', async () => {
    const { freshservice, sandbox } = await sandboxAndClient({ tickets: [ticket(1), ticket(2)] });
    await expect(freshservice.probe()).resolves.toBeUndefined();
    expect(sandbox.control.received().map((r) => r.path)).toEqual(['/api/v2/tickets']);
  });

  it('throws the client’s errors, with what to do in Swedish', async () => {
    const { freshservice, sandbox } = await sandboxAndClient({ http: { retries: 0 } });
    sandbox.control.failNext(1, 503);
    await expect(freshservice.probe()).rejects.toMatchObject({
      name: 'FreshserviceError',
      message: 'Freshservice: probe answered HTTP 503 (1 attempt)',
      userMessage: 'Freshservice svarar inte just nu. Försök igen om en stund.',
    });
  });

  it('is refused with a wrong key', async () => {
    const { freshservice } = await sandboxAndClient({ apiKey: 'fel' });
    await expect(freshservice.probe()).rejects.toMatchObject({
      status: 401,
      userMessage: expect.stringContaining('FRESHSERVICE_API_KEY'),
    });
  });
});

describe('ticketUrl', () => {
  it("is the ticket's service-desk page, which the sandbox serves too", async () => {
    const { freshservice } = await sandboxAndClient({ tickets: [ticket(1)] });
    const page = await fetch(freshservice.ticketUrl(1));
    expect(await page.text()).toContain('INC-1');
    expect((await fetch(freshservice.ticketUrl(2))).status).toBe(404);
  });

  it('is under the helpdesk path of the domain', () => {
    expect(ticketUrl('https://kansli.freshservice.com/', 4711)).toBe(
      'https://kansli.freshservice.com/helpdesk/tickets/4711',
    );
  });
});
