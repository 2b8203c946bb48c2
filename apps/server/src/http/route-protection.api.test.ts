import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csrfHeaders, signInAs, type TestApp, testApp } from '../test/app.ts';
import { newGuardian, permissionChange } from '../test/bodies.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.app.close());

/** Reachable without a session, by design. */
const publicRoutes = new Set([
  'GET /api/auth/config',
  'POST /api/auth/nonce',
  'POST /api/authenticate',
  'DELETE /api/authenticate',
]);

/** Every endpoint that needs a permission, with a demo account that lacks it and a valid request. */
const flagProtected: { route: string; url: string; who: string; payload?: unknown }[] = [
  {
    route: 'POST /api/permissions/add',
    url: '/api/permissions/add',
    who: 'support',
    payload: permissionChange,
  },
  {
    route: 'POST /api/permissions/remove',
    url: '/api/permissions/remove',
    who: 'larare',
    payload: permissionChange,
  },
  { route: 'GET /api/preschool/{costCenter}', url: '/api/preschool/4101', who: 'larare' },
  { route: 'GET /api/preschool/{costCenter}', url: '/api/preschool/4102', who: 'forskolechef' },
  {
    route: 'POST /api/preschool/{costCenter}/person',
    url: '/api/preschool/4102/person',
    who: 'forskollarare',
    payload: newGuardian,
  },
  {
    route: 'PUT /api/preschool/{costCenter}/person',
    url: '/api/preschool/4102/person',
    who: 'forskollarare',
    payload: { ...newGuardian, mode: 'edit', guardian_id: 1 },
  },
  {
    route: 'GET /api/preschool/{costCenter}/child/{childId}/history',
    url: '/api/preschool/4101/child/1/history',
    who: 'larare',
  },
  {
    route: 'GET /api/integration/person/{id}/history',
    url: '/api/integration/person/1/history',
    who: 'larare',
  },
  {
    route: 'GET /api/preschool/{costCenter}/overview',
    url: '/api/preschool/4101/overview?period=2026-11',
    who: 'larare',
  },
  {
    route: 'GET /api/preschool/{costCenter}/invoices/{personId}',
    url: '/api/preschool/4101/invoices/1',
    who: 'forskollarare',
  },
  {
    route: 'POST /api/preschool/{costCenter}/invoice',
    url: '/api/preschool/4101/invoice?period=2026-03',
    who: 'forskollarare',
    payload: {
      typeId: 2,
      locationId: 101,
      name: 'Faktura',
      text: 'Period 2026-03',
      reference: 'Vårdnadshavare',
      personId: 1,
      cost: 1,
      invoiceLines: [{ quantity: '1', description: 'Avgift', cost: 1, note: '' }],
    },
  },
  {
    route: 'GET /api/preschool/{costCenter}/invoice/{invoiceId}',
    url: '/api/preschool/4101/invoice/1',
    who: 'forskollarare',
  },
  {
    route: 'GET /api/preschool/{costCenter}/invoice/poll/{invoiceId}',
    url: '/api/preschool/4101/invoice/poll/1',
    who: 'forskollarare',
  },
  {
    route: 'POST /api/preschool/{costCenter}/invoice/set-ready',
    url: '/api/preschool/4101/invoice/set-ready',
    who: 'forskollarare',
    payload: { invoice_id: 'all', period: '2026-03', location_id: 101 },
  },
  {
    route: 'GET /api/preschool/{costCenter}/invoice/list',
    url: '/api/preschool/4101/invoice/list?period=2026-03',
    who: 'forskollarare',
  },
  { route: 'GET /api/integration/persons', url: '/api/integration/persons', who: 'forskollarare' },
  {
    route: 'POST /api/organisation/persons',
    url: '/api/organisation/persons',
    who: 'forskolechef',
    payload: { given_name: 'Ny', family_name: 'Person', email: 'ny.person@kansli.test', civic_number: null },
  },
  { route: 'GET /api/person/{id}/location_role', url: '/api/person/1/location_role', who: 'larare' },
  {
    route: 'POST /api/person/{id}/addRole',
    url: '/api/person/1/addRole',
    who: 'forskolechef',
    payload: { role_id: 1, location_id: 1 },
  },
  {
    route: 'POST /api/person/{id}/removeRole',
    url: '/api/person/1/removeRole',
    who: 'forskolechef',
    payload: { role_id: 1, location_id: 1 },
  },
  { route: 'GET /api/roles/search/{query}', url: '/api/roles/search/solrosen', who: 'forskolechef' },
  {
    route: 'POST /api/preschool/export',
    url: '/api/preschool/export',
    who: 'forskolechef',
    payload: { costCenters: ['4101'] },
  },
  {
    route: 'GET /api/preschool/export.xlsx',
    url: '/api/preschool/export.xlsx?costCenters=4101',
    who: 'forskolechef',
  },
  {
    route: 'POST /api/preschool/{costCenter}/invoice/refresh-status',
    url: '/api/preschool/4101/invoice/refresh-status?period=2026-03',
    who: 'forskollarare',
    payload: {},
  },
  {
    route: 'GET /api/preschool/{costCenter}/invoice/check',
    url: '/api/preschool/4101/invoice/check?period=2026-03',
    who: 'forskollarare',
  },
  {
    route: 'GET /api/preschool/{costCenter}/invoice/customer/{personId}',
    url: '/api/preschool/4101/invoice/customer/1',
    who: 'forskollarare',
  },
  {
    route: 'POST /api/preschool/{costCenter}/invoice/customer/{personId}',
    url: '/api/preschool/4101/invoice/customer/1',
    who: 'forskollarare',
  },
  // The person's outside systems: adminMenu PERSONS, which the teacher lacks.
  {
    route: 'POST /api/integration/person/{id}/publish',
    url: '/api/integration/person/1/publish',
    who: 'larare',
  },
  {
    route: 'POST /api/integration/persons/publish/campus/{id}',
    url: '/api/integration/persons/publish/campus/1',
    who: 'larare',
  },
  {
    route: 'POST /api/integration/person/{id}/flex',
    url: '/api/integration/person/1/flex',
    who: 'larare',
    payload: { type: 'work', email: 'a@kansli.test' },
  },
  {
    route: 'GET /api/integration/person/{id}/setupemail',
    url: '/api/integration/person/1/setupemail',
    who: 'larare',
  },
  {
    route: 'POST /api/integration/person/{id}/setupemail',
    url: '/api/integration/person/1/setupemail',
    who: 'larare',
  },
  // The person card: adminMenu PERSONS; changing permissions also auth PERMISSION_ADMIN.
  { route: 'GET /api/integration/person/{id}', url: '/api/integration/person/1', who: 'larare' },
  { route: 'GET /api/persons/getPersonDetails/{id}', url: '/api/persons/getPersonDetails/1', who: 'larare' },
  { route: 'GET /api/integration/person/{id}/roles', url: '/api/integration/person/1/roles', who: 'larare' },
  {
    route: 'GET /api/integration/person/{id}/details',
    url: '/api/integration/person/1/details',
    who: 'larare',
  },
  {
    route: 'POST /api/integration/person/{id}/emails',
    url: '/api/integration/person/1/emails',
    who: 'larare',
    payload: [{ type: 'work', email: 'a@kansli.test', system: 'admin' }],
  },
  {
    route: 'POST /api/integration/person/{id}/permissions',
    url: '/api/integration/person/1/permissions',
    who: 'larare',
    payload: [],
  },
  {
    route: 'POST /api/integration/person/{id}/permissions',
    url: '/api/integration/person/5/permissions',
    who: 'support',
    payload: [{ segment: 'adminMenu', flag: 'PERSONS', held: true }],
  },
  {
    route: 'POST /api/persons/savePhoneNumber',
    url: '/api/persons/savePhoneNumber',
    who: 'larare',
    payload: { phone_numbers: [{ person_id: 1, number: '070-123 45 67', type: 'mobile' }] },
  },
  {
    route: 'POST /api/persons/deletePhoneNumber',
    url: '/api/persons/deletePhoneNumber',
    who: 'larare',
    payload: { id: 1 },
  },
  {
    route: 'GET /api/persons/getConnectedGuardians/{id}',
    url: '/api/persons/getConnectedGuardians/1',
    who: 'larare',
  },
  {
    route: 'GET /api/persons/getGuardiansPupils/{id}',
    url: '/api/persons/getGuardiansPupils/1',
    who: 'larare',
  },
  {
    route: 'GET /api/persons/getGuardianFromPNR/{query}',
    url: '/api/persons/getGuardianFromPNR/19800',
    who: 'larare',
  },
  {
    route: 'POST /api/person/{id}/updateGuardian/{guardianId}',
    url: '/api/person/1/updateGuardian/2',
    who: 'larare',
  },
  {
    route: 'POST /api/person/{id}/removeGuardian/{guardianId}',
    url: '/api/person/1/removeGuardian/2',
    who: 'larare',
  }, // The school units: adminMenu LOCATIONS, which support lacks.
  { route: 'GET /api/locations/list', url: '/api/locations/list?segment=location', who: 'support' },
  { route: 'GET /api/location/{id}/info', url: '/api/location/201/info', who: 'support' },
  {
    route: 'GET /api/persons/specialRoles/{locationId}',
    url: '/api/persons/specialRoles/201',
    who: 'support',
  },
  { route: 'GET /api/syncentries/location/{id}', url: '/api/syncentries/location/201', who: 'support' },
  {
    route: 'GET /api/storage/{system}/{locationId}/list',
    url: '/api/storage/schoolsoft/201/list',
    who: 'support',
  },
  {
    route: 'GET /api/storage/{system}/{locationId}/{type}',
    url: '/api/storage/schoolsoft/201/group',
    who: 'support',
  },
  { route: 'GET /api/synchronizations', url: '/api/synchronizations', who: 'support' },
  // The Chromebook device search: adminMenu CHROMEBOOKS, which only admin holds.
  {
    route: 'GET /api/integration/chromedevices',
    url: '/api/integration/chromedevices?search=5CD',
    who: 'larare',
  },
  {
    route: 'GET /api/integration/chromedevices/{id}',
    url: '/api/integration/chromedevices/nope',
    who: 'support',
  },
  { route: 'GET /api/integration/groups', url: '/api/integration/groups', who: 'support' },
  {
    route: 'GET /api/integration/groups/{id}/members',
    url: '/api/integration/groups/1/members',
    who: 'support',
  },
  {
    route: 'POST /api/groups/{id}/setActiveStatus',
    url: '/api/groups/1/setActiveStatus',
    who: 'support',
    payload: { active: false },
  },
  {
    route: 'POST /api/groups/{id}/deleteMember/{memberId}',
    url: '/api/groups/1/deleteMember/1',
    who: 'support',
  },
  {
    route: 'POST /api/integration/group/{id}/publish/campus',
    url: '/api/integration/group/1/publish/campus',
    who: 'support',
  },
  {
    route: 'POST /api/integration/group/{id}/publish/google',
    url: '/api/integration/group/1/publish/google',
    who: 'support',
  },
  { route: 'GET /api/publish/locations', url: '/api/publish/locations', who: 'forskollarare' },
  {
    route: 'POST /api/publish/runs',
    url: '/api/publish/runs',
    who: 'larare',
    payload: { locationId: 201, mode: 'groups', campus: true, google: false },
  },
  { route: 'GET /api/publish/runs/{id}', url: '/api/publish/runs/1', who: 'larare' },
  { route: 'GET /api/role/list', url: '/api/role/list', who: 'support' },
  { route: 'GET /api/authorization/list', url: '/api/authorization/list', who: 'support' },
  { route: 'GET /api/permissions/role/{roleId}/list', url: '/api/permissions/role/1/list', who: 'support' },
  { route: 'GET /api/permissions/flag/{flagId}/list', url: '/api/permissions/flag/1/list', who: 'support' },
  {
    route: 'POST /api/authorization/flags/save',
    url: '/api/authorization/flags/save',
    who: 'support',
    payload: { name: 'x', vars: 'X', segment: 1 },
  },
  {
    route: 'POST /api/authorization/segments/save',
    url: '/api/authorization/segments/save',
    who: 'support',
    payload: { name: 'x', key: 'x', scope: 'global' },
  },
  { route: 'DELETE /api/authorization/segments/{id}', url: '/api/authorization/segments/1', who: 'support' },
  // Superadmin › Organisation: adminMenu SUPERADMIN, which support staff lack.
  { route: 'GET /api/organisation/locations', url: '/api/organisation/locations', who: 'support' },
  {
    route: 'POST /api/organisation/locations',
    url: '/api/organisation/locations',
    who: 'support',
    payload: { parent_id: 1, name: 'Ny enhet' },
  },
  {
    route: 'PUT /api/organisation/locations/{id}',
    url: '/api/organisation/locations/10',
    who: 'support',
    payload: { parent_id: 1, name: 'Nordljus Stab' },
  },
  {
    route: 'POST /api/organisation/locations/{id}/end',
    url: '/api/organisation/locations/10/end',
    who: 'support',
    payload: { date: '2026-11-15' },
  },
  {
    route: 'POST /api/organisation/locations/{id}/reopen',
    url: '/api/organisation/locations/10/reopen',
    who: 'support',
  },
  { route: 'DELETE /api/authorization/flags/{id}', url: '/api/authorization/flags/1', who: 'support' },
  {
    route: 'POST /api/synchronizations/{locationId}/start',
    url: '/api/synchronizations/201/start',
    who: 'support',
  },
  // The database browser: adminMenu SUPERADMIN, which support lacks.
  { route: 'GET /api/select/tables', url: '/api/select/tables', who: 'support' },
  { route: 'GET /api/select/{table}', url: '/api/select/persons', who: 'support' },
  { route: 'GET /api/select/{table}/metadata', url: '/api/select/persons/metadata', who: 'support' },
  {
    route: 'POST /api/select/{table}/edit',
    url: '/api/select/persons/edit',
    who: 'support',
    payload: { id: 1, column: 'given_name', value: 'x' },
  },
  // The Chromebook invoice underlay: adminMenu CBBILLING, which larare lacks.
  { route: 'GET /api/invoices', url: '/api/invoices', who: 'larare' },
  {
    route: 'GET /api/invoices/chromebooks/locations',
    url: '/api/invoices/chromebooks/locations',
    who: 'larare',
  },
  {
    route: 'GET /api/invoices/chromebooks/freshservice/{costCenter}',
    url: '/api/invoices/chromebooks/freshservice/5201?fromDate=2026-11-01&toDate=2026-11-20',
    who: 'larare',
  },
  {
    route: 'GET /api/invoices/chromebooks/freshservice/{costCenter}/pdf',
    url: '/api/invoices/chromebooks/freshservice/5201/pdf?fromDate=2026-11-01&toDate=2026-11-20',
    who: 'larare',
  },
  {
    route: 'GET /api/invoices/chromebooks/{costCenter}/pdf',
    url: '/api/invoices/chromebooks/5201/pdf?fromDate=2026-11-01&toDate=2026-11-20',
    who: 'larare',
  },
  {
    route: 'POST /api/invoices/chromebooks/freshservice/register',
    url: '/api/invoices/chromebooks/freshservice/register',
    who: 'larare',
    payload: { extension: { freshserviceId: '1' } },
  },
  {
    route: 'POST /api/invoices/chromebooks/spreadsheet',
    url: '/api/invoices/chromebooks/spreadsheet',
    who: 'larare',
    payload: [{ extension: { freshserviceId: '1' } }],
  },
  {
    route: 'POST /api/external/visma/createCustomer',
    url: '/api/external/visma/createCustomer',
    who: 'larare',
    payload: { extension: { freshserviceId: '1' } },
  },
  {
    route: 'POST /api/invoices/chromebooks/sendtovisma',
    url: '/api/invoices/chromebooks/sendtovisma',
    who: 'larare',
    payload: { extension: { freshserviceId: '1' } },
  },
  {
    route: 'POST /api/invoices/chromebooks/deprovise',
    url: '/api/invoices/chromebooks/deprovise',
    who: 'larare',
    payload: { name: 'x', email: 'x@kansli.test', serialNumber: 'SN1' },
  },
  {
    route: 'GET /api/invoices/chromebooks/visma/list',
    url: '/api/invoices/chromebooks/visma/list',
    who: 'larare',
  },
  {
    route: 'POST /api/invoices/chromebooks/visma',
    url: '/api/invoices/chromebooks/visma',
    who: 'larare',
    payload: { extension: { freshserviceId: '1' } },
  },
  // The audit log: adminMenu SUPERADMIN.
  { route: 'GET /api/audit', url: '/api/audit', who: 'support' },
  // Superadmin › Integrationer: adminMenu SUPERADMIN.
  { route: 'GET /api/integrations/status', url: '/api/integrations/status', who: 'support' },
  { route: 'POST /api/integrations/{key}/check', url: '/api/integrations/campus/check', who: 'larare' },
  // Connecting Visma: adminMenu SUPERADMIN.
  { route: 'GET /api/integrations/visma/connect', url: '/api/integrations/visma/connect', who: 'support' },
  {
    route: 'GET /api/integrations/visma/callback',
    url: '/api/integrations/visma/callback?code=a&state=b',
    who: 'support',
  },
  // The SMS card: communication SMSSEND, which only admin holds.
  {
    route: 'GET /api/communication/extractDataFromSheetUrl',
    url: '/api/communication/extractDataFromSheetUrl?sheetUrl=https://docs.google.com/spreadsheets/d/x/edit',
    who: 'larare',
  },
  {
    route: 'POST /api/communication/sendTextMessage',
    url: '/api/communication/sendTextMessage',
    who: 'support',
    payload: { sheetUrl: 'https://docs.google.com/spreadsheets/d/x/edit', message: 'Hej' },
  },
  { route: 'GET /api/communication/sms/{id}', url: '/api/communication/sms/1', who: 'forskolechef' },
  // The study-buddy subject manager: studybuddy ACCESS, which only admin holds.
  { route: 'GET /api/cbot/subjects/all', url: '/api/cbot/subjects/all', who: 'larare' },
  { route: 'GET /api/cbot/subject/{id}', url: '/api/cbot/subject/1', who: 'support' },
  { route: 'GET /api/cbot/personInfo/{personId}', url: '/api/cbot/personInfo/1', who: 'forskolechef' },
  { route: 'GET /api/cbot/subjectFiles/{subjectId}', url: '/api/cbot/subjectFiles/1', who: 'larare' },
  { route: 'GET /api/cbot/search', url: '/api/cbot/search?q=fotosyntes', who: 'larare' },
  {
    route: 'POST /api/cbot/subject/create',
    url: '/api/cbot/subject/create',
    who: 'larare',
    payload: { data: { subject: 'Biologi', subcategory: '', subject_text: '' } },
  },
  {
    route: 'POST /api/cbot/subject/uploadFile',
    url: '/api/cbot/subject/uploadFile?subjectId=1',
    who: 'forskollarare',
    payload: {},
  },
  {
    route: 'PUT /api/cbot/subject/update/{id}',
    url: '/api/cbot/subject/update/1',
    who: 'larare',
    payload: { data: { subject: 'Biologi' } },
  },
  { route: 'POST /api/cbot/subject/delete/{id}', url: '/api/cbot/subject/delete/1', who: 'support' },
  {
    route: 'POST /api/cbot/subject/deleteFiles',
    url: '/api/cbot/subject/deleteFiles',
    who: 'larare',
    payload: { fileNames: ['1#a.pdf'] },
  },
  {
    route: 'POST /api/cbot/subjectFiles/download',
    url: '/api/cbot/subjectFiles/download',
    who: 'larare',
    payload: { name: '1#a.pdf' },
  },
];

