import type {
  TChromebookInvoice,
  TChromebookLocation,
  TCreateCustomerResponse,
  TDeproviseResponse,
  TSendToVismaResponse,
  TSpreadsheetResponse,
} from '@kansli/domain/chromebooks/invoice';
import { HttpResponse, http } from 'msw';
import { apiError } from '../server.ts';

// The Chromebook invoice screen's API for component tests (spec part 2, 7 'Chromebook invoices'): two
// units with Freshservice departments and one without, their cases, the invoices already registered,
// all kept in a state the steps change as the server would. A step can be made to fail once.

export const ekbacken: TChromebookLocation = {
  id: 203,
  name: 'Grundskolan Ekbacken',
  costCenter: '4203',
  extension: { freshserviceId: '9001' },
};
export const centrum: TChromebookLocation = {
  id: 201,
  name: 'Gymnasiet Centrum',
  costCenter: '4201',
  extension: { freshserviceId: '9002' },
};
/** No Freshservice department: cannot be chosen. */
const noDepartment: TChromebookLocation = {
  id: 205,
  name: 'Komvux Norr',
  costCenter: '4205',
  extension: { freshserviceId: '' },
};

type CaseFacts = {
  id: string;
  given: string;
  family: string;
  location: TChromebookLocation;
  serial: string | null;
  guardianEmail?: string | null;
};

/** A case as the fetch answers it: not yet registered. */
export function chromebookCase(
  facts: CaseFacts,
  overrides: Partial<TChromebookInvoice> = {},
): TChromebookInvoice {
  const { id, given, family, location, serial } = facts;
  const email = `${given.toLowerCase()}.${family.toLowerCase()}@elev.test`;
  const guardian =
    facts.guardianEmail === undefined
      ? null
      : {
          givenName: 'Maria',
          familyName: family,
          civicNumber: '19800101-1234',
          extension: { email: facts.guardianEmail },
        };
  return {
    chromedeviceStatus: 'ACTIVE',
    reference: `CB-${id}`,
    dateRequested: '2026-03-02',
    requester: 'support@skolan.test',
    systemIds: { freshservice: id, visma: null, chromedevice: serial },
    student: { givenName: given, familyName: family, civicNumber: '20100101-1234', extension: { email } },
    address: { streetAddress: 'Skolvägen 1', postalCode: '123 45', city: 'Ekby' },
    legalGuardian: guardian,
    category: 'Yttre åverkan',
    cost: 1000,
    vat: 250,
    total: 1250,
    textHtml: `<p>Skärmen är trasig.</p>`,
    ticketUrl: `https://servicedesk.example.test/helpdesk/tickets/${id}`,
    location: { costCenter: location.costCenter, name: location.name },
    isRegisteredInAdmin: false,
    vismaCustomerId: null,
    isRegisteredInVisma: false,
    vismaStatus: null,
    isChromedeviceDeprovised: false,
    extension: { freshserviceId: id, vismaInvoiceId: null, lastError: null },
    costCenter: location.costCenter,
    name: `${given} ${family}`,
    locationName: location.name,
    studentMissing: false,
    guardianEmailMissing: facts.guardianEmail === null,
    invalidText: facts.guardianEmail === null ? 'Vårdnadshavare e-postadress saknas' : null,
    ...overrides,
  };
}

export type ChromebookInvoicesState = {
  locations: TChromebookLocation[];
  /** Each unit's cases by cost center, as Freshservice holds them. */
  cases: Record<string, TChromebookInvoice[]>;
  /** The invoices the search finds. */
  invoices: TChromebookInvoice[];
  /** `{step}:{ticket id}` → the message the next such call fails with (once). */
  failNext: Map<string, string>;
};

export function chromebookInvoicesState(): ChromebookInvoicesState {
  const registered = chromebookCase(
    {
      id: '501',
      given: 'Ella',
      family: 'Berg',
      location: ekbacken,
      serial: 'SN-501',
      guardianEmail: 'maria@hem.test',
    },
    {
      isRegisteredInAdmin: true,
      vismaCustomerId: 'c-501',
      isRegisteredInVisma: true,
      vismaStatus: 'open',
      systemIds: { freshservice: '501', visma: '10501', chromedevice: 'SN-501' },
      textHtml:
        '<p>Skärmen <b>krossad</b>.</p><img src="x" onerror="window.hacked=1"><script>window.hacked=2</script>',
    },
  );
  const invoices = [
    registered,
    ...Array.from({ length: 10 }, (_, index) =>
      chromebookCase(
        {
          id: String(600 + index),
          given: `Elev${index}`,
          family: 'Lund',
          location: centrum,
          serial: `SN-6${index}`,
        },
        { isRegisteredInAdmin: true },
      ),
    ),
  ];
  return {
    locations: [ekbacken, centrum, noDepartment],
    cases: {
      [ekbacken.costCenter]: [
        chromebookCase({ id: '701', given: 'Adam', family: 'Ek', location: ekbacken, serial: 'SN-701' }),
        chromebookCase({ id: '702', given: 'Bea', family: 'Ek', location: ekbacken, serial: 'SN-702' }),
        chromebookCase({
          id: '703',
          given: 'Cim',
          family: 'Ek',
          location: ekbacken,
          serial: 'SN-703',
          guardianEmail: null,
        }),
      ],
      [centrum.costCenter]: [
        chromebookCase({ id: '801', given: 'Dana', family: 'Al', location: centrum, serial: 'SN-801' }),
      ],
    },
    invoices,
    failNext: new Map(),
  };
}

