import { PERSON_NOT_FOUND_MESSAGE } from '@kansli/domain/http/messages';
import {
  ZPersonCard,
  ZPersonCardResponse,
  ZPersonDetailsResponse,
  ZPersonRolesResponse,
} from '@kansli/domain/persons/person-card';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { locations } from '../../db/schema/locations.ts';
import { persons } from '../../db/schema/persons.ts';
import { apiAs, type TestApp, testApp } from '../../test/app.ts';
import { resetDatabase } from '../../test/database.ts';
import { personIdOf } from '../../test/people.ts';
import { personWithEndedMembership, personWithManyDevices, pupilWithGuardians } from './person-fixtures.ts';

let t: TestApp;
const as = apiAs(() => t.app);
beforeAll(async () => {
  t = await testApp();
  // The card is compared with the demo data as seeded; other files of this worker change it.
  await resetDatabase(t.database);
});
afterAll(() => t.app.close());

const card = (id: number, query: Record<string, string> = {}) =>
  as('support').get(`/api/integration/person/${id}`, ZPersonCardResponse, { query });

describe('GET /api/integration/person/{id}', () => {
  it("answers a pupil's card with guardians, contacts, system ids, units and read-only outside phones", async () => {
    const pupil = await pupilWithGuardians(t.database.db);
    const { status, body } = await card(pupil.id);
    expect(status).toBe(200);
    const [stored] = await t.database.db.select().from(persons).where(eq(persons.id, pupil.id));
    expect(body.data).toMatchObject({
      id: pupil.id,
      givenName: stored?.givenName,
      civicNumber: stored?.civicNumber,
      createdAt: stored?.createdAt.toISOString(),
    });
    const guardianIds = await queryRows<{ id: number }>(
      t.database.db,
      sql`select guardian_id as id from person_guardians where person_id = ${pupil.id}`,
    );
    expect(body.data.guardians.map((g) => g.id).sort()).toEqual(guardianIds.map((g) => g.id).sort());
    expect(body.data.guardians[0]?.civic_number).toMatch(/^\d{8}-\d{4}$/);
    const ext = body.data.extension;
    expect(ext.roles).toEqual(['Elev']);
    expect(ext.locations).toEqual([
      { id: expect.any(Number), name: expect.stringMatching(/gymnasium/), roles: ['Elev'] },
    ]);
    expect(ext.phones).toContainEqual(
      expect.objectContaining({ id: pupil.phoneId, system: pupil.system, type: 'mobile', isMobile: true }),
    );
    expect(ext.emails).toEqual([expect.objectContaining({ type: 'student', system: pupil.system })]);
    expect(ext.systemIds).toEqual([
      { system: pupil.system, systemId: expect.any(String), systemSegment: null },
    ]);
    expect(ext.isJensenEmployed).toBe(false);
    expect(ext.campusId).toEqual(stored?.campusId);
    // No campus platform is configured in the tests: no links into it.
    expect(ext.campusUrl).toBeNull();
    expect(ext.groups).toBeUndefined();
  });

  it('answers the groups, ended memberships too, only with groups=1', async () => {
    const { id } = await personWithEndedMembership(t.database.db);
    const groups = (await card(id, { groups: '1' })).body.data.extension.groups ?? [];
    expect(groups.some((g) => g.deletedAt !== null)).toBe(true);
    expect(groups.some((g) => g.deletedAt === null)).toBe(true);
    // Current memberships first.
    expect(groups.map((g) => g.deletedAt !== null)).toEqual(
      [...groups.map((g) => g.deletedAt !== null)].sort((a, b) => Number(a) - Number(b)),
    );
    expect(groups.every((g) => g.campusAdminUrl === null)).toBe(true);
    expect((await card(id, { groups: '0' })).body.data.extension.groups).toBeUndefined();
  });

  it('answers at most 3 Chromebooks, by order, with model and last sync', async () => {
    const { id } = await personWithManyDevices(t.database.db);
    const devices = (await card(id)).body.data.extension.chromeDevices;
    expect(devices.map((d) => d.order)).toEqual([1, 2, 3]);
    for (const device of devices) {
      expect(device.serialNumber).toMatch(/^5CD\d{4}[A-Z]{3}$/);
      expect(device.model).toMatch(/Chromebook/);
      expect(Date.parse(device.lastSync ?? '')).toBeLessThanOrEqual(Date.now());
    }
  });

  it('answers the avatar only with image=1, and a staff member as employed', async () => {
    const id = await personIdOf(t.database.db, 'support@kansli.test');
    const avatar = 'https://bilder.kansli.test/jonas.png';
    await t.database.db.update(persons).set({ avatarImage: avatar }).where(eq(persons.id, id));
    try {
      expect((await card(id)).body.data.extension.avatarImage).toBeNull();
      const full = (await card(id, { image: '1', groups: '1' })).body.data;
      expect(full.extension.avatarImage).toBe(avatar);
      expect(full.extension.isJensenEmployed).toBe(true);
      expect(full.extension.phones).toContainEqual(
        expect.objectContaining({ system: 'admin', type: 'work' }),
      );
      const details = await as('support').get(`/api/persons/getPersonDetails/${id}`, ZPersonCard);
      expect(details.body).toEqual(full);
    } finally {
      await t.database.db.update(persons).set({ avatarImage: null }).where(eq(persons.id, id));
    }
  });

  it('needs adminMenu PERSONS, a known person and well-formed parameters', async () => {
    const { id } = await pupilWithGuardians(t.database.db);
    for (const url of [
      `/api/integration/person/${id}`,
      `/api/persons/getPersonDetails/${id}`,
      `/api/integration/person/${id}/roles`,
      `/api/integration/person/${id}/details`,
    ]) {
      expect((await as('larare').get(url)).status).toBe(403);
      const unknown = await as('support').get(url.replace(String(id), '2000000'));
      expect(unknown.status).toBe(404);
      expect(unknown.error?.message).toBe(PERSON_NOT_FOUND_MESSAGE);
      const bad = await as('support').get(url.replace(String(id), 'abc'));
      expect(bad.status).toBe(400);
      expect(bad.error?.message).toMatch(/^id/);
    }
    const badFlag = await as('support').get(`/api/integration/person/${id}`, undefined, {
      query: { groups: '2' },
    });
    expect(badFlag.status).toBe(400);
    expect(badFlag.error?.message).toMatch(/^groups/);
  });
});

