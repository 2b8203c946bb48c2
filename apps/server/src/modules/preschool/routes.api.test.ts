import { ZGuardianInvoicesResponse } from '@kansli/domain/preschool/guardian-invoices';
import { ZPreschoolLocationsResponse } from '@kansli/domain/preschool/list-locations';
import { ZPreschoolSaveResponse } from '@kansli/domain/preschool/save-person';
import { ZPreschoolSearchResponse } from '@kansli/domain/preschool/search-persons';
import { ZOverviewResponse } from '@kansli/domain/preschool/unit-overview';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { preschoolCarePeriods, preschoolChildren } from '../../db/schema/preschool.ts';
import { apiAs, type TestApp, testApp } from '../../test/app.ts';
import { resetDatabase } from '../../test/database.ts';

let t: TestApp;
const as = apiAs(() => t.app);
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.app.close());

const create = (body: unknown) =>
  as('forskolechef').post('/api/preschool/4101/person', body, ZPreschoolSaveResponse);
const edit = (body: unknown) =>
  as('forskolechef').put('/api/preschool/4101/person', body, ZPreschoolSaveResponse);
const search = (query = '') =>
  as('forskolechef').get(`/api/preschool/4101${query}`, ZPreschoolSearchResponse);

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

let civicSerial = 0;
/** A civic number no other child has: a temporary number with a letter, which the seed never makes. */
const newCivicNumber = () => `230310-T${String(++civicSerial).padStart(3, '0')}`;

const child = (given: string, careTimes: object[], guardians: unknown[], civic = newCivicNumber()) => ({
  mode: 'create',
  type: 'child',
  data: { given_name: given, family_name: 'Testsson', civic_number: civic },
  guardians,
  care_times: careTimes,
});

/** The id of a saved person; fails the test when the save failed. */
async function savedId(saving: ReturnType<typeof create>): Promise<number> {
  const answer = await saving;
  expect(answer.error).toBeUndefined();
  return answer.body.id;
}

async function overviewChild(period: string, id: number) {
  const answer = await as('forskolechef').get(
    `/api/preschool/4101/overview?period=${period}`,
    ZOverviewResponse,
  );
  expect(answer.status).toBe(200);
  return answer.body.children.find((c) => c.id === id);
}

describe('GET /api/preschool/locations', () => {
  it('lists only the units the user may access, with the own unit selected', async () => {
    const locations = async (who: 'forskolechef' | 'admin' | 'larare') =>
      (await as(who).get('/api/preschool/locations', ZPreschoolLocationsResponse)).body.locations;
    expect(await locations('forskolechef')).toEqual([
      expect.objectContaining({ id: 101, name: 'Förskolan Solrosen', cost_center: '4101', selected: true }),
    ]);
    expect(await locations('admin')).toHaveLength(6);
    expect(await locations('larare')).toEqual([]);
  });
});

describe('GET /api/preschool/{costCenter}', () => {
  it("pages the unit's children ten at a time with the total", async () => {
    const { persons, meta } = (await search()).body;
    const total = await t.database.db.$count(preschoolChildren, eq(preschoolChildren.locationId, 101));
    expect(meta).toEqual({ pageIndex: 0, pageSize: 10, pageLength: total });
    expect(persons).toHaveLength(10);
    expect(persons[0]).toMatchObject({
      type: 'child',
      guardians: expect.any(Array),
      care_times: expect.any(Array),
    });
    const last = await search(`?pageIndex=${Math.floor((total - 1) / 10)}`);
    expect(last.body.persons).toHaveLength(total % 10 || 10);
    const beyond = await search('?pageIndex=999');
    expect(beyond.body).toEqual({ persons: [], meta: { pageIndex: 999, pageSize: 10, pageLength: total } });
  });

  it('finds a child by civic number and by name in any case', async () => {
    const [someone] = await t.database.db
      .select()
      .from(preschoolChildren)
      .where(eq(preschoolChildren.locationId, 101))
      .limit(1);
    if (!someone) throw new Error('no child');
    const byCivic = await search(`?search=${someone.civicNumber}`);
    expect(byCivic.body.persons.map((p) => p.id)).toContain(someone.id);
    const name = encodeURIComponent(`${someone.givenName.toUpperCase()} ${someone.familyName.toLowerCase()}`);
    const byName = await search(`?search=${name}`);
    expect(byName.body.persons.map((p) => p.id)).toContain(someone.id);
  });

  it('finds a child by civic number with or without the century and the hyphen', async () => {
    const children = await t.database.db
      .select()
      .from(preschoolChildren)
      .where(eq(preschoolChildren.locationId, 101));
    const someone = children.find((child) => /^\d{6}-\d{4}$/.test(child.civicNumber));
    if (!someone) throw new Error('no child with a civic number yymmdd-nnnn');
    const digits = someone.civicNumber.replace('-', '');
    // Children in preschool are born in this century.
    for (const typed of [someone.civicNumber, digits, `20${digits}`, `20${someone.civicNumber}`]) {
      const found = await search(`?search=${encodeURIComponent(typed)}`);
      expect(
        found.body.persons.map((p) => p.id),
        typed,
      ).toEqual([someone.id]);
    }
  });

  it('searches guardians by e-mail with legalguardians=1', async () => {
    const [first] = (await search('?legalguardians=1')).body.persons;
    if (!first) throw new Error('no guardian');
    expect(first).toMatchObject({ type: 'legalguardian', sub: first.email });
    const found = await search(`?legalguardians=1&search=${encodeURIComponent(first.email)}`);
    expect(found.body.persons.map((p) => p.id)).toEqual([first.id]);
  });

  it('treats % and _ as plain characters', async () => {
    expect((await search('?search=%25')).body.meta.pageLength).toBe(0);
  });

  it('answers 403 for a unit the user may not access and 404 for one that does not exist', async () => {
    expect((await as('forskolechef').get('/api/preschool/4102')).status).toBe(403);
    expect((await as('larare').get('/api/preschool/4101')).status).toBe(403);
    expect((await as('admin').get('/api/preschool/9999')).status).toBe(404);
  });
});

