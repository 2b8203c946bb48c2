import { addMonths, dateOfEpochDay, epochDay, monthOfDate } from '@kansli/domain/calendar/dates';
import { ZChromebookLocations } from '@kansli/domain/chromebooks/invoice';
import { ZPublishLocations } from '@kansli/domain/groups/publishing';
import {
  type TLocationSaveInput,
  type TOrganisationLocation,
  ZLocationCreated,
  ZOrganisationLocation,
  ZOrganisationLocations,
} from '@kansli/domain/organisation/locations';
import { ZPersonLocationRoles, ZRoleSearchHits } from '@kansli/domain/persons/location-roles';
import { ZInvoiceListResponse } from '@kansli/domain/preschool/invoice-list';
import { ZPreschoolLocationsResponse } from '@kansli/domain/preschool/list-locations';
import { ZPreschoolSaveResponse } from '@kansli/domain/preschool/save-person';
import { ZOverviewResponse } from '@kansli/domain/preschool/unit-overview';
import { ZSynchronizations } from '@kansli/domain/schools/synchronizations';
import { ZLocationInfo, ZLocationList } from '@kansli/domain/schools/units';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { systemClock } from '../../context/clock.ts';
import { auditEvents } from '../../db/schema/audit.ts';
import { preschoolCarePeriods, preschoolChildren } from '../../db/schema/preschool.ts';
import { apiAs, type TestApp, testApp } from '../../test/app.ts';
import { resetDatabase } from '../../test/database.ts';
import { personIdOf, roleIdOf } from '../../test/people.ts';

// Superadmin › Organisation on the seeded organisation: the units read, made, changed and ended, and
// every other screen seeing the change at once.

let t: TestApp;
let as = apiAs(() => t.app);
const TODAY = systemClock.today();
const dayAfter = (days: number) => dateOfEpochDay(epochDay(TODAY) + days);
const MONTH = monthOfDate(TODAY);

beforeAll(async () => {
  t = await testApp();
});
// Each test starts from the seeded organisation, signed in anew (the reset ends every session).
beforeEach(async () => {
  await resetDatabase(t.database);
  as = apiAs(() => t.app);
});
afterAll(() => t.app.close());

const URL = '/api/organisation/locations';

async function organisation(): Promise<TOrganisationLocation[]> {
  const { status, body } = await as('admin').get(URL, ZOrganisationLocations);
  expect(status).toBe(200);
  return body.locations;
}

async function unit(id: number): Promise<TOrganisationLocation> {
  const found = (await organisation()).find((location) => location.id === id);
  if (!found) throw new Error(`no unit ${id}`);
  return found;
}

async function create(body: TLocationSaveInput): Promise<number> {
  const made = await as('admin').post(URL, body, ZLocationCreated);
  expect(made.status, JSON.stringify(made.error)).toBe(201);
  return made.body.id;
}

const newPreschool = {
  parent_id: 100,
  name: 'Förskolan Ekbacken',
  business_id: 100,
  cost_center: '4107',
  departments: [{ name: 'Blåbäret' }, { name: 'Lingonet' }],
  communes: ['Solna', 'Sundbyberg'],
} satisfies TLocationSaveInput;

const newSchool = {
  parent_id: 1,
  name: 'Ekbackens grundskola',
  business_id: 200,
  cost_center: '5203',
  system_ids: [{ system: 'schoolsoft', system_id: 'ss-5203', system_segment: null }],
  freshservice_id: 27_000_000_203,
} satisfies TLocationSaveInput;

async function auditsOf(action: string, entityId: number) {
  return t.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.entityId, String(entityId))));
}

