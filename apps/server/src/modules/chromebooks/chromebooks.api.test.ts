import { dateOfEpochDay, epochDay } from '@kansli/domain/calendar/dates';
import { dateInStockholm } from '@kansli/domain/calendar/stockholm';
import {
  GUARDIAN_EMAIL_MISSING,
  type TChromebookInvoice,
  ZChromebookInvoice,
  ZChromebookInvoices,
  ZChromebookLocations,
  ZCreateCustomerResponse,
  ZDeproviseResponse,
  ZInvoiceSearchResponse,
  ZLegacyVismaResponse,
  ZSendToVismaResponse,
  ZSpreadsheetResponse,
} from '@kansli/domain/chromebooks/invoice';
import { ZChromeDeviceList } from '@kansli/domain/devices/chrome-devices';
import { civicNumberFor } from '@kansli/domain/persons/civic-number';
import type { FreshserviceSandbox } from '@kansli/sandbox/freshservice/freshservice-sandbox';
import type { FreshserviceSandboxTicket } from '@kansli/sandbox/freshservice/state';
import type { ChromeOsDevice } from '@kansli/sandbox/google/directory-devices';
import type { SheetsSandbox } from '@kansli/sandbox/google/sheets-sandbox';
import type { RunningSandbox } from '@kansli/sandbox/http-sandbox';
import { SEEDED_CUSTOMER_EMAIL } from '@kansli/sandbox/visma/state';
import type { VismaSandbox } from '@kansli/sandbox/visma/visma-sandbox';
import { and, eq, like } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { fixedClock } from '../../context/clock.ts';
import { auditEvents } from '../../db/schema/audit.ts';
import { chromebookInvoices } from '../../db/schema/chromebooks.ts';
import { chromeDevices } from '../../db/schema/devices.ts';
import { locations } from '../../db/schema/locations.ts';
import { personAddresses, personEmails, personGuardians, persons } from '../../db/schema/persons.ts';
import { FRESHSERVICE_NOT_CONFIGURED } from '../../integrations/freshservice/config.ts';
import { apiAs, signInAs, testApp, testEnv } from '../../test/app.ts';
import { testDatabase } from '../../test/database.ts';
import { testFreshservice } from '../../test/freshservice.ts';
import { testDirectory, testSheets, WORKSPACE } from '../../test/google.ts';
import { testSignInProvider } from '../../test/identity.ts';
import { queueOnly } from '../../test/jobs.ts';
import { actOnSandboxInvoice, sandboxInvoicesWith, type TestVisma, testVisma } from '../../test/visma.ts';

// Real time: the sign-in tokens and Visma's sandbox go by it.
const START = new Date();
const clock = fixedClock(START);
const TODAY = dateInStockholm(START);
const daysAgo = (days: number) => dateOfEpochDay(epochDay(TODAY) - days);
/** Noon UTC that many days ago: the same day in Stockholm. */
const createdDaysAgo = (days: number) => `${daysAgo(days)}T11:00:00Z`;
const COST_CENTER = '5201';
const SERIAL = 'CBSN-0001';

let app: Awaited<ReturnType<typeof buildApp>>;
let db: Awaited<ReturnType<typeof testDatabase>>['db'];
let visma: RunningSandbox<VismaSandbox>;
let vismaClient: TestVisma['visma'];
let freshservice: RunningSandbox<FreshserviceSandbox>;
let google: RunningSandbox<SheetsSandbox>;
let sheetsSandbox: RunningSandbox<SheetsSandbox>;
let unit: { id: number; name: string; department: number };
const as = apiAs(() => app);

const device = (deviceId: string, serialNumber: string): ChromeOsDevice => ({
  deviceId,
  serialNumber,
  status: 'ACTIVE',
  model: 'Acme Chromebook 14',
  orgUnitPath: '/Elever',
  osVersion: '130.0',
  macAddress: 'aabbccddeeff',
  lastSync: '2026-11-01T08:00:00Z',
  bootMode: 'Verified',
  firmwareVersion: 'Google_1',
  systemRamTotal: '8000000000',
  autoUpdateExpiration: '1900000000000',
  recentUsers: [],
  diskVolumeReports: [],
});