describe('the overview kept between requests', () => {
  beforeEach(async () => {
    await resetDatabase(t.database);
    as.forget();
  });

  it('answers the data as it is after a save through the API and after a write to the database itself', async () => {
    const id = await savedId(create(child('Ella', [{ start: '2026-03-01', cost: 1000 }], [])));
    expect((await overviewChild('2026-03', id))?.cost).toBe(1000);
    // Asked again with nothing changed: the same answer.
    expect((await overviewChild('2026-03', id))?.cost).toBe(1000);

    const [period] = await t.database.db
      .select({ id: preschoolCarePeriods.id })
      .from(preschoolCarePeriods)
      .where(eq(preschoolCarePeriods.childId, id));
    const changed = await edit({
      mode: 'edit',
      type: 'child',
      child_id: id,
      data: { given_name: 'Ella', family_name: 'Testsson', civic_number: '230310-T900' },
      care_times: [{ id: period?.id, start: '2026-03-01', cost: 1200 }],
    });
    expect(changed.status).toBe(200);
    expect((await overviewChild('2026-03', id))?.cost).toBe(1200);

    // Another instance of the app, or staff of the database, writing directly.
    await t.database.db
      .update(preschoolChildren)
      .set({ note: 'Hämtas 15' })
      .where(eq(preschoolChildren.id, id));
    expect((await overviewChild('2026-03', id))?.note).toBe('Hämtas 15');
    await t.database.db
      .update(preschoolCarePeriods)
      .set({ costOre: 130_000 })
      .where(eq(preschoolCarePeriods.childId, id));
    expect((await overviewChild('2026-03', id))?.cost).toBe(1300);
  });
});

