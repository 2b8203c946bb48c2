import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { preschoolCarePeriods, preschoolChildren } from '../../db/schema/preschool.ts';
import { csrfHeaders, demoSessions, type TestApp, testApp } from '../../test/app.ts';
import { resetDatabase } from '../../test/database.ts';

let t: TestApp;
const sessions = demoSessions(() => t.app);
const cookieOf = sessions.cookieOf;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.app.close());

const get = async (who: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { cookie: await cookieOf(who) } });
const send = async (who: string, method: 'POST' | 'PUT', url: string, payload: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: await cookieOf(who), ...csrfHeaders },
    payload: payload as object,
  });

const guardian = (given: string, family: string) => ({
  mode: 'create',
  type: 'legalguardian',
  data: {
    given_name: given,
    family_name: family,
    email: `${given.toLowerCase()}.${family.toLowerCase()}@hemma.test`,
    phone: '070-123 45 67',
    street_address: 'Storgatan 1',
    postal_code: '114 55',
    city: 'Stockholm',
  },
});

const child = (given: string, careTimes: object[], guardians: unknown[]) => ({
  mode: 'create',
  type: 'child',
  data: { given_name: given, family_name: 'Testsson', civic_number: '230310-1234' },
  guardians,
  care_times: careTimes,
});

async function overviewChild(period: string, id: number) {
  const response = await get('forskolechef', `/api/preschool/4101/overview?period=${period}`);
  expect(response.statusCode).toBe(200);
  return response.json().children.find((c: { id: number }) => c.id === id);
}

describe('GET /api/preschool/locations', () => {
  it('lists only the units the user may access, with the own unit selected', async () => {
    const response = await get('forskolechef', '/api/preschool/locations');
    expect(response.json().locations).toEqual([
      expect.objectContaining({ id: 101, name: 'Förskolan Solrosen', cost_center: '4101', selected: true }),
    ]);
    expect((await get('admin', '/api/preschool/locations')).json().locations).toHaveLength(6);
    expect((await get('larare', '/api/preschool/locations')).json().locations).toEqual([]);
  });
});

describe('GET /api/preschool/{costCenter}', () => {
  it("pages the unit's children ten at a time with the total", async () => {
    const response = await get('forskolechef', '/api/preschool/4101');
    const { persons, meta } = response.json();
    const total = await t.database.db.$count(preschoolChildren, eq(preschoolChildren.locationId, 101));
    expect(meta).toEqual({ pageIndex: 0, pageSize: 10, pageLength: total });
    expect(persons).toHaveLength(10);
    expect(persons[0]).toMatchObject({
      type: 'child',
      guardians: expect.any(Array),
      care_times: expect.any(Array),
    });
    const last = await get('forskolechef', `/api/preschool/4101?pageIndex=${Math.floor((total - 1) / 10)}`);
    expect(last.json().persons).toHaveLength(total % 10 || 10);
    const beyond = await get('forskolechef', '/api/preschool/4101?pageIndex=999');
    expect(beyond.json()).toEqual({ persons: [], meta: { pageIndex: 999, pageSize: 10, pageLength: total } });
  });

  it('finds a child by civic number and by name in any case', async () => {
    const [someone] = await t.database.db
      .select()
      .from(preschoolChildren)
      .where(eq(preschoolChildren.locationId, 101))
      .limit(1);
    if (!someone) throw new Error('no child');
    const byCivic = await get('forskolechef', `/api/preschool/4101?search=${someone.civicNumber}`);
    expect(byCivic.json().persons.map((p: { id: number }) => p.id)).toContain(someone.id);
    const name = encodeURIComponent(`${someone.givenName.toUpperCase()} ${someone.familyName.toLowerCase()}`);
    const byName = await get('forskolechef', `/api/preschool/4101?search=${name}`);
    expect(byName.json().persons.map((p: { id: number }) => p.id)).toContain(someone.id);
  });

  it('searches guardians by e-mail with legalguardians=1', async () => {
    const page = (await get('forskolechef', '/api/preschool/4101?legalguardians=1')).json();
    const first = page.persons[0];
    expect(first).toMatchObject({ type: 'legalguardian', sub: first.email });
    const found = await get(
      'forskolechef',
      `/api/preschool/4101?legalguardians=1&search=${encodeURIComponent(first.email)}`,
    );
    expect(found.json().persons.map((p: { id: number }) => p.id)).toEqual([first.id]);
  });

  it('treats % and _ as plain characters', async () => {
    expect((await get('forskolechef', '/api/preschool/4101?search=%25')).json().meta.pageLength).toBe(0);
  });

  it('answers 403 for a unit the user may not access and 404 for one that does not exist', async () => {
    expect((await get('forskolechef', '/api/preschool/4102')).statusCode).toBe(403);
    expect((await get('larare', '/api/preschool/4101')).statusCode).toBe(403);
    expect((await get('admin', '/api/preschool/9999')).statusCode).toBe(404);
  });
});