function ticket(
  id: number,
  fields: {
    department: number;
    category: string;
    created: string;
    civic: string;
    cost: number | string;
    serial?: string;
  },
): FreshserviceSandboxTicket {
  return {
    id,
    subject: `Chromebook ${id}`,
    description: `<p>Skärmen är trasig på ärende ${id}</p>`,
    status: 4,
    priority: 1,
    category: fields.category,
    sub_category: null,
    item_category: null,
    department_id: fields.department,
    requester_id: 77,
    created_at: fields.created,
    updated_at: fields.created,
    custom_fields: {
      serienummer: fields.serial ?? null,
      elev_personnummer: fields.civic,
      kostnad: fields.cost,
    },
  };
}

/** A pupil with an e-mail address (or none) and a guardian with one (or none, or no guardian). */
async function pupil(
  civic: string,
  names: [string, string],
  email: string | null,
  guardian?: { names: [string, string]; email: string | null; civic: string },
) {
  const [person] = await db
    .insert(persons)
    .values({ givenName: names[0], familyName: names[1], civicNumber: civic })
    .returning({ id: persons.id });
  const id = person?.id as number;
  if (email) await db.insert(personEmails).values({ personId: id, email, type: 'private' });
  if (guardian) {
    const [g] = await db
      .insert(persons)
      .values({ givenName: guardian.names[0], familyName: guardian.names[1], civicNumber: guardian.civic })
      .returning({ id: persons.id });
    if (guardian.email)
      await db
        .insert(personEmails)
        .values({ personId: g?.id as number, email: guardian.email, type: 'private' });
    await db.insert(personGuardians).values({ personId: id, guardianId: g?.id as number });
  }
  return id;
}

const GUARDIAN_EMAIL = 'greta.chromebook@hemma.test';
const CIVIC = {
  anna: civicNumberFor('2012-03-04', 11),
  greta: civicNumberFor('1980-05-06', 12),
  bo: civicNumberFor('2013-07-08', 13),
  bertil: civicNumberFor('1979-09-10', 14),
  cilla: civicNumberFor('2006-01-02', 15),
};