describe('GET /api/organisation/locations', () => {
  it('answers every unit in the shape of the issue, a preschool with its departments and communes', async () => {
    const locations = await organisation();
    expect(locations.map((location) => location.id).sort((a, b) => a - b)).toEqual([
      1, 10, 100, 101, 102, 103, 104, 105, 106, 201, 202, 211, 212, 221,
    ]);
    const solrosen = locations.find((location) => location.id === 101);
    expect(solrosen).toMatchObject({
      parent_id: 100,
      name: 'Förskolan Solrosen',
      business_id: 100,
      cost_center: '4101',
      ended_at: null,
      preschool: true,
      communes: ['Stockholm', 'Solna', 'Sundbyberg', 'Nacka'],
    });
    expect(solrosen?.departments.map((department) => department.name)).toEqual([
      'Humlan',
      'Myran',
      'Fjärilen',
      'Nyckelpigan',
    ]);
    expect(solrosen?.departments.every((department) => department.id > 0)).toBe(true);
    expect(locations.find((location) => location.id === 100)).toMatchObject({
      business_id: 100,
      preschool: false,
      departments: [],
    });
    const centrum = locations.find((location) => location.id === 201);
    expect(centrum?.system_ids).toContainEqual({
      system: 'skola24',
      system_id: expect.any(String),
      system_segment: 'nordljus',
    });
    expect(centrum?.freshservice_id).toBe(27_000_000_201);
  });

  it('keeps what the preschool screen answers of a unit as it was', async () => {
    const { body } = await as('forskolechef').get('/api/preschool/locations', ZPreschoolLocationsResponse);
    expect(body.locations).toEqual([
      {
        id: 101,
        name: 'Förskolan Solrosen',
        cost_center: '4101',
        communes: ['Stockholm', 'Solna', 'Sundbyberg', 'Nacka'],
        departments: ['Humlan', 'Myran', 'Fjärilen', 'Nyckelpigan'],
        selected: true,
      },
    ]);
  });
});