describe('creating and editing, and the overview of a month', () => {
  beforeEach(async () => {
    await resetDatabase(t.database);
    sessions.forget();
  });

  it('bills the first month pro rata: start 2026-03-10, 2000 kr → 22/31, ~71 %, 1419 kr', async () => {
    const parent = await send(
      'forskolechef',
      'POST',
      '/api/preschool/4101/person',
      guardian('Anna', 'Testsson'),
    );
    expect(parent.statusCode).toBe(200);
    expect(parent.json()).toEqual({ id: expect.any(Number), search: 'Anna Testsson' });
    const created = await send(
      'forskolechef',
      'POST',
      '/api/preschool/4101/person',
      child(
        'Ella',
        [{ start: '2026-03-10', cost: '2 000', care_time: 'Heltid', department: 'Humlan' }],
        [parent.json().id],
      ),
    );
    expect(created.statusCode).toBe(200);
    const row = await overviewChild('2026-03', created.json().id);
    expect(row).toMatchObject({
      given_name: 'Ella',
      department: 'Humlan',
      invoice_cost: 1419,
      invoice_status: 16,
      guardians: [expect.objectContaining({ given_name: 'Anna', percent: 100 })],
    });
    expect(row.invoice_lines).toEqual([
      expect.objectContaining({
        type: 16,
        status: 'Första månaden',
        status_message: 'Första månaden ~71%',
        cost: 1419,
      }),
    ]);
    expect((await overviewChild('2026-02', created.json().id)).invoice_lines[0]).toMatchObject({
      type: 2,
      status_message: 'Startar 2026-03-10',
      cost: 0,
    });
    expect((await overviewChild('2026-04', created.json().id)).invoice_lines[0]).toMatchObject({
      type: 64,
      cost: 2000,
    });
  });

  it('bills the last month pro rata and splits a second guardian 50/50', async () => {
    const first = (
      await send('forskolechef', 'POST', '/api/preschool/4101/person', guardian('Bo', 'Testsson'))
    ).json();
    const second = (
      await send('forskolechef', 'POST', '/api/preschool/4101/person', guardian('Cia', 'Testsson'))
    ).json();
    const created = await send(
      'forskolechef',
      'POST',
      '/api/preschool/4101/person',
      child('Otto', [{ start: '2025-08-01', end: '2026-04-20', cost: 1500 }], [first.id]),
    );
    const id = created.json().id;
    const edited = await send('forskolechef', 'PUT', '/api/preschool/4101/person', {
      ...guardian('Cia', 'Testsson'),
      mode: 'edit',
      guardian_id: second.id,
      children_ids: [id],
    });
    expect(edited.statusCode).toBe(200);
    const row = await overviewChild('2026-04', id);
    expect(row.invoice_lines[0]).toMatchObject({
      type: 32,
      status_message: 'Sista månaden ~67%',
      cost: 1000,
    });
    expect(row.guardians.map((g: { percent: number }) => g.percent)).toEqual([50, 50]);
    expect((await overviewChild('2026-05', id)).invoice_lines[0]).toMatchObject({
      type: 4,
      status_message: 'Slutade 2026-04-20',
    });
  });

  it('shows a child without guardian as invalid and leaves inactive children out', async () => {
    const orphan = await send(
      'forskolechef',
      'POST',
      '/api/preschool/4101/person',
      child('Ivar', [{ start: '2026-01-01', cost: 1000 }], []),
    );
    const row = await overviewChild('2026-03', orphan.json().id);
    expect(row.invoice_lines).toEqual([
      expect.objectContaining({ type: 8, status_message: 'Saknar VH', cost: 0 }),
    ]);
    const inactive = {
      ...child('Vera', [{ start: '2026-01-01', cost: 1000 }], []),
      data: { ...child('Vera', [], []).data, active: false },
    };
    const created = await send('forskolechef', 'POST', '/api/preschool/4101/person', inactive);
    expect(await overviewChild('2026-03', created.json().id)).toBeUndefined();
  });

  it('saves the overview batch all together, and none of it when one item fails', async () => {
    const parent = (
      await send('forskolechef', 'POST', '/api/preschool/4101/person', guardian('Dan', 'Testsson'))
    ).json();
    const a = (
      await send(
        'forskolechef',
        'POST',
        '/api/preschool/4101/person',
        child('Alva', [{ start: '2026-01-01', cost: 1000 }], [parent.id]),
      )
    ).json();
    const b = (
      await send(
        'forskolechef',
        'POST',
        '/api/preschool/4101/person',
        child('Bill', [{ start: '2026-01-01', cost: 1000 }], [parent.id]),
      )
    ).json();
    const edit = (id: number, given: string) => ({
      mode: 'edit',
      type: 'child',
      child_id: id,
      data: {
        given_name: given,
        family_name: 'Testsson',
        civic_number: '230310-1234',
        active: true,
        start: '',
        end: '',
      },
      care_times: [],
    });
    const [other] = await t.database.db
      .select()
      .from(preschoolChildren)
      .where(eq(preschoolChildren.locationId, 102))
      .limit(1);
    const failing = await send('forskolechef', 'PUT', '/api/preschool/4101/person', [
      edit(a.id, 'Alvina'),
      edit(other?.id ?? 0, 'X'),
    ]);
    expect(failing.statusCode).toBe(404);
    expect((await overviewChild('2026-03', a.id)).given_name).toBe('Alva');
    const saved = await send('forskolechef', 'PUT', '/api/preschool/4101/person', [
      edit(a.id, 'Alvina'),
      edit(b.id, 'Billy'),
    ]);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().items).toEqual([
      { id: a.id, search: 'Alvina Testsson' },
      { id: b.id, search: 'Billy Testsson' },
    ]);
    expect((await overviewChild('2026-03', b.id)).given_name).toBe('Billy');
    expect((await overviewChild('2026-03', a.id)).siblings).toEqual([expect.objectContaining({ id: b.id })]);
  });

  it('marks a care period deleted and restores it', async () => {
    const parent = (
      await send('forskolechef', 'POST', '/api/preschool/4101/person', guardian('Eva', 'Testsson'))
    ).json();
    const created = (
      await send(
        'forskolechef',
        'POST',
        '/api/preschool/4101/person',
        child('Elsa', [{ start: '2026-01-01', cost: 1000 }], [parent.id]),
      )
    ).json();
    const [period] = await t.database.db
      .select()
      .from(preschoolCarePeriods)
      .where(eq(preschoolCarePeriods.childId, created.id));
    const toggle = (deleted: boolean) =>
      send('forskolechef', 'PUT', '/api/preschool/4101/person', {
        mode: 'edit',
        type: 'child',
        child_id: created.id,
        data: { given_name: 'Elsa', family_name: 'Testsson', civic_number: '230310-1234' },
        care_times: [{ id: period?.id, start: '2026-01-01', cost: 1000, _delete: deleted }],
      });
    await toggle(true);
    expect((await overviewChild('2026-03', created.id)).invoice_lines[0]).toMatchObject({
      type: 8,
      status_message: 'Saknar omsorg',
    });
    await toggle(false);
    expect((await overviewChild('2026-03', created.id)).invoice_cost).toBe(1000);
  });
});