beforeAll(async () => {
  const database = await testDatabase();
  db = database.db;
  const [row] = await db.select().from(locations).where(eq(locations.costCenter, COST_CENTER));
  if (!row?.extension.freshserviceId) throw new Error('the seed gives 5201 a Freshservice department');
  unit = { id: row.id, name: row.name, department: row.extension.freshserviceId };

  await pupil(CIVIC.anna, ['Anna', 'Åkesson'], 'anna.akesson@elev.test', {
    names: ['Greta', 'Åkesson'],
    email: GUARDIAN_EMAIL,
    civic: CIVIC.greta,
  });
  await pupil(CIVIC.bo, ['Bo', 'Öberg'], null, {
    names: ['Bertil', 'Öberg'],
    email: null,
    civic: CIVIC.bertil,
  });
  await pupil(CIVIC.cilla, ['Cilla', 'Claesson'], SEEDED_CUSTOMER_EMAIL);
  // Greta, who pays for Anna, has a registered address; Cilla, who pays for herself, has none.
  const [greta] = await db
    .select({ id: persons.id })
    .from(persons)
    .where(eq(persons.civicNumber, CIVIC.greta));
  await db.insert(personAddresses).values({
    personId: greta?.id as number,
    streetAddress: 'Storgatan 1',
    postalCode: '111 22',
    city: 'Stockholm',
  });

  const other = unit.department + 1;
  const fs = await testFreshservice({
    tickets: [
      ticket(9001, {
        department: unit.department,
        category: 'Utköp',
        created: createdDaysAgo(10),
        civic: CIVIC.anna.replace('-', '').slice(2),
        cost: 1499.5,
        serial: SERIAL,
      }),
      ticket(9002, {
        department: unit.department,
        category: 'Utköp',
        created: createdDaysAgo(9),
        civic: CIVIC.bo,
        cost: 800,
        serial: 'CBSN-0002',
      }),
      ticket(9003, {
        department: unit.department,
        category: 'Yttre åverkan',
        created: createdDaysAgo(8),
        civic: CIVIC.cilla,
        cost: '1 000,00',
      }),
      ticket(9004, {
        department: other,
        category: 'Utköp',
        created: createdDaysAgo(8),
        civic: CIVIC.anna,
        cost: 100,
      }),
      ticket(9005, {
        department: unit.department,
        category: 'Utköp',
        created: createdDaysAgo(60),
        civic: CIVIC.anna,
        cost: 100,
      }),
    ],
    requesters: [
      {
        id: 77,
        first_name: 'It',
        last_name: 'Tekniker',
        primary_email: 'it@kansli.test',
        department_ids: [],
      },
    ],
  });
  freshservice = fs.running;
  const v = await testVisma();
  visma = v.running;
  vismaClient = v.visma;
  const dir = await testDirectory({ chromeDevices: [device('dev-1', SERIAL), device('dev-2', 'CBSN-0002')] });
  google = dir.running;
  const sh = await testSheets();
  sheetsSandbox = sh.running;

  app = await buildApp({
    config: loadConfig(testEnv),
    database,
    signInProvider: testSignInProvider,
    visma: v.visma,
    sheets: sh.sheets,
    freshservice: fs.freshservice,
    personSystems: {
      directory: { client: dir.directory, deviceClient: dir.directory, workspace: WORKSPACE },
    },
    jobs: (await queueOnly(database)).queue,
    clock,
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await Promise.all([visma, freshservice, google, sheetsSandbox].map((running) => running?.close()));
});

const base = '/api/invoices/chromebooks';
const period = { fromDate: daysAgo(20), toDate: TODAY, buy: '1', careless: '1' };
const fetchCases = (query: Record<string, string> = period) =>
  as('admin').get(`${base}/freshservice/${COST_CENTER}`, ZChromebookInvoices, { query });
const caseOf = (list: TChromebookInvoice[], id: string) => {
  const found = list.find((c) => c.extension.freshserviceId === id);
  if (!found) throw new Error(`case ${id} missing`);
  return found;
};
const ref = (id: string) => ({
  extension: { freshserviceId: id },
  cost: 0.01,
  student: { givenName: 'Mallory' },
});
const auditCount = async (action: string, id: string) =>
  (
    await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, action), eq(auditEvents.entityId, id)))
  ).length;

describe('the units', () => {
  it('are those with a cost center and a Freshservice department, for CBBILLING only', async () => {
    const answer = await as('admin').get(`${base}/locations`, ZChromebookLocations);
    expect(answer.status).toBe(200);
    expect(answer.body).toContainEqual({
      id: unit.id,
      name: unit.name,
      costCenter: COST_CENTER,
      extension: { freshserviceId: String(unit.department) },
    });
    expect(answer.body.some((l) => l.costCenter === '4101')).toBe(false);
    expect((await as('larare').get(`${base}/locations`)).status).toBe(403);
  });
});