describe('GET /api/integration/person/{id}/roles', () => {
  it('answers the unit of a role held, and every unit below it as inherited, by unit name', async () => {
    const id = await personIdOf(t.database.db, 'support@kansli.test');
    const { body } = await as('support').get(`/api/integration/person/${id}/roles`, ZPersonRolesResponse);
    const all = await t.database.db.select().from(locations);
    expect(body.data).toHaveLength(all.length);
    expect(body.data.filter((unit) => !unit.inherited)).toEqual([
      { name: 'Nordljus Utbildning', location_id: 1, roles: ['Supportpersonal'], inherited: false },
    ]);
    expect(body.data.find((unit) => unit.location_id === 101)).toEqual({
      name: 'Förskolan Solrosen',
      location_id: 101,
      roles: ['Supportpersonal'],
      inherited: true,
    });
    const names = body.data.map((unit) => unit.name.toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it('answers a teacher only the school where she teaches', async () => {
    const id = await personIdOf(t.database.db, 'larare@kansli.test');
    const { body } = await as('support').get(`/api/integration/person/${id}/roles`, ZPersonRolesResponse);
    expect(body.data).toEqual([
      { name: 'Nordljus grundskola Centrum', location_id: 201, roles: ['Lärare'], inherited: false },
    ]);
  });
});

describe('GET /api/integration/person/{id}/details', () => {
  it('answers each list as one string, entries joined by a semicolon', async () => {
    const pupil = await pupilWithGuardians(t.database.db);
    const { body } = await as('support').get(
      `/api/integration/person/${pupil.id}/details`,
      ZPersonDetailsResponse,
    );
    const { data } = body;
    expect(data.locations).toMatch(/^Nordljus gymnasium [^:;]+: Elev$/);
    expect(data.emails).toMatch(new RegExp(`^[^ ]+@elev\\.kansli\\.test \\(student, ${pupil.system}\\)$`));
    expect(data.systemIds).toMatch(new RegExp(`^${pupil.system}:${pupil.system}-\\d+$`));
    expect(data.phones).toMatch(new RegExp(`^07\\d-[\\d ]+ \\(mobile, ${pupil.system}\\)$`));
    expect(data.chromeDevices).toMatch(/^(5CD\d{4}[A-Z]{3} \([^)]+\)(; )?)*$/);

    const many = await personWithManyDevices(t.database.db);
    const devices = (
      await as('support').get(`/api/integration/person/${many.id}/details`, ZPersonDetailsResponse)
    ).body.data.chromeDevices;
    expect(devices.split('; ')).toHaveLength(3);
  });
});
