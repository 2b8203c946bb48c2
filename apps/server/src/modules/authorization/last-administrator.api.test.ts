import {
  ADMINISTRATOR_KEEPS_EVERY_FLAG_MESSAGE,
  ADMINISTRATOR_ROLE,
  GRANT_BEYOND_OWN_MESSAGE,
  LAST_ADMINISTRATOR_MESSAGE,
} from '@kansli/domain/access/built-in-roles';
import { allFlagsOf, segmentCatalogue } from '@kansli/domain/access/catalogue';
import { ZPermissionChangeResponse } from '@kansli/domain/access/permission-change';
import { ZPersonLocationRoles } from '@kansli/domain/persons/location-roles';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { authFlags, authSegments, grants, personRoles } from '../../db/schema/access.ts';
import { auditEvents } from '../../db/schema/audit.ts';
import { apiAs, type TestApp, testApp } from '../../test/app.ts';
import { resetDatabase } from '../../test/database.ts';
import { personIdOf, roleIdOf } from '../../test/people.ts';

let t: TestApp;
const as = apiAs(() => t.app);
beforeEach(async () => {
  t ??= await testApp();
  await resetDatabase(t.database);
  as.forget();
});
afterAll(async () => {
  await resetDatabase(t.database);
  await t.app.close();
});

const ROOT = 1;

async function administratorHolders() {
  const roleId = await roleIdOf(t.database.db, ADMINISTRATOR_ROLE);
  const rows = await t.database.db
    .select({ personId: personRoles.personId, locationId: personRoles.locationId })
    .from(personRoles)
    .where(eq(personRoles.roleId, roleId));
  return { roleId, rows };
}

/** Leaves the demo administrator the only holder of 'Administratör', as after `setup-admin`. */
async function onlyTheDemoAdministrator() {
  const { roleId, rows } = await administratorHolders();
  const admin = await personIdOf(t.database.db, 'admin@kansli.test');
  const others = rows.filter((row) => row.personId !== admin).map((row) => row.personId);
  if (others.length > 0) {
    await t.database.db
      .delete(personRoles)
      .where(and(eq(personRoles.roleId, roleId), inArray(personRoles.personId, others)));
  }
  return { roleId, admin };
}

/** Gives the person every flag of the code's catalogue directly, everywhere. */
async function everyFlagDirectly(personId: number) {
  const segments = await t.database.db
    .select({ id: authSegments.id, key: authSegments.key })
    .from(authSegments);
  await t.database.db.insert(grants).values(
    segmentCatalogue.map((segment) => ({
      context: 'person' as const,
      contextId: personId,
      segmentId: segments.find((row) => row.key === segment.key)?.id as number,
      flags: allFlagsOf(segment),
    })),
  );
}

const auditsOf = (action: string) => t.database.db.$count(auditEvents, eq(auditEvents.action, action));

describe("POST /api/person/{id}/removeRole of 'Administratör'", () => {
  it('refuses to take the role from its last holder, even asked by that administrator, and changes nothing', async () => {
    const { roleId, admin } = await onlyTheDemoAdministrator();
    const body = { role_id: roleId, location_id: ROOT };
    const refused = await as('admin').post(`/api/person/${admin}/removeRole`, body);
    expect(refused.status).toBe(409);
    expect(refused.error?.message).toBe(LAST_ADMINISTRATOR_MESSAGE);
    // Support cannot give the role, so it cannot take it either.
    const bySupport = await as('support').post(`/api/person/${admin}/removeRole`, body);
    expect(bySupport.status).toBe(403);
    expect(bySupport.error?.message).toBe(GRANT_BEYOND_OWN_MESSAGE);
    expect((await administratorHolders()).rows).toEqual([{ personId: admin, locationId: ROOT }]);
    expect(await auditsOf('person.role.remove')).toBe(0);
  });

  it('takes it from one of two holders, and lets two removals at once take it from only one', async () => {
    const { roleId, admin } = await onlyTheDemoAdministrator();
    const support = await personIdOf(t.database.db, 'support@kansli.test');
    const body = { role_id: roleId, location_id: ROOT };
    expect((await as('admin').post(`/api/person/${support}/addRole`, body)).status).toBe(200);
    const removed = await as('admin').post(`/api/person/${support}/removeRole`, body, ZPersonLocationRoles);
    expect(removed.status).toBe(200);
    expect(removed.body.some((role) => role.role_id === roleId)).toBe(false);
    expect((await as('admin').post(`/api/person/${support}/addRole`, body)).status).toBe(200);

    // Holding every flag directly too, the administrator may still take the role after losing it.
    await everyFlagDirectly(admin);
    const both = await Promise.all(
      [admin, support].map((personId) => as('admin').post(`/api/person/${personId}/removeRole`, body)),
    );
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await administratorHolders()).rows).toHaveLength(1);
  });

  it('takes one of the units of a person who holds it at two', async () => {
    const { roleId, admin } = await onlyTheDemoAdministrator();
    // The staff unit, which like the root has no business of its own.
    const atStaff = { role_id: roleId, location_id: 10 };
    expect((await as('admin').post(`/api/person/${admin}/addRole`, atStaff)).status).toBe(200);
    expect((await as('admin').post(`/api/person/${admin}/removeRole`, atStaff)).status).toBe(200);
    const atRoot = await as('admin').post(`/api/person/${admin}/removeRole`, {
      role_id: roleId,
      location_id: ROOT,
    });
    expect(atRoot.status).toBe(409);
  });
});