describe('invalid bodies', () => {
  const cases: [string, object, string][] = [
    ['a civic number in another form', child('Ada', [], []), ''],
    [
      'a cost with a comma',
      child('Ada', [{ start: '2026-01-01', cost: '12,5' }], []),
      'Använd formatet 123.4 (punkt)',
    ],
    [
      'a date that does not exist',
      child('Ada', [{ start: '2026-02-30', cost: 100 }], []),
      'Använd formatet YYYY-MM-DD',
    ],
    [
      'a guardian without e-mail',
      { ...guardian('Ola', 'Testsson'), data: { ...guardian('Ola', 'Testsson').data, email: '' } },
      'Obligatoriskt',
    ],
    [
      'a phone with letters',
      { ...guardian('Ola', 'Testsson'), data: { ...guardian('Ola', 'Testsson').data, phone: '070-abc' } },
      'Endast siffror, mellanslag, +, - och parenteser',
    ],
  ];
  cases[0] = [
    'a civic number in another form',
    { ...child('Ada', [], []), data: { given_name: 'Ada', family_name: 'T', civic_number: '2023-03-10' } },
    'Använd formatet yymmdd-nnnn',
  ];

  it.each(cases)(
    'answer 400 with the form message for %s and write nothing',
    async (_name, body, message) => {
      const before = await t.database.db.$count(preschoolChildren);
      const response = await send('forskolechef', 'POST', '/api/preschool/4101/person', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toContain(message);
      expect(await t.database.db.$count(preschoolChildren)).toBe(before);
    },
  );

  it('answer 400 when shares are given for more than two guardians', async () => {
    const page = (await get('forskolechef', '/api/preschool/4101?legalguardians=1')).json();
    const three = page.persons.slice(0, 3).map((p: { id: number }) => ({ id: p.id, percent: 33 }));
    const response = await send(
      'forskolechef',
      'POST',
      '/api/preschool/4101/person',
      child('Ada', [], three),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('guardians: Delad vårdnad mellan 3 vårdnadshavare stöds inte');
  });

  it('answer 400 for an edit sent as a create', async () => {
    const response = await send('forskolechef', 'POST', '/api/preschool/4101/person', {
      ...guardian('Ola', 'T'),
      mode: 'edit',
    });
    expect(response.statusCode).toBe(400);
  });

  it('answer 400 for a month that is not YYYY-MM', async () => {
    expect((await get('forskolechef', '/api/preschool/4101/overview?period=2026-13')).statusCode).toBe(400);
  });
});

describe('invoice data', () => {
  it('needs preschool BILLING at the unit', async () => {
    const page = (await get('forskolechef', '/api/preschool/4101?legalguardians=1')).json();
    const id = page.persons[0].id;
    expect((await get('forskolechef', `/api/preschool/4101/invoices/${id}`)).json()).toEqual({
      invoices: [],
    });
    expect((await get('forskollarare', `/api/preschool/4101/invoices/${id}`)).statusCode).toBe(403);
  });
});