describe('making a unit', () => {
  it('makes a preschool that every screen offers at once, where staff register and invoice a child', async () => {
    // The permission checks have read the tree before the unit exists.
    expect((await as('admin').get('/api/preschool/locations', ZPreschoolLocationsResponse)).status).toBe(200);
    const id = await create(newPreschool);
    const made = await unit(id);
    expect(made).toMatchObject({
      parent_id: 100,
      name: 'Förskolan Ekbacken',
      business_id: 100,
      cost_center: '4107',
      preschool: true,
      communes: ['Solna', 'Sundbyberg'],
      system_ids: [],
      freshservice_id: null,
      ended_at: null,
    });
    expect(made.departments.map((department) => department.name)).toEqual(['Blåbäret', 'Lingonet']);

    const offered = await as('admin').get('/api/preschool/locations', ZPreschoolLocationsResponse);
    expect(offered.body.locations.find((location) => location.id === id)).toMatchObject({
      cost_center: '4107',
      departments: ['Blåbäret', 'Lingonet'],
      communes: ['Solna', 'Sundbyberg'],
    });
    const hits = await as('support').get('/api/roles/search/ekbacken', ZRoleSearchHits);
    expect(hits.body.some((hit) => hit.location_id === id && hit.role_name === 'Förskolechef')).toBe(true);

    // A preschool manager given the role there registers a guardian and a child, and sees the fee.
    const manager = await personIdOf(t.database.db, 'forskolechef@kansli.test');
    const given = await as('admin').post(
      `/api/person/${manager}/addRole`,
      { role_id: await roleIdOf(t.database.db, 'Förskolechef'), location_id: id },
      ZPersonLocationRoles,
    );
    expect(given.status).toBe(200);
    const save = (body: unknown) =>
      as('forskolechef').post('/api/preschool/4107/person', body, ZPreschoolSaveResponse);
    const guardian = await save({
      mode: 'create',
      type: 'legalguardian',
      data: {
        given_name: 'Vera',
        family_name: 'Ekholm',
        email: 'vera.ekholm@hemma.test',
        phone: '070-111 22 33',
        street_address: 'Ekvägen 1',
        postal_code: '171 11',
        city: 'Solna',
      },
    });
    expect(guardian.status).toBe(200);
    const child = await save({
      mode: 'create',
      type: 'child',
      data: { given_name: 'Ivar', family_name: 'Ekholm', civic_number: '240102-E001' },
      guardians: [{ id: guardian.body.id, percent: 100 }],
      care_times: [
        { start: `${addMonths(MONTH, -2)}-01`, cost: 1688, department: 'Lingonet', commune: 'Solna' },
      ],
    });
    expect(child.status).toBe(200);
    const invoices = await as('forskolechef').get(
      `/api/preschool/4107/invoice/list?period=${MONTH}`,
      ZInvoiceListResponse,
    );
    expect(invoices.body.guardians.map((g) => [g.given_name, g.invoice_cost])).toEqual([['Vera', 1688]]);
  });

  it('makes a school unit that Enheter, Synkronisering, the publish dialog and CB Fakturering offer at once', async () => {
    await as('admin').get('/api/locations/list?segment=location', ZLocationList);
    const id = await create(newSchool);
    const units = await as('admin').get('/api/locations/list?segment=location', ZLocationList);
    expect(units.body).toContainEqual({ id, name: 'Ekbackens grundskola' });
    const info = await as('admin').get(`/api/location/${id}/info`, ZLocationInfo);
    expect(info.body).toEqual({
      id,
      name: 'Ekbackens grundskola',
      business_id: 200,
      extension: { system_ids: [{ system: 'schoolsoft', systemId: 'ss-5203', systemSegment: null }] },
    });
    const syncs = await as('admin').get('/api/synchronizations', ZSynchronizations);
    expect(syncs.body.units.find((u) => u.locationId === id)).toMatchObject({
      system: 'schoolsoft',
      jobs: [],
    });
    const publish = await as('admin').get('/api/publish/locations', ZPublishLocations);
    expect(publish.body).toContainEqual({ id, name: 'Ekbackens grundskola' });
    const billing = await as('admin').get('/api/invoices/chromebooks/locations', ZChromebookLocations);
    expect(billing.body).toContainEqual({
      id,
      name: 'Ekbackens grundskola',
      costCenter: '5203',
      extension: { freshserviceId: '27000000203' },
    });
    expect(await unit(id)).toMatchObject({ preschool: false, departments: [], communes: [] });
  });

  it('audits the unit made, as it was made', async () => {
    const id = await create(newSchool);
    const [entry] = await auditsOf('location.create', id);
    expect(entry).toMatchObject({ entity: 'location', before: null });
    expect(entry?.after).toMatchObject({ id, name: 'Ekbackens grundskola', cost_center: '5203' });
    expect(entry?.actorId).toBe(await personIdOf(t.database.db, 'admin@kansli.test'));
  });

  it('refuses a cost center taken, in Swedish, naming the unit that has it', async () => {
    const taken = await as('admin').post(URL, { ...newPreschool, cost_center: '4101' });
    expect(taken.status).toBe(409);
    expect(taken.error?.message).toBe('Kostnadsstället 4101 används redan av Förskolan Solrosen');
    expect((await organisation()).some((location) => location.name === 'Förskolan Ekbacken')).toBe(false);
  });

  it('gives one of two saves at once the cost center, and the other a 409', async () => {
    const answers = await Promise.all(
      ['Förskolan Ett', 'Förskolan Två', 'Förskolan Tre'].map((name) =>
        as('admin').post(URL, { ...newPreschool, name, cost_center: '4190' }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
    expect(answers.find((answer) => answer.status === 409)?.error?.message).toMatch(
      /^Kostnadsstället 4190 används redan/,
    );
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['no name', { name: ' ' }, 'name: Ange ett namn'],
    ['a business the code does not know', { business_id: 400 }, 'business_id: Välj en verksamhet i listan'],
    ['a cost center that is no plain word', { cost_center: '41 07' }, 'cost_center: Högst 20 tecken'],
    ['a parent that does not exist', { parent_id: 9999 }, 'parent_id: Den överordnade enheten finns inte'],
    ['no parent', { parent_id: null }, 'parent_id: Välj en överordnad enhet'],
    [
      'a preschool without cost center',
      { cost_center: null },
      'cost_center: En förskola behöver ett kostnadsställe',
    ],
    [
      'departments of a school',
      { business_id: 200, communes: [] },
      'departments: Bara en förskola har avdelningar',
    ],
    [
      'a department twice',
      { departments: [{ name: 'Ek' }, { name: 'ek' }] },
      'departments.1.name: Avdelningen finns redan',
    ],
    [
      'a department of another unit',
      { departments: [{ id: 1, name: 'Humlan' }] },
      'departments.0.id: Avdelningen finns inte på enheten',
    ],
  ])('refuses %s with a 400 naming the field, writing nothing', async (_case, change, message) => {
    const refused = await as('admin').post(URL, { ...newPreschool, ...change });
    expect(refused.status).toBe(400);
    expect(refused.error?.message.startsWith(message)).toBe(true);
    expect((await organisation()).length).toBe(14);
  });

  it('is for a superadmin only', async () => {
    expect((await as('support').get(URL)).status).toBe(403);
    expect((await as('forskolechef').post(URL, newPreschool)).status).toBe(403);
    expect((await organisation()).length).toBe(14);
  });
});

describe('changing a unit', () => {
  it('renames a department in the periods that name it, keeps a removed one in its periods, and adds one', async () => {
    const before = await unit(101);
    const [humlan, myran, fjarilen, nyckelpigan] = before.departments;
    const periodsNamed = async (name: string) =>
      (
        await t.database.db
          .select({ id: preschoolCarePeriods.id })
          .from(preschoolCarePeriods)
          .innerJoin(preschoolChildren, eq(preschoolChildren.id, preschoolCarePeriods.childId))
          .where(and(eq(preschoolChildren.locationId, 101), eq(preschoolCarePeriods.department, name)))
      ).length;
    const [inHumlan, inMyran, inFjarilen] = [
      await periodsNamed('Humlan'),
      await periodsNamed('Myran'),
      await periodsNamed('Fjärilen'),
    ];
    expect(inHumlan).toBeGreaterThan(0);
    expect(inMyran).toBeGreaterThan(0);
    // The unit's overview, kept by the server until the preschool data changes.
    const overviewDepartments = async () =>
      (
        await as('forskolechef').get(`/api/preschool/4101/overview?period=${MONTH}`, ZOverviewResponse)
      ).body.children.map((child) => child.department);
    const shownBefore = await overviewDepartments();
    expect(shownBefore).toEqual(expect.arrayContaining(['Humlan', 'Myran']));

    // Humlan and Myran swap names, Fjärilen is removed, Nyckelpigan stays, Ugglan is new.
    const changed = await as('admin').put(
      `${URL}/101`,
      {
        parent_id: 100,
        name: before.name,
        departments: [
          { id: humlan?.id, name: 'Myran' },
          { id: myran?.id, name: 'Humlan' },
          nyckelpigan,
          { name: 'Ugglan' },
        ],
      },
      ZOrganisationLocation,
    );
    expect(changed.status, JSON.stringify(changed.error)).toBe(200);
    expect(
      changed.body.departments.map((d) => [
        d.id === humlan?.id || d.id === myran?.id || d.id === nyckelpigan?.id,
        d.name,
      ]),
    ).toEqual([
      [true, 'Myran'],
      [true, 'Humlan'],
      [true, 'Nyckelpigan'],
      [false, 'Ugglan'],
    ]);
    expect(changed.body.departments.some((d) => d.id === fjarilen?.id)).toBe(false);
    expect([
      await periodsNamed('Myran'),
      await periodsNamed('Humlan'),
      await periodsNamed('Fjärilen'),
    ]).toEqual([inHumlan, inMyran, inFjarilen]);
    const swapped: Record<string, string> = { Humlan: 'Myran', Myran: 'Humlan' };
    expect(await overviewDepartments()).toEqual(shownBefore.map((name) => swapped[name] ?? name));
    // What the request left out stays as it was.
    expect(changed.body).toMatchObject({ cost_center: '4101', communes: before.communes, business_id: 100 });
    const offered = await as('forskolechef').get('/api/preschool/locations', ZPreschoolLocationsResponse);
    expect(offered.body.locations[0]?.departments).toEqual(['Myran', 'Humlan', 'Nyckelpigan', 'Ugglan']);

    const [entry] = await auditsOf('location.update', 101);
    expect(entry?.before).toMatchObject({ departments: before.departments });
    expect(entry?.after).toMatchObject({ renamedCarePeriods: inHumlan + inMyran });
  });

  it('moves a unit, refusing a move under itself or below it', async () => {
    const school = await create(newSchool);
    const moved = await as('admin').put(
      `${URL}/${school}`,
      { ...newSchool, parent_id: 10 },
      ZOrganisationLocation,
    );
    expect(moved.body.parent_id).toBe(10);
    const cycle = await as('admin').put(`${URL}/100`, { parent_id: 101, name: 'Nordljus Förskolor' });
    expect(cycle.status).toBe(400);
    expect(cycle.error?.message).toBe(
      'parent_id: En enhet kan inte ligga under sig själv eller någon av sina underenheter',
    );
    const self = await as('admin').put(`${URL}/100`, { parent_id: 100, name: 'Nordljus Förskolor' });
    expect(self.status).toBe(400);
    expect((await unit(100)).parent_id).toBe(1);
  });

  it('keeps a preschool a preschool, and makes a unit given business 100 one', async () => {
    const refused = await as('admin').put(`${URL}/101`, {
      parent_id: 100,
      name: 'Förskolan Solrosen',
      business_id: 200,
    });
    expect(refused.status).toBe(400);
    expect(refused.error?.message).toMatch(/^business_id: En förskolas verksamhet kan inte ändras/);
    const level = await as('admin').put(
      `${URL}/100`,
      { parent_id: 1, name: 'Nordljus förskolor' },
      ZOrganisationLocation,
    );
    expect(level.body).toMatchObject({ name: 'Nordljus förskolor', preschool: false, business_id: 100 });
    const school = await create(newSchool);
    const made = await as('admin').put(
      `${URL}/${school}`,
      { ...newSchool, business_id: 100, departments: [{ name: 'Ek' }] },
      ZOrganisationLocation,
    );
    expect(made.body).toMatchObject({ preschool: true, departments: [{ name: 'Ek' }] });
  });

  it('writes and audits nothing when nothing changes, and answers 404 for a unit that does not exist', async () => {
    const school = await create(newSchool);
    const again = await as('admin').put(`${URL}/${school}`, newSchool, ZOrganisationLocation);
    expect(again.status).toBe(200);
    expect(await auditsOf('location.update', school)).toEqual([]);
    const missing = await as('admin').put(`${URL}/9999`, newSchool);
    expect(missing.status).toBe(404);
    expect(missing.error?.message).toBe('Enheten finns inte');
  });

  it('refuses another unit’s cost center on a change', async () => {
    const changed = await as('admin').put(`${URL}/102`, {
      parent_id: 100,
      name: 'Förskolan Blåklockan',
      cost_center: '4101',
    });
    expect(changed.status).toBe(409);
    expect((await unit(102)).cost_center).toBe('4102');
  });
});

describe('ending a unit', () => {
  it('leaves an ended unit out of every list where new work starts, and keeps its history', async () => {
    const school = await create(newSchool);
    const teacher = await personIdOf(t.database.db, 'larare@kansli.test');
    await as('support').post(
      `/api/person/${teacher}/addRole`,
      { role_id: await roleIdOf(t.database.db, 'Lärare'), location_id: school },
      ZPersonLocationRoles,
    );
    const ended = await as('admin').post(`${URL}/${school}/end`, { date: TODAY }, ZOrganisationLocation);
    expect(ended.status).toBe(200);
    expect(ended.body.ended_at).toBe(TODAY);

    expect(
      (await as('admin').get('/api/locations/list?segment=location', ZLocationList)).body.map((u) => u.id),
    ).not.toContain(school);
    expect(
      (await as('admin').get('/api/synchronizations', ZSynchronizations)).body.units.map((u) => u.locationId),
    ).not.toContain(school);
    expect(
      (await as('admin').get('/api/publish/locations', ZPublishLocations)).body.map((u) => u.id),
    ).not.toContain(school);
    expect(
      (await as('admin').get('/api/invoices/chromebooks/locations', ZChromebookLocations)).body.map(
        (u) => u.id,
      ),
    ).not.toContain(school);
    expect((await as('support').get('/api/roles/search/ekbackens', ZRoleSearchHits)).body).toEqual([]);

    const role = { role_id: await roleIdOf(t.database.db, 'Rektor'), location_id: school };
    const given = await as('admin').post(`/api/person/${teacher}/addRole`, role);
    expect(given.status).toBe(409);
    expect(given.error?.message).toBe(`Enheten är avslutad från ${TODAY}: inget nytt kan börja där`);
    expect((await as('admin').post(`/api/synchronizations/${school}/start`, {})).status).toBe(409);
    const publish = await as('admin').post('/api/publish/runs', {
      locationId: school,
      mode: 'groups',
      campus: true,
      google: false,
    });
    expect(publish.status).toBe(409);

    // What was there stays: the unit's page, and the roles held there, which can still be taken away.
    expect((await as('admin').get(`/api/location/${school}/info`, ZLocationInfo)).status).toBe(200);
    const roles = await as('admin').get(`/api/person/${teacher}/location_role`, ZPersonLocationRoles);
    expect(roles.body.some((r) => r.location_id === school)).toBe(true);
    expect((await unit(school)).ended_at).toBe(TODAY);

    const [entry] = await auditsOf('location.end', school);
    expect(entry).toMatchObject({ before: { ended_at: null }, after: { ended_at: TODAY } });
  });

  it('leaves a preschool ended from a later day on offer until then', async () => {
    const id = await create(newPreschool);
    await as('admin').post(`${URL}/${id}/end`, { date: dayAfter(1) }, ZOrganisationLocation);
    const offered = await as('admin').get('/api/preschool/locations', ZPreschoolLocationsResponse);
    expect(offered.body.locations.map((location) => location.id)).toContain(id);
    await as('admin').post(`${URL}/${id}/end`, { date: dayAfter(-10) }, ZOrganisationLocation);
    const later = await as('admin').get('/api/preschool/locations', ZPreschoolLocationsResponse);
    expect(later.body.locations.map((location) => location.id)).not.toContain(id);
  });

  it('ends a unit only after the units below it, and reopens it before them', async () => {
    const refused = await as('admin').post(`${URL}/100/end`, { date: TODAY });
    expect(refused.status).toBe(409);
    expect(refused.error?.message).toMatch(`Avsluta först enheterna under den (senast ${TODAY}): Förskolan `);
    expect((await as('admin').post(`${URL}/1/end`, { date: TODAY })).status).toBe(409);

    for (const id of [101, 102, 103, 104, 105, 106]) {
      expect((await as('admin').post(`${URL}/${id}/end`, { date: dayAfter(-5) })).status).toBe(200);
    }
    expect((await as('admin').post(`${URL}/100/end`, { date: TODAY })).status).toBe(200);
    const under = await as('admin').post(URL, { ...newPreschool });
    expect(under.status).toBe(400);
    expect(under.error?.message).toBe(`parent_id: Den överordnade enheten är avslutad från ${TODAY}`);
    const reopenFirst = await as('admin').post(`${URL}/101/reopen`, {});
    expect(reopenFirst.status).toBe(409);
    expect(reopenFirst.error?.message).toBe('Nordljus Förskolor är avslutad: återöppna den först');
    expect((await as('admin').post(`${URL}/100/reopen`, {}, ZOrganisationLocation)).body.ended_at).toBeNull();
    expect((await as('admin').post(`${URL}/101/reopen`, {}, ZOrganisationLocation)).body.ended_at).toBeNull();
    expect(await auditsOf('location.reopen', 101)).toHaveLength(1);
    const offered = await as('forskolechef').get('/api/preschool/locations', ZPreschoolLocationsResponse);
    expect(offered.body.locations.map((location) => location.id)).toEqual([101]);
  });

  it('is for a superadmin only and needs a date', async () => {
    expect((await as('support').post(`${URL}/101/end`, { date: TODAY })).status).toBe(403);
    const noDate = await as('admin').post(`${URL}/101/end`, { date: '2026-13-01' });
    expect(noDate.status).toBe(400);
    expect(noDate.error?.message).toBe('date: Använd formatet YYYY-MM-DD');
    const rows = await t.database.db
      .select()
      .from(auditEvents)
      .where(inArray(auditEvents.action, ['location.end']));
    expect(rows).toEqual([]);
  });
});
