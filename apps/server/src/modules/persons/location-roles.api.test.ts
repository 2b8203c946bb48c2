import { ROLE_NOT_FOUND_MESSAGE, UNIT_NOT_FOUND_MESSAGE } from '@kansli/domain/http/messages';
import { ZPersonLocationRoles, ZRoleSearchHits } from '@kansli/domain/persons/location-roles';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personRoles, roles } from '../../db/schema/access.ts';
import { auditEvents } from '../../db/schema/audit.ts';
import { locations } from '../../db/schema/locations.ts';
import { persons } from '../../db/schema/persons.ts';
import { apiAs, type TestApp, testApp } from '../../test/app.ts';
import { resetDatabase } from '../../test/database.ts';

let t: TestApp;
const as = apiAs(() => t.app);
beforeAll(async () => {
  t = await testApp();
  await resetDatabase(t.database);
});
afterAll(() => t.app.close());

async function ids() {
  const db = t.database.db;
  const [person] = await db.select().from(persons).limit(1);
  const [role] = await db.select().from(roles).where(eq(roles.name, 'Barnskötare'));
  const [unit] = await db.select().from(locations).where(eq(locations.name, 'Förskolan Solrosen'));
  if (!person || !role || !unit) throw new Error('seed lacks a person, Barnskötare or Solrosen');
  return { personId: person.id, roleId: role.id, locationId: unit.id };
}

const auditsOf = (personId: number, action: string) =>
  t.database.db.$count(
    auditEvents,
    and(eq(auditEvents.entityId, String(personId)), eq(auditEvents.action, action)),
  );