function matches(invoice: TChromebookInvoice, search: string): boolean {
  if (search === '') return true;
  const system = /^system:(.+)$/.exec(search);
  if (system) return invoice.systemIds.freshservice === system[1];
  const needle = search.toLowerCase();
  return [invoice.systemIds.chromedevice, invoice.student.extension.email].some((value) =>
    value?.toLowerCase().includes(needle),
  );
}

export function chromebookInvoicesHandlers(state: ChromebookInvoicesState = chromebookInvoicesState()) {
  const allCases = () => Object.values(state.cases).flat();
  const stored = (body: unknown) => {
    const id = (body as TChromebookInvoice).extension.freshserviceId;
    const found = allCases().find((invoice) => invoice.extension.freshserviceId === id);
    if (!found) throw new Error(`no case ${id}`);
    return found;
  };
  /** The message of a failure asked for this step and case, once. */
  const failure = (step: string, id: string) => {
    const message = state.failNext.get(`${step}:${id}`);
    state.failNext.delete(`${step}:${id}`);
    return message === undefined ? undefined : apiError(502, message);
  };

  return [
    http.get('/api/invoices', ({ request }) => {
      const query = new URL(request.url).searchParams;
      const found = state.invoices.filter((invoice) => matches(invoice, query.get('search') ?? ''));
      const pageIndex = Number(query.get('pageIndex'));
      const pageSize = Number(query.get('pageSize'));
      return HttpResponse.json({
        invoiceCount: found.length,
        invoices: found.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize),
      });
    }),
    http.get('/api/invoices/chromebooks/locations', () => HttpResponse.json(state.locations)),
    http.get('/api/invoices/chromebooks/freshservice/:costCenter', ({ params }) =>
      HttpResponse.json(state.cases[String(params.costCenter)] ?? []),
    ),
    http.post('/api/invoices/chromebooks/freshservice/register', async ({ request }) => {
      const invoice = stored(await request.json());
      const failed = failure('register', invoice.extension.freshserviceId);
      if (failed) return failed;
      invoice.isRegisteredInAdmin = true;
      return HttpResponse.json(invoice);
    }),
    http.post('/api/invoices/chromebooks/spreadsheet', () =>
      HttpResponse.json<TSpreadsheetResponse>({
        data: { spreadsheetUrl: 'https://docs.example.test/spreadsheets/d/cb-1' },
      }),
    ),
    http.post('/api/external/visma/createCustomer', async ({ request }) => {
      const invoice = stored(await request.json());
      const failed = failure('createCustomer', invoice.extension.freshserviceId);
      if (failed) return failed;
      invoice.vismaCustomerId = `c-${invoice.extension.freshserviceId}`;
      return HttpResponse.json<TCreateCustomerResponse>({
        data: { vismaCustomerId: invoice.vismaCustomerId },
      });
    }),
    http.post('/api/invoices/chromebooks/sendtovisma', async ({ request }) => {
      const invoice = stored(await request.json());
      const failed = failure('send', invoice.extension.freshserviceId);
      if (failed) return failed;
      const invoiceNumber = `10${invoice.extension.freshserviceId}`;
      Object.assign(invoice, { isRegisteredInVisma: true, vismaStatus: 'open' });
      invoice.systemIds.visma = invoiceNumber;
      return HttpResponse.json<TSendToVismaResponse>({ invoiceId: `inv-${invoiceNumber}`, invoiceNumber });
    }),
    http.post('/api/invoices/chromebooks/deprovise', async ({ request }) => {
      const { serialNumber } = (await request.json()) as { serialNumber: string };
      const invoice = allCases().find((candidate) => candidate.systemIds.chromedevice === serialNumber);
      if (!invoice) return apiError(404, 'Datorn finns inte');
      const failed = failure('deprovise', invoice.extension.freshserviceId);
      if (failed) return failed;
      Object.assign(invoice, { isChromedeviceDeprovised: true, chromedeviceStatus: 'DEPROVISIONED' });
      return HttpResponse.json<TDeproviseResponse>({
        serialNumber,
        isChromedeviceDeprovised: true,
        chromedeviceStatus: 'DEPROVISIONED',
      });
    }),
  ];
}
