import {
  ZLocationInfo,
  ZLocationList,
  ZSpecialRolePersons,
  ZSyncEntries,
} from '@kansli/domain/schools/units';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personRoles, roles } from '../../db/schema/access.ts';
import { personEmails } from '../../db/schema/persons.ts';
import { syncEntries } from '../../db/schema/sync.ts';
import { apiAs, signInAs, type TestApp, testApp } from '../../test/app.ts';
import { resetDatabase } from '../../test/database.ts';

let t: TestApp;
const as = apiAs(() => t.app);
beforeAll(async () => {
  t = await testApp();
  await resetDatabase(t.database);
});
afterAll(() => t.app.close());

const CENTRUM = 201;
const VASTRA = 202;

/** A principal of Nordljus grundskola Centrum, who holds LOCATIONS there only. */
async function principalCookie() {
  const [row] = await t.database.db
    .select({ email: personEmails.email })
    .from(personRoles)
    .innerJoin(roles, eq(roles.id, personRoles.roleId))
    .innerJoin(personEmails, eq(personEmails.personId, personRoles.personId))
    .where(and(eq(roles.name, 'Rektor'), eq(personRoles.locationId, CENTRUM)));
  if (!row) throw new Error('the seed has no principal at Centrum');
  return (await signInAs(t.app, row.email)).cookie;
}

describe('the school units', () => {
  it('lists every unit to the administrator by name, and only their own unit to a principal', async () => {
    const all = await as('admin').get('/api/locations/list?segment=location', ZLocationList);
    const names = all.body.map((unit) => unit.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'sv')));
    expect(names).toEqual(
      expect.arrayContaining(['Nordljus grundskola Centrum', 'Nordljus komvux Stockholm']),
    );
    expect(names).not.toContain('Nordljus Utbildning');

    const cookie = await principalCookie();
    const own = await t.app.inject({ url: '/api/locations/list?segment=location', headers: { cookie } });
    expect(ZLocationList.parse(own.json())).toEqual([{ id: CENTRUM, name: 'Nordljus grundskola Centrum' }]);
    const other = await t.app.inject({ url: `/api/location/${VASTRA}/info`, headers: { cookie } });
    expect(other.statusCode).toBe(403);
  });

  it("answers a unit's system ids, with the segment where there is one", async () => {
    const info = await as('admin').get(`/api/location/${CENTRUM}/info`, ZLocationInfo);
    expect(info.body).toEqual({
      id: CENTRUM,
      name: 'Nordljus grundskola Centrum',
      business_id: 200,
      extension: {
        system_ids: [
          { system: 'schoolsoft', systemId: `schoolsoft-enhet-${CENTRUM}`, systemSegment: null },
          { system: 'skola24', systemId: `s24-${CENTRUM}`, systemSegment: 'nordljus' },
        ],
      },
    });
    expect((await as('admin').get('/api/location/9999/info')).status).toBe(404);
    expect((await as('admin').get('/api/location/x/info')).status).toBe(400);
  });

  it('lists the persons with special roles, not pupils, guardians or teachers', async () => {
    const answer = await as('admin').get(`/api/persons/specialRoles/${CENTRUM}`, ZSpecialRolePersons);
    const roleNames = new Set(answer.body.map((person) => person.name));
    expect(roleNames.has('Rektor')).toBe(true);
    for (const ordinary of ['Elev', 'Vårdnadshavare', 'Lärare']) expect(roleNames.has(ordinary)).toBe(false);
    expect(answer.body[0]).toMatchObject({ description: expect.any(String), givenName: expect.any(String) });
  });

  it("answers the unit's sync entries newest first, in the spec's shape", async () => {
    await t.database.db.insert(syncEntries).values([
      {
        locationId: CENTRUM,
        context: 'sync',
        type: 'schoolsoft_import_persons',
        message: 'Klar',
        data: { current: 40, bucketsize: 40 },
        createdAt: new Date('2026-11-24T06:00:00Z'),
        finishedAt: new Date('2026-11-24T06:01:00Z'),
      },
      {
        locationId: CENTRUM,
        context: 'syncflag',
        type: 'schoolsoft_import_persons',
        message: 'Ogiltigt personnummer',
        statusCode: 422,
        createdAt: new Date('2026-11-24T06:00:30Z'),
      },
    ]);
    const answer = await as('admin').get(`/api/syncentries/location/${CENTRUM}`, ZSyncEntries);
    expect(answer.body.map((entry) => [entry.context, entry.status_code])).toEqual([
      ['syncflag', 422],
      ['sync', null],
    ]);
    expect(answer.body[1]).toMatchObject({
      data: { current: 40, bucketsize: 40 },
      finished_at: '2026-11-24T06:01:00.000Z',
      location_id: CENTRUM,
    });
  });

  it('refuses users without adminMenu LOCATIONS', async () => {
    for (const url of [
      '/api/locations/list?segment=location',
      `/api/location/${CENTRUM}/info`,
      `/api/persons/specialRoles/${CENTRUM}`,
      `/api/syncentries/location/${CENTRUM}`,
    ]) {
      expect((await as('support').get(url)).status).toBe(403);
    }
  });
});