describe("a person's roles at units", () => {
  it('are given and taken by support, once each however often asked, and audited', async () => {
    const { personId, roleId, locationId } = await ids();
    const url = (change: string) => `/api/person/${personId}/${change}Role`;
    const body = { role_id: roleId, location_id: locationId };
    const barnskotare = expect.objectContaining({
      location_id: locationId,
      location_name: 'Förskolan Solrosen',
      role_id: roleId,
      role_name: 'Barnskötare',
    });

    const added = await Promise.all(
      Array.from({ length: 10 }, () => as('support').post(url('add'), body, ZPersonLocationRoles)),
    );
    expect(added.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(added[0]?.body).toContainEqual(barnskotare);
    expect(await auditsOf(personId, 'person.role.add')).toBe(1);
    const read = await as('support').get(`/api/person/${personId}/location_role`, ZPersonLocationRoles);
    expect(read.body).toContainEqual(barnskotare);

    const removed = await as('support').post(url('remove'), body, ZPersonLocationRoles);
    expect(removed.body).not.toContainEqual(barnskotare);
    expect((await as('support').post(url('remove'), body)).status).toBe(200);
    expect(await auditsOf(personId, 'person.role.remove')).toBe(1);
  });

  it('need support EDIT_ROLES at the root to change, PERSONS to read, and what they name to exist', async () => {
    const { personId, roleId, locationId } = await ids();
    const body = { role_id: roleId, location_id: locationId };
    expect((await as('forskolechef').post(`/api/person/${personId}/addRole`, body)).status).toBe(403);
    expect((await as('larare').get(`/api/person/${personId}/location_role`)).status).toBe(403);
    expect((await as('support').post('/api/person/2000000/addRole', body)).status).toBe(404);
    const noRole = await as('support').post(`/api/person/${personId}/addRole`, {
      ...body,
      role_id: 2_000_000,
    });
    expect(noRole.error?.message).toBe(ROLE_NOT_FOUND_MESSAGE);
    const noUnit = await as('support').post(`/api/person/${personId}/addRole`, {
      ...body,
      location_id: 2_000_000,
    });
    expect(noUnit.error?.message).toBe(UNIT_NOT_FOUND_MESSAGE);
    const bad = await as('support').post(`/api/person/${personId}/addRole`, { role_id: 'x', location_id: 1 });
    expect(bad.status).toBe(400);
    expect(bad.error?.message).toMatch(/^role_id/);
  });
});

describe('GET /api/roles/search/{query}', () => {
  it('finds roles at units by words of the unit, the role or its description, from 2 characters', async () => {
    const hits = await as('support').get('/api/roles/search/solrosen%20barnsk', ZRoleSearchHits);
    expect(hits.body).toEqual([
      expect.objectContaining({ location_name: 'Förskolan Solrosen', role_name: 'Barnskötare' }),
    ]);
    const byDescription = await as('support').get('/api/roles/search/barngrupp', ZRoleSearchHits);
    expect(byDescription.body.length).toBeGreaterThan(1);
    expect(byDescription.body.every((hit) => hit.role_name === 'Barnskötare')).toBe(true);
    expect((await as('support').get('/api/roles/search/s')).status).toBe(400);
    expect((await as('forskolechef').get('/api/roles/search/solrosen')).status).toBe(403);
  });
});

describe('roles and the kinds of units', () => {
  const idOf = async (table: typeof roles | typeof locations, name: string) => {
    const [row] = await t.database.db.select({ id: table.id }).from(table).where(eq(table.name, name));
    if (!row) throw new Error(`seed lacks ${name}`);
    return row.id;
  };

  it('offers at a unit only the roles of its kind, each with the rights it holds beyond the unit', async () => {
    const school = await as('admin').get('/api/roles/search/gymnasium%20malmö', ZRoleSearchHits);
    const offered = school.body.map((hit) => hit.role_name);
    expect(offered).toEqual(expect.arrayContaining(['Elev', 'Lärare', 'Rektor', 'Supportpersonal']));
    for (const name of ['Förskollärare', 'Förskolechef', 'Barnskötare', 'Administratör', 'Ekonom']) {
      expect(offered).not.toContain(name);
    }
    const rights = (hits: typeof school.body, name: string) =>
      hits.find((hit) => hit.role_name === name)?.rights_beyond_unit;
    expect(rights(school.body, 'Elev')).toEqual([]);
    expect(rights(school.body, 'Rektor')).toEqual(['Adminmeny: Grupper', 'Adminmeny: Enheter']);

    const root = await as('admin').get('/api/roles/search/nordljus%20utbildning', ZRoleSearchHits);
    const atRoot = root.body.filter((hit) => hit.location_name === 'Nordljus Utbildning');
    expect(atRoot.map((hit) => hit.role_name).sort()).toEqual(['Administratör', 'Ekonom', 'Supportpersonal']);
    expect(rights(atRoot, 'Administratör')).toEqual(
      expect.arrayContaining(['Adminmeny: Superadmin', 'Support: Skugga', 'Förskola: Fakturering']),
    );
  });

  it('refuses a role at a unit of another kind in Swedish, and still takes one held there', async () => {
    const { personId } = await ids();
    const teacher = await idOf(roles, 'Förskollärare');
    const school = await idOf(locations, 'Nordljus gymnasium Malmö');
    const url = (change: string) => `/api/person/${personId}/${change}Role`;
    const before = await auditsOf(personId, 'person.role.add');

    const refused = await as('admin').post(url('add'), { role_id: teacher, location_id: school });
    expect(refused.status).toBe(409);
    expect(refused.error?.message).toBe(
      'Rollen Förskollärare ges inte inom Grundskola och gymnasium. Välj en enhet där rollen hör hemma.',
    );
    const admin = await idOf(roles, 'Administratör');
    const atSchool = await as('admin').post(url('add'), { role_id: admin, location_id: school });
    expect(atSchool.status).toBe(409);
    const roleIds = async () =>
      (await as('admin').get(`/api/person/${personId}/location_role`, ZPersonLocationRoles)).body.map(
        (role) => `${role.role_id}@${role.location_id}`,
      );
    expect(await roleIds()).not.toContain(`${teacher}@${school}`);
    expect(await auditsOf(personId, 'person.role.add')).toBe(before);

    // Held from before the rule, the role is still taken away.
    await t.database.db.insert(personRoles).values({ personId, roleId: teacher, locationId: school });
    const removed = await as('admin').post(url('remove'), { role_id: teacher, location_id: school });
    expect(removed.status).toBe(200);
    expect(await roleIds()).not.toContain(`${teacher}@${school}`);
  });
});