function documentedRoutes(): string[] {
  const document = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
  );
}

const request = (route: string) => {
  const [method, path] = route.split(' ') as [HTTPMethods, string];
  return { method, url: path.replaceAll(/\{[^}]+\}/g, '1') };
};

describe('every API endpoint', () => {
  it('is documented, and the list is not empty', () => {
    expect(documentedRoutes()).toEqual(
      expect.arrayContaining(['GET /api/authorization', 'POST /api/permissions/add']),
    );
  });

  it('answers 401 in the error shape without a session, unless it is public', async () => {
    const open: string[] = [];
    for (const route of documentedRoutes().filter((r) => !publicRoutes.has(r))) {
      const response = await t.app.inject({ ...request(route), headers: csrfHeaders, payload: {} });
      if (response.statusCode !== 401 || response.json().error?.statusCode !== 401) open.push(route);
    }
    expect(open).toEqual([]);
  });

  it('answers the public ones without a session', async () => {
    const config = await t.app.inject({ method: 'GET', url: '/api/auth/config' });
    expect(config.statusCode).toBe(200);
    expect(config.json()).toMatchObject({ clientId: expect.any(String), scope: 'openid email profile' });
    const signOut = await t.app.inject({ method: 'DELETE', url: '/api/authenticate', headers: csrfHeaders });
    expect(signOut.statusCode).toBe(204);
    const signIn = await t.app.inject({ method: 'POST', url: '/api/authenticate', headers: csrfHeaders });
    expect(signIn.json().error.message).toBe('Missing bearer ID token');
  });

  it.each(flagProtected)(
    '$route answers 403 to $who, who lacks the flag ($url)',
    async ({ route, url, who, payload }) => {
      const { cookie } = await signInAs(t.app, `${who}@kansli.test`);
      const method = route.split(' ')[0] as HTTPMethods;
      const response = await t.app.inject({
        method,
        url,
        headers: { cookie, ...csrfHeaders },
        payload: payload as object,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.statusCode).toBe(403);
    },
  );

  it('lists a 403 case for every endpoint that needs more than a session', () => {
    const sessionOnly = new Set([
      'GET /api/authenticate',
      'GET /api/authorization',
      'GET /api/authorization/readable-list',
      'GET /api/preschool/locations',
      'GET /api/me/preferences',
      'PUT /api/me/preferences',
    ]);
    const covered = new Set(flagProtected.map((c) => c.route));
    const uncovered = documentedRoutes().filter(
      (r) => !publicRoutes.has(r) && !sessionOnly.has(r) && !covered.has(r),
    );
    expect(uncovered).toEqual([]);
  });
});