describe('fetching from Freshservice', () => {
  it('stores and answers the unit’s cases of the period with pupil, guardian, address and kronor', async () => {
    const answer = await fetchCases();
    expect(answer.status).toBe(200);
    expect(answer.body.map((c) => c.extension.freshserviceId)).toEqual(['9003', '9002', '9001']);
    const anna = caseOf(answer.body, '9001');
    expect(anna).toMatchObject({
      reference: 'CB-9001',
      dateRequested: daysAgo(10),
      requester: 'it@kansli.test',
      systemIds: { freshservice: '9001', visma: null, chromedevice: SERIAL },
      student: {
        givenName: 'Anna',
        familyName: 'Åkesson',
        civicNumber: CIVIC.anna,
        extension: { email: 'anna.akesson@elev.test' },
      },
      legalGuardian: { givenName: 'Greta', familyName: 'Åkesson', extension: { email: GUARDIAN_EMAIL } },
      address: { streetAddress: 'Storgatan 1', postalCode: '111 22', city: 'Stockholm' },
      category: 'Utköp',
      cost: 1499.5,
      vat: 374.88,
      total: 1874.38,
      location: { costCenter: COST_CENTER, name: unit.name },
      isRegisteredInAdmin: false,
      vismaCustomerId: null,
      isRegisteredInVisma: false,
      vismaStatus: null,
      isChromedeviceDeprovised: false,
      name: 'Anna Åkesson',
      locationName: unit.name,
      guardianEmailMissing: false,
      invalidText: null,
    });
    expect(anna.textHtml).toContain('<p>');
    expect(anna.ticketUrl).toBe(`${freshservice.url}/helpdesk/tickets/9001`);
    expect(caseOf(answer.body, '9002')).toMatchObject({
      guardianEmailMissing: true,
      invalidText: GUARDIAN_EMAIL_MISSING,
    });
    expect(caseOf(answer.body, '9003')).toMatchObject({
      category: 'Yttre åverkan',
      legalGuardian: null,
      cost: 1000,
      total: 1250,
    });
  });

  it('asks only for the ticked categories, and refuses a bad period naming the field', async () => {
    const buyOnly = await fetchCases({ ...period, careless: '0' });
    expect(buyOnly.body.map((c) => c.extension.freshserviceId)).toEqual(['9002', '9001']);
    const bad = await as('admin').get(`${base}/freshservice/${COST_CENTER}`, undefined, {
      query: { ...period, fromDate: '2026-02-30' },
    });
    expect(bad.status).toBe(400);
    expect(bad.error?.message).toContain('fromDate');
    expect((await as('admin').get(`${base}/freshservice/9999`, undefined, { query: period })).status).toBe(
      404,
    );
    expect(
      (await as('larare').get(`${base}/freshservice/${COST_CENTER}`, undefined, { query: period })).status,
    ).toBe(403);
  });

  it('says in Swedish when Freshservice fails, and answers 503 on a server without it', async () => {
    freshservice.sandbox.control.failNext(4, 503);
    const failed = await as('admin').get(`${base}/freshservice/${COST_CENTER}`, undefined, { query: period });
    expect(failed.status).toBe(502);
    expect(failed.error?.message).toBe('Freshservice svarar inte just nu. Försök igen om en stund.');

    const bare = await testApp();
    try {
      const asBare = apiAs(() => bare.app);
      const answer = await asBare('admin').get(`${base}/freshservice/${COST_CENTER}`, undefined, {
        query: period,
      });
      expect(answer.status).toBe(503);
      expect(answer.error?.message).toBe(FRESHSERVICE_NOT_CONFIGURED);
      expect(FRESHSERVICE_NOT_CONFIGURED).toMatch(/^Freshservice är inte konfigurerat\. /);
    } finally {
      await bare.app.close();
    }
  });
});