describe('creating and editing, and the overview of a month', () => {
  beforeEach(async () => {
    await resetDatabase(t.database);
    as.forget();
  });

  it('bills the first month pro rata: start 2026-03-10, 2000 kr → 22/31, ~71 %, 1419 kr', async () => {
    const parent = await create(guardian('Anna', 'Testsson'));
    expect(parent.status).toBe(200);
    expect(parent.body).toEqual({ id: expect.any(Number), search: 'Anna Testsson' });
    const created = await create(
      child(
        'Ella',
        [{ start: '2026-03-10', cost: '2 000', care_time: 'Heltid', department: 'Humlan' }],
        [parent.body.id],
      ),
    );
    expect(created.status).toBe(200);
    const row = await overviewChild('2026-03', created.body.id);
    expect(row).toMatchObject({
      given_name: 'Ella',
      department: 'Humlan',
      invoice_cost: 1419,
      invoice_status: 16,
      guardians: [expect.objectContaining({ given_name: 'Anna', percent: 100 })],
    });
    expect(row?.invoice_lines).toEqual([
      expect.objectContaining({
        type: 16,
        status: 'Första månaden',
        status_message: 'Första månaden ~71%',
        cost: 1419,
      }),
    ]);
    expect((await overviewChild('2026-02', created.body.id))?.invoice_lines[0]).toMatchObject({
      type: 2,
      status_message: 'Startar 2026-03-10',
      cost: 0,
    });
    expect((await overviewChild('2026-04', created.body.id))?.invoice_lines[0]).toMatchObject({
      type: 64,
      cost: 2000,
    });
  });

  it('bills the last month pro rata and splits a second guardian 50/50', async () => {
    const first = await savedId(create(guardian('Bo', 'Testsson')));
    const second = await savedId(create(guardian('Cia', 'Testsson')));
    const id = await savedId(
      create(child('Otto', [{ start: '2025-08-01', end: '2026-04-20', cost: 1500 }], [first])),
    );
    const edited = await edit({
      ...guardian('Cia', 'Testsson'),
      mode: 'edit',
      guardian_id: second,
      children_ids: [id],
    });
    expect(edited.status).toBe(200);
    const row = await overviewChild('2026-04', id);
    expect(row?.invoice_lines[0]).toMatchObject({
      type: 32,
      status_message: 'Sista månaden ~67%',
      cost: 1000,
    });
    expect(row?.guardians.map((g) => g.percent)).toEqual([50, 50]);
    expect((await overviewChild('2026-05', id))?.invoice_lines[0]).toMatchObject({
      type: 4,
      status_message: 'Slutade 2026-04-20',
    });
  });

  it('shows a child without guardian as invalid and leaves inactive children out', async () => {
    const orphan = await savedId(create(child('Ivar', [{ start: '2026-01-01', cost: 1000 }], [])));
    const row = await overviewChild('2026-03', orphan);
    expect(row?.invoice_lines).toEqual([
      expect.objectContaining({ type: 8, status_message: 'Saknar VH', cost: 0 }),
    ]);
    const inactive = {
      ...child('Vera', [{ start: '2026-01-01', cost: 1000 }], []),
      data: { ...child('Vera', [], []).data, active: false },
    };
    const created = await savedId(create(inactive));
    expect(await overviewChild('2026-03', created)).toBeUndefined();
  });

  it('saves the overview batch all together, and none of it when one item fails', async () => {
    const parent = await savedId(create(guardian('Dan', 'Testsson')));
    const civic = [newCivicNumber(), newCivicNumber()] as const;
    const a = await savedId(create(child('Alva', [{ start: '2026-01-01', cost: 1000 }], [parent], civic[0])));
    const b = await savedId(create(child('Bill', [{ start: '2026-01-01', cost: 1000 }], [parent], civic[1])));
    const editOf = (id: number, given: string) => ({
      mode: 'edit',
      type: 'child',
      child_id: id,
      data: {
        given_name: given,
        family_name: 'Testsson',
        civic_number: id === a ? civic[0] : id === b ? civic[1] : newCivicNumber(),
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
    const failing = await edit([editOf(a, 'Alvina'), editOf(other?.id ?? 0, 'X')]);
    expect(failing.status).toBe(404);
    expect((await overviewChild('2026-03', a))?.given_name).toBe('Alva');
    const saved = await edit([editOf(a, 'Alvina'), editOf(b, 'Billy')]);
    expect(saved.status).toBe(200);
    expect(saved.body.items).toEqual([
      { id: a, search: 'Alvina Testsson' },
      { id: b, search: 'Billy Testsson' },
    ]);
    expect((await overviewChild('2026-03', b))?.given_name).toBe('Billy');
    expect((await overviewChild('2026-03', a))?.siblings).toEqual([expect.objectContaining({ id: b })]);
  });

  it('marks a care period deleted and restores it', async () => {
    const parent = await savedId(create(guardian('Eva', 'Testsson')));
    const civic = newCivicNumber();
    const created = await savedId(
      create(child('Elsa', [{ start: '2026-01-01', cost: 1000 }], [parent], civic)),
    );
    const [period] = await t.database.db
      .select()
      .from(preschoolCarePeriods)
      .where(eq(preschoolCarePeriods.childId, created));
    const toggle = (deleted: boolean) =>
      edit({
        mode: 'edit',
        type: 'child',
        child_id: created,
        data: { given_name: 'Elsa', family_name: 'Testsson', civic_number: civic },
        care_times: [{ id: period?.id, start: '2026-01-01', cost: 1000, _delete: deleted }],
      });
    expect((await toggle(true)).status).toBe(200);
    expect((await overviewChild('2026-03', created))?.invoice_lines[0]).toMatchObject({
      type: 8,
      status_message: 'Saknar omsorg',
    });
    expect((await toggle(false)).status).toBe(200);
    expect((await overviewChild('2026-03', created))?.invoice_cost).toBe(1000);
  });

  it('stores a cost of 1234.5 kr as 123 450 öre and answers it as 1234.5 kr', async () => {
    const parent = await savedId(create(guardian('Gun', 'Testsson')));
    const id = await savedId(create(child('Gry', [{ start: '2026-01-01', cost: '1 234.5' }], [parent])));
    const [stored] = await t.database.db
      .select()
      .from(preschoolCarePeriods)
      .where(eq(preschoolCarePeriods.childId, id));
    expect(stored?.costOre).toBe(123_450);
    const row = await overviewChild('2026-03', id);
    expect(row?.cost).toBe(1234.5);
    expect(row?.care_times[0]?.cost).toBe(1234.5);
    expect(row?.invoice_cost).toBe(1235);
  });
});

describe('a cost stored before the limit', () => {
  beforeEach(async () => {
    await resetDatabase(t.database);
    as.forget();
  });

  /** Stores a care period as a row written before the constraint existed could hold it. */
  async function storeUnchecked(childId: number, costOre: number) {
    const { db } = t.database;
    await db.execute(`alter table preschool_care_periods drop constraint preschool_care_periods_cost`);
    try {
      await db.insert(preschoolCarePeriods).values({ childId, start: '2026-01-01', costOre });
    } finally {
      // As migration 0003 leaves it: new rows are checked, older ones are not.
      await db.execute(
        `alter table preschool_care_periods add constraint preschool_care_periods_cost
         check (cost_ore is null or cost_ore between 0 and 10000000) not valid`,
      );
    }
  }

  it('is refused by the database when written now', async () => {
    const [someone] = await t.database.db.select().from(preschoolChildren).limit(1);
    await expect(
      t.database.db
        .insert(preschoolCarePeriods)
        .values({ childId: someone?.id ?? 0, start: '2026-01-01', costOre: 20_000_000_000 }),
    ).rejects.toThrow();
  });

  it("of 200 000 000 kr does not break the unit's overview: the child's line says it is invalid", async () => {
    const parent = await savedId(create(guardian('Hans', 'Testsson')));
    const id = await savedId(create(child('Hugo', [], [parent])));
    const billed = await savedId(create(child('Hedda', [{ start: '2026-01-01', cost: 1000 }], [parent])));
    await storeUnchecked(id, 20_000_000_000);

    const overview = await as('forskolechef').get(
      '/api/preschool/4101/overview?period=2026-03',
      ZOverviewResponse,
    );
    expect(overview.status).toBe(200);
    const row = overview.body.children.find((c) => c.id === id);
    expect(row?.invoice_lines).toEqual([
      expect.objectContaining({ type: 8, status: 'Ej giltig', status_message: 'Ogiltig kostnad', cost: 0 }),
    ]);
    expect(row?.cost).toBe(200_000_000);
    expect(overview.body.children.find((c) => c.id === billed)?.invoice_cost).toBe(1000);
    expect((await search(`?search=Hugo`)).status).toBe(200);
  });
});

describe('invalid bodies', () => {
  const cases: [string, object, string][] = [
    [
      'a civic number in another form',
      { ...child('Ada', [], []), data: { given_name: 'Ada', family_name: 'T', civic_number: '2023-03-10' } },
      'Använd formatet yymmdd-nnnn',
    ],
    [
      'a cost with both a thousands point and a decimal comma',
      child('Ada', [{ start: '2026-01-01', cost: '1.420,5' }], []),
      'Använd formatet 123.4 (punkt)',
    ],
    [
      'a cost with three decimals, which is never rounded',
      child('Ada', [{ start: '2026-01-01', cost: '1.005' }], []),
      'care_times.0.cost: Använd formatet 123.4 (punkt)',
    ],
    [
      'a cost of 200 000 000 kr',
      child('Ada', [{ start: '2026-01-01', cost: '200 000 000' }], []),
      'care_times.0.cost: Kostnaden får vara högst 100 000 kr i månaden',
    ],
    [
      'a cost of 23 digits',
      child('Ada', [{ start: '2026-01-01', cost: '12345678901234567890123' }], []),
      'care_times.0.cost: Kostnaden får vara högst 100 000 kr i månaden',
    ],
    [
      'a cost of 23 digits as a number',
      child('Ada', [{ start: '2026-01-01', cost: 1.2345678901234568e22 }], []),
      'care_times.0.cost: Kostnaden får vara högst 100 000 kr i månaden',
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

  it.each(cases)(
    'answer 400 with the form message for %s and write nothing',
    async (_name, body, message) => {
      const before = await t.database.db.$count(preschoolChildren);
      const answer = await create(body);
      expect(answer.status).toBe(400);
      expect(answer.error?.message).toContain(message);
      expect(await t.database.db.$count(preschoolChildren)).toBe(before);
    },
  );

  it('answer 400 when shares are given for more than two guardians', async () => {
    const page = (await search('?legalguardians=1')).body;
    const three = page.persons.slice(0, 3).map((p) => ({ id: p.id, percent: 33 }));
    const answer = await create(child('Ada', [], three));
    expect(answer.status).toBe(400);
    expect(answer.error?.message).toBe('guardians: Delad vårdnad mellan 3 vårdnadshavare stöds inte');
  });

  it('answer 400 for an edit sent as a create', async () => {
    expect((await create({ ...guardian('Ola', 'T'), mode: 'edit' })).status).toBe(400);
  });

  it('answer 400 for a month that is not YYYY-MM', async () => {
    expect((await as('forskolechef').get('/api/preschool/4101/overview?period=2026-13')).status).toBe(400);
    expect((await as('forskolechef').get('/api/preschool/4101/overview?period=0000-03')).status).toBe(400);
  });
});

describe('no input gives a 500', () => {
  const big = 2 ** 31;
  const withData = (data: object) => ({
    ...child('Ada', [], []),
    data: { ...child('Ada', [], []).data, ...data },
  });
  const requests: [string, 'GET' | 'POST' | 'PUT', string, unknown][] = [
    [
      'a child id beyond the database’s integers',
      'PUT',
      '/person',
      { ...child('Ada', [], []), mode: 'edit', child_id: big },
    ],
    ['a guardian id beyond them', 'POST', '/person', child('Ada', [], [big])],
    [
      'a child id beyond them on a guardian',
      'POST',
      '/person',
      { ...guardian('Ola', 'T'), children_ids: [big] },
    ],
    ['a care period id beyond them', 'POST', '/person', child('Ada', [{ id: big, start: '2026-01-01' }], [])],
    [
      'a care period id of another child',
      'POST',
      '/person',
      child('Ada', [{ id: 1, start: '2026-01-01' }], []),
    ],
    ['a person id beyond them in the path', 'GET', '/invoices/99999999999', undefined],
    ['a name of 3000 characters', 'POST', '/person', withData({ family_name: 'Å'.repeat(3000) })],
    ['a NUL character in a name', 'POST', '/person', withData({ given_name: 'A\u0000da' })],
    [
      'a NUL character in a note',
      'POST',
      '/person',
      child('Ada', [{ start: '2026-01-01', note: 'a\u0000' }], []),
    ],
    [
      'an end before the start of the first period',
      'POST',
      '/person',
      { ...withData({ start: '2026-03-10', end: '2026-03-01' }), care_times: undefined },
    ],
    ['a NUL character in the search', 'GET', '?search=a%00b', undefined],
    ['a page beyond the last there may be', 'GET', '?pageIndex=100001', undefined],
    ['a body that is a number', 'POST', '/person', 5],
    ['a body of nested nonsense', 'PUT', '/person', [[{ mode: 'edit' }]]],
  ];

  it.each(requests)('answers %s with a 4xx and writes nothing', async (_name, method, path, payload) => {
    const before = await t.database.db.$count(preschoolCarePeriods);
    const url = `/api/preschool/4101${path}`;
    const who = as('forskolechef');
    const answer =
      method === 'GET'
        ? await who.get(url)
        : method === 'POST'
          ? await who.post(url, payload)
          : await who.put(url, payload);
    expect(answer.status, JSON.stringify(answer.error)).toBeGreaterThanOrEqual(400);
    expect(answer.status, JSON.stringify(answer.error)).toBeLessThan(500);
    expect(await t.database.db.$count(preschoolCarePeriods)).toBe(before);
  });

  it('answers a NUL character in the cost center with a 400', async () => {
    expect((await as('admin').get('/api/preschool/41%0001')).status).toBe(400);
  });
});

describe('invoice data', () => {
  it('needs preschool BILLING at the unit', async () => {
    const [first] = (await search('?legalguardians=1')).body.persons;
    const url = `/api/preschool/4101/invoices/${first?.id}`;
    expect((await as('forskolechef').get(url, ZGuardianInvoicesResponse)).body).toEqual({ invoices: [] });
    expect((await as('forskollarare').get(url)).status).toBe(403);
  });
});