describe("POST /api/permissions/remove of a flag of 'Administratör'", () => {
  it.each([
    ['adminMenu', 'SUPERADMIN'],
    ['preschool', 'BILLING'],
  ])('refuses to take %s %s from the role, and changes nothing', async (segment, flag) => {
    const roleId = await roleIdOf(t.database.db, ADMINISTRATOR_ROLE);
    const before = await t.database.db.select().from(grants).where(eq(grants.contextId, roleId));
    const refused = await as('admin').post('/api/permissions/remove', {
      context: 'role',
      context_id: roleId,
      segment,
      flag,
    });
    expect(refused.status).toBe(409);
    expect(refused.error?.message).toBe(ADMINISTRATOR_KEEPS_EVERY_FLAG_MESSAGE);
    expect(await t.database.db.select().from(grants).where(eq(grants.contextId, roleId))).toEqual(before);
    expect(await auditsOf('permission-remove')).toBe(0);
  });

  it('takes from it a flag administrators made themselves', async () => {
    const roleId = await roleIdOf(t.database.db, ADMINISTRATOR_ROLE);
    const [segment] = await t.database.db
      .select({ id: authSegments.id })
      .from(authSegments)
      .where(eq(authSegments.key, 'adminMenu'));
    await t.database.db.insert(authFlags).values({
      segmentId: segment?.id as number,
      key: 'INTRANET',
      name: 'Intranät',
      bit: 2 ** 20,
      addedByAdministrator: true,
    });
    const change = { context: 'role', context_id: roleId, segment: 'adminMenu', flag: 'INTRANET' };
    expect((await as('admin').post('/api/permissions/add', change)).status).toBe(200);
    const removed = await as('admin').post('/api/permissions/remove', change, ZPermissionChangeResponse);
    expect(removed.body.changed).toBe(true);
  });
});

describe('a database where only direct grants give SUPERADMIN', () => {
  /** No one holds 'Administratör'; the demo administrator holds SUPERADMIN and PERMISSION_ADMIN directly. */
  async function directGrantsOnly() {
    const { roleId } = await administratorHolders();
    await t.database.db.delete(personRoles).where(eq(personRoles.roleId, roleId));
    const admin = await personIdOf(t.database.db, 'admin@kansli.test');
    const segments = await t.database.db.select().from(authSegments);
    const idOf = (key: string) => segments.find((segment) => segment.key === key)?.id as number;
    await t.database.db.insert(grants).values([
      { context: 'person', contextId: admin, segmentId: idOf('adminMenu'), flags: 256 },
      { context: 'person', contextId: admin, segmentId: idOf('auth'), flags: 1 },
    ]);
    return admin;
  }

  it('refuses to take SUPERADMIN from its last holder', async () => {
    const admin = await directGrantsOnly();
    const change = { context: 'person', context_id: admin, segment: 'adminMenu', flag: 'SUPERADMIN' };
    const refused = await as('admin').post('/api/permissions/remove', change);
    expect(refused.status).toBe(409);
    expect(refused.error?.message).toBe(LAST_ADMINISTRATOR_MESSAGE);
    const held = await t.database.db
      .select({ flags: grants.flags })
      .from(grants)
      .where(and(eq(grants.context, 'person'), eq(grants.contextId, admin)));
    expect(held.map((row) => row.flags).sort()).toEqual([1, 256]);
  });

  it('refuses to take SUPERADMIN from a role its last holder holds, and lets it go once another holds it', async () => {
    const admin = await directGrantsOnly();
    const rektor = await roleIdOf(t.database.db, 'Rektor');
    const forRektor = { context: 'role', context_id: rektor, segment: 'adminMenu', flag: 'SUPERADMIN' };
    expect((await as('admin').post('/api/permissions/add', forRektor)).status).toBe(200);
    // The administrator is a principal too, and so still holds SUPERADMIN, which taking it asks for.
    await t.database.db.insert(personRoles).values({ personId: admin, roleId: rektor, locationId: 201 });
    const forAdmin = { context: 'person', context_id: admin, segment: 'adminMenu', flag: 'SUPERADMIN' };
    expect((await as('admin').post('/api/permissions/remove', forAdmin)).status).toBe(200);

    // The principals now hold SUPERADMIN through the role, and no one else does.
    const refused = await as('admin').post('/api/permissions/remove', forRektor);
    expect(refused.status).toBe(409);
    expect(refused.error?.message).toBe(LAST_ADMINISTRATOR_MESSAGE);
    expect(await auditsOf('permission-remove')).toBe(1);
  });
});