describe('the workflow', () => {
  it('refuses every step before registration', async () => {
    const customer = await as('admin').post('/api/external/visma/createCustomer', ref('9001'));
    expect(customer.status).toBe(409);
    expect((await as('admin').post(`${base}/sendtovisma`, ref('9001'))).status).toBe(409);
    const deprovise = await as('admin').post(`${base}/deprovise`, {
      name: 'x',
      email: 'y',
      serialNumber: SERIAL,
    });
    expect(deprovise.status).toBe(409);
    expect((await as('admin').post(`${base}/freshservice/register`, ref('123456'))).status).toBe(404);
    expect((await as('admin').post(`${base}/freshservice/register`, {})).status).toBe(400);
  });

  it('registers once, and a registered case keeps its data when Freshservice changes', async () => {
    const [first, second] = await Promise.all([
      as('admin').post(`${base}/freshservice/register`, ref('9001'), ZChromebookInvoice),
      as('admin').post(`${base}/freshservice/register`, ref('9001'), ZChromebookInvoice),
    ]);
    expect(first.status).toBe(200);
    expect(second.body.isRegisteredInAdmin).toBe(true);
    expect(first.body.cost).toBe(1499.5);
    expect(await auditCount('chromebook.invoice.register', '9001')).toBe(1);

    const stored = freshservice.sandbox.state.tickets.get(9001);
    if (stored) stored.custom_fields.kostnad = 5;
    const refetched = await fetchCases();
    expect(caseOf(refetched.body, '9001')).toMatchObject({ isRegisteredInAdmin: true, cost: 1499.5 });
  });

  it('refuses a case whose guardian lacks an e-mail address', async () => {
    const register = await as('admin').post(`${base}/freshservice/register`, ref('9002'));
    expect(register.status).toBe(409);
    expect(register.error?.message).toBe(GUARDIAN_EMAIL_MISSING);
    await db
      .update(chromebookInvoices)
      .set({ registeredAt: clock.now() })
      .where(eq(chromebookInvoices.freshserviceId, 9002));
    const customer = await as('admin').post('/api/external/visma/createCustomer', ref('9002'));
    expect(customer.status).toBe(409);
    expect(customer.error?.message).toBe(GUARDIAN_EMAIL_MISSING);
    expect(customer.response.body).not.toContain(CIVIC.bo);
  });

  it('needs a customer before sending, and creates the guardian’s customer once on a double click', async () => {
    const early = await as('admin').post(`${base}/sendtovisma`, ref('9001'));
    expect(early.status).toBe(409);
    visma.sandbox.control.failNext(20, 503);
    const down = await as('admin').post('/api/external/visma/createCustomer', ref('9001'));
    visma.sandbox.control.reset();
    expect(down.status).toBe(502);
    const [failed] = await db
      .select()
      .from(chromebookInvoices)
      .where(eq(chromebookInvoices.freshserviceId, 9001));
    expect(failed).toMatchObject({
      vismaCustomerId: null,
      lastError: 'Det gick inte att skapa kunden i Visma',
    });
    const [a, b] = await Promise.all([
      as('admin').post('/api/external/visma/createCustomer', ref('9001'), ZCreateCustomerResponse),
      as('admin').post('/api/external/visma/createCustomer', ref('9001'), ZCreateCustomerResponse),
    ]);
    expect(a.status).toBe(200);
    expect(b.body.data.vismaCustomerId).toBe(a.body.data.vismaCustomerId);
    const made = [...visma.sandbox.state.customers.values()].filter((c) => c.EmailAddress === GUARDIAN_EMAIL);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({
      Name: 'Greta Åkesson',
      InvoicePostalCode: '111 22',
      InvoiceCity: 'Stockholm',
    });
    expect(made[0]?.Id).toBe(a.body.data.vismaCustomerId);
    const [stored] = await db
      .select()
      .from(chromebookInvoices)
      .where(eq(chromebookInvoices.freshserviceId, 9001));
    expect(stored?.lastError).toBeNull();
  });

  it('sends one invoice of the net cost, whose VAT Visma adds, however often asked, and answers it again afterwards', async () => {
    const [a, b] = await Promise.all([
      as('admin').post(`${base}/sendtovisma`, ref('9001'), ZSendToVismaResponse),
      as('admin').post(`${base}/sendtovisma`, ref('9001'), ZSendToVismaResponse),
    ]);
    expect(a.status).toBe(200);
    expect(b.body.invoiceId).toBe(a.body.invoiceId);
    const invoices = await sandboxInvoicesWith(visma, 'CB-9001');
    expect(invoices).toHaveLength(1);
    // One row of the buy-out's article at the cost; no VAT row booked as revenue. The total is the one shown.
    expect(invoices[0]).toMatchObject({ net_amount: 1499.5, vat_amount: 374.88, total_amount: 1874.38 });
    expect(invoices[0]?.rows).toEqual([
      expect.objectContaining({ article_number: '200', unit_price: 1499.5, quantity: 1, vat_rate: 25 }),
    ]);
    const legacy = await as('admin').post(`${base}/visma`, ref('9001'), ZLegacyVismaResponse);
    expect(legacy.body.body.invoiceId).toBe(a.body.invoiceId);
    expect(legacy.body.message).toBe(`Visma invoice ${a.body.invoiceId} created`);
    const listed = caseOf((await fetchCases()).body, '9001');
    expect(listed).toMatchObject({
      isRegisteredInVisma: true,
      vismaStatus: 'open',
      systemIds: { visma: a.body.invoiceNumber },
      extension: { vismaInvoiceId: a.body.invoiceId },
    });
    const sent = await as('admin').get(`${base}/visma/list`, ZChromebookInvoices);
    expect(sent.body.map((c) => c.extension.freshserviceId)).toEqual(['9001']);
  });

  it('finds an invoice Visma made before Kansli stored it, rather than making another', async () => {
    await as('admin').post(`${base}/freshservice/register`, ref('9003'), ZChromebookInvoice);
    const customer = await as('admin').post(
      '/api/external/visma/createCustomer',
      ref('9003'),
      ZCreateCustomerResponse,
    );
    // The pupil without guardian pays, and is an existing customer by e-mail address.
    const seeded = [...visma.sandbox.state.customers.values()].find(
      (c) => c.EmailAddress === SEEDED_CUSTOMER_EMAIL,
    );
    expect(customer.body.data.vismaCustomerId).toBe(seeded?.Id);
    const draft = await as('admin').post(`${base}/sendtovisma`, ref('9003'), ZSendToVismaResponse);
    expect(draft.status).toBe(200);
    // Kansli forgets the invoice, as if it crashed after Visma made it and before storing it.
    await db
      .update(chromebookInvoices)
      .set({ vismaInvoiceId: null, vismaInvoiceNumber: null, vismaStatus: null })
      .where(eq(chromebookInvoices.freshserviceId, 9003));
    const again = await as('admin').post(`${base}/sendtovisma`, ref('9003'), ZSendToVismaResponse);
    expect(again.body.invoiceId).toBe(draft.body.invoiceId);
    expect(await sandboxInvoicesWith(visma, 'CB-9003')).toHaveLength(1);
    // Converting a draft uses it up: none is left behind either.
    expect(await vismaClient.draftsByReference('CB-9003')).toEqual([]);
  });

  it('learns that an invoice is paid from Visma', async () => {
    const [invoice] = await sandboxInvoicesWith(visma, 'CB-9001');
    if (!invoice) throw new Error('no invoice');
    await actOnSandboxInvoice(visma, invoice.id, 'paid');
    clock.set(new Date(START.getTime() + 30 * 60_000));
    const found = await as('admin').get('/api/invoices', ZInvoiceSearchResponse, {
      query: { search: `visma:${invoice.number}` },
    });
    expect(found.body.invoiceCount).toBe(1);
    expect(found.body.invoices[0]?.vismaStatus).toBe('paid');
    // Back to real time, which the sign-in tokens of later tests go by.
    clock.set(new Date());
  });

  it('releases the device once in Google, and answers done without asking Google again', async () => {
    // The device as the hourly import left it in Kansli's own list.
    await (await testDatabase()).db
      .insert(chromeDevices)
      .values({ deviceId: 'dev-1', serialNumber: SERIAL, status: 'ACTIVE', data: { status: 'ACTIVE' } })
      .onConflictDoUpdate({ target: chromeDevices.deviceId, set: { status: 'ACTIVE' } });
    const released = await as('admin').post(
      `${base}/deprovise`,
      { name: 'Anna Åkesson', email: 'anna.akesson@elev.test', serialNumber: SERIAL },
      ZDeproviseResponse,
    );
    expect(released.status).toBe(200);
    expect(released.body).toEqual({
      serialNumber: SERIAL,
      isChromedeviceDeprovised: true,
      chromedeviceStatus: 'DEPROVISIONED',
    });
    expect(google.sandbox.chromeDevices.byId.get('dev-1')?.status).toBe('DEPROVISIONED');
    const listed = await as('admin').get('/api/integration/chromedevices', ZChromeDeviceList, {
      query: { search: SERIAL },
    });
    expect(listed.body.map((d) => [d.serialNumber, d.status])).toEqual([[SERIAL, 'DEPROVISIONED']]);
    google.sandbox.control.failNext(5, 503);
    const again = await as('admin').post(`${base}/deprovise`, {
      name: '',
      email: '',
      serialNumber: SERIAL.toLowerCase(),
    });
    expect(again.status).toBe(200);
    google.sandbox.control.reset();
    expect(await auditCount('chromebook.device.deprovision', 'dev-1')).toBe(1);
    expect((await as('admin').post(`${base}/deprovise`, { serialNumber: 'NOPE-1' })).status).toBe(404);
    expect((await as('admin').post(`${base}/deprovise`, { name: 'x' })).status).toBe(400);
  });
});

describe('the search', () => {
  it('finds registered cases by serial number, e-mail address or system:id, a page of 8 at most by default', async () => {
    const bySerial = await as('admin').get('/api/invoices', ZInvoiceSearchResponse, {
      query: { search: 'cbsn-0001' },
    });
    expect(bySerial.body.invoices.map((c) => c.extension.freshserviceId)).toEqual(['9001']);
    const byEmail = await as('admin').get('/api/invoices', ZInvoiceSearchResponse, {
      query: { search: GUARDIAN_EMAIL },
    });
    expect(byEmail.body.invoices.map((c) => c.extension.freshserviceId)).toEqual(['9001']);
    const bySystem = await as('admin').get('/api/invoices', ZInvoiceSearchResponse, {
      query: { search: 'freshservice:9003' },
    });
    expect(bySystem.body.invoiceCount).toBe(1);
    const all = await as('admin').get('/api/invoices', ZInvoiceSearchResponse);
    expect(all.body.invoices.length).toBeLessThanOrEqual(8);
    expect((await as('admin').get('/api/invoices', undefined, { query: { pageSize: '500' } })).status).toBe(
      400,
    );
    expect((await as('larare').get('/api/invoices')).status).toBe(403);
  });
});

describe('the exports', () => {
  it('writes the listed cases to a new spreadsheet from Kansli’s data', async () => {
    const answer = await as('admin').post(
      `${base}/spreadsheet`,
      [ref('9001'), ref('9003')],
      ZSpreadsheetResponse,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data.spreadsheetUrl).toMatch(/^http/);
    const [sheet] = [...sheetsSandbox.sandbox.spreadsheets.values()].filter((s) =>
      s.title.startsWith('Chromebook'),
    );
    const grid = JSON.stringify([...(sheet?.sheets.values() ?? [])]);
    expect(grid).toContain('INC-9001');
    expect(grid).toContain('1499.5');
    expect(grid).not.toContain('Mallory');
    expect(grid).not.toContain(CIVIC.anna);
    expect((await as('admin').post(`${base}/spreadsheet`, [])).status).toBe(400);
  });

  async function pdfText(url: string) {
    const { cookie } = await signInAs(app, 'admin@kansli.test');
    const answer = await app.inject({ method: 'GET', url, query: period, headers: { cookie } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toMatch(/^inline/);
    const parser = new PDFParse({ data: new Uint8Array(answer.rawPayload) });
    try {
      return (await parser.getText()).text;
    } finally {
      await parser.destroy();
    }
  }

  it.each([
    ['fetched from Freshservice', `${base}/freshservice/${COST_CENTER}/pdf`],
    ['stored (the older variant)', `${base}/${COST_CENTER}/pdf`],
  ])('is a PDF of the unit’s cases with their sums, %s', async (_, url) => {
    const text = await pdfText(url);
    expect(text).toContain(unit.name);
    expect(text).toContain('Anna Åkesson');
    expect(text).toContain('Bo Öberg');
    expect(text).toContain('Yttre åverkan');
    expect(text).toContain(SERIAL);
    expect(text).toMatch(/1\s499,50/);
    expect(text).toContain('Summa');
    // 1499.50 + 800 + 1000 kr, with VAT 824.88 kr: 4124.38 kr in all.
    expect(text).toMatch(/4\s124,38/);
    expect(text).not.toContain('INC-9004');
  });

  it('is refused without CBBILLING', async () => {
    expect((await as('larare').get(`${base}/${COST_CENTER}/pdf`, undefined, { query: period })).status).toBe(
      403,
    );
  });
});

describe('the case table', () => {
  it('holds one row per ticket', async () => {
    const rows = await db
      .select()
      .from(chromebookInvoices)
      .where(like(chromebookInvoices.textHtml, '%ärende 9%'));
    expect(rows.map((r) => r.freshserviceId).sort()).toEqual([9001, 9002, 9003]);
  });
});
