import {
  flagKeyTakenMessage,
  segmentKeyTakenMessage,
  ZAdminFlag,
  ZAdminSegment,
  ZAdminSegments,
  ZDeleted,
  ZGrantEntries,
  ZRoles,
} from '@kansli/domain/superadmin/authorization-admin';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/audit.ts';
import { apiAs, type TestApp, testApp } from '../../test/app.ts';
import { resetDatabase } from '../../test/database.ts';

// The superadmin's roles, segments and flags on the seeded catalogue.

let t: TestApp;
const as = apiAs(() => t.app);
beforeAll(async () => {
  t = await testApp();
  await resetDatabase(t.database);
});

async function roleId(name: string) {
  const { body } = await as('admin').get('/api/role/list', ZRoles);
  const role = body.find((r) => r.name === name);
  if (!role) throw new Error(`no role ${name}`);
  return role.id;
}

describe('reading roles and permissions', () => {
  it('lists the roles by name and the segments with their flags and scope', async () => {
    const roles = await as('admin').get('/api/role/list', ZRoles);
    expect(roles.body.map((r) => r.name)).toContain('Rektor');
    const segments = await as('admin').get('/api/authorization/list', ZAdminSegments);
    const menu = segments.body.find((s) => s.key === 'adminMenu');
    expect(menu).toMatchObject({ scope: 'global', builtIn: true });
    expect(menu?.flags.find((f) => f.vars === 'GROUPS')).toMatchObject({ flag: 2, segment: menu?.id });
  });

  it('answers a role’s grants and the roles holding a flag, by context_id', async () => {
    const rektor = await roleId('Rektor');
    const grants = await as('admin').get(`/api/permissions/role/${rektor}/list`, ZGrantEntries);
    const segments = await as('admin').get('/api/authorization/list', ZAdminSegments);
    const menu = segments.body.find((s) => s.key === 'adminMenu');
    expect(grants.body).toEqual([
      expect.objectContaining({ context: 'role', segment: menu?.id, flags: 2 | 8 }),
    ]);
    const groupsFlag = menu?.flags.find((f) => f.vars === 'GROUPS');
    const holders = await as('admin').get(
      `/api/permissions/flag/${groupsFlag?.id}/list?context=role`,
      ZGrantEntries,
    );
    expect(holders.body.map((h) => h.context_id)).toEqual(expect.arrayContaining([rektor]));
    expect((await as('admin').get('/api/permissions/role/999999/list')).status).toBe(404);
    expect((await as('admin').get(`/api/permissions/flag/${groupsFlag?.id}/list?context=x`)).status).toBe(
      400,
    );
  });
});

describe('segments and flags', () => {
  it('makes a segment and flags on the next free bits, and refuses a key taken', async () => {
    const segment = await as('admin').post(
      '/api/authorization/segments/save',
      { name: 'Bibliotek', description: 'Skolbiblioteket', key: 'library', scope: 'location' },
      ZAdminSegment,
    );
    expect(segment.status).toBe(200);
    expect(segment.body).toMatchObject({ key: 'library', scope: 'location', builtIn: false, flags: [] });
    const first = await as('admin').post(
      '/api/authorization/flags/save',
      { name: 'Låna ut', vars: 'LEND', segment: segment.body.id },
      ZAdminFlag,
    );
    const second = await as('admin').post(
      '/api/authorization/flags/save',
      { name: 'Köpa in', vars: 'BUY', segment: segment.body.id },
      ZAdminFlag,
    );
    expect([first.body.flag, second.body.flag]).toEqual([1, 2]);
    const again = await as('admin').post('/api/authorization/flags/save', {
      name: 'Igen',
      vars: 'LEND',
      segment: segment.body.id,
    });
    expect(again.status).toBe(409);
    expect(again.error?.message).toBe(flagKeyTakenMessage('LEND'));
    const taken = await as('admin').post('/api/authorization/segments/save', {
      name: 'x',
      key: 'library',
      scope: 'global',
    });
    expect(taken.status).toBe(409);
    expect(taken.error?.message).toBe(segmentKeyTakenMessage('library'));
    expect(
      (await as('admin').post('/api/authorization/flags/save', { name: 'x', vars: "'; drop", segment: 1 }))
        .status,
    ).toBe(400);
  });

  it('deletes a flag roles hold, taking its bit from their grants in the same change, audited', async () => {
    const segment = await as('admin').post(
      '/api/authorization/segments/save',
      { name: 'Kök', key: 'kitchen', scope: 'global' },
      ZAdminSegment,
    );
    const keep = await as('admin').post(
      '/api/authorization/flags/save',
      { name: 'Beställa', vars: 'ORDER', segment: segment.body.id },
      ZAdminFlag,
    );
    const gone = await as('admin').post(
      '/api/authorization/flags/save',
      { name: 'Laga', vars: 'COOK', segment: segment.body.id },
      ZAdminFlag,
    );
    const rektor = await roleId('Rektor');
    for (const flag of ['ORDER', 'COOK']) {
      const added = await as('admin').post('/api/permissions/add', {
        context: 'role',
        context_id: rektor,
        segment: 'kitchen',
        flag,
      });
      expect(added.status).toBe(200);
    }
    const deleted = await as('admin').delete(`/api/authorization/flags/${gone.body.id}`, ZDeleted);
    expect(deleted.body).toEqual({ data: { id: gone.body.id } });
    const grants = await as('admin').get(`/api/permissions/role/${rektor}/list`, ZGrantEntries);
    expect(grants.body.find((g) => g.segment === segment.body.id)?.flags).toBe(keep.body.flag);
    const [event] = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'flag.delete'));
    expect(event?.entityId).toBe(String(gone.body.id));

    const removed = await as('admin').delete(`/api/authorization/segments/${segment.body.id}`, ZDeleted);
    expect(removed.body.data.id).toBe(segment.body.id);
    const after = await as('admin').get(`/api/permissions/role/${rektor}/list`, ZGrantEntries);
    expect(after.body.some((g) => g.segment === segment.body.id)).toBe(false);
  });

  it('keeps Kansli’s own segments and flags: renamed at most', async () => {
    const segments = await as('admin').get('/api/authorization/list', ZAdminSegments);
    const menu = segments.body.find((s) => s.key === 'adminMenu');
    const groupsFlag = menu?.flags.find((f) => f.vars === 'GROUPS');
    expect((await as('admin').delete(`/api/authorization/flags/${groupsFlag?.id}`)).status).toBe(409);
    expect((await as('admin').delete(`/api/authorization/segments/${menu?.id}`)).status).toBe(409);
    const rekeyed = await as('admin').post('/api/authorization/segments/save', {
      id: menu?.id,
      name: 'Meny',
      key: 'menu',
      scope: 'global',
    });
    expect(rekeyed.status).toBe(409);
    const renamed = await as('admin').post(
      '/api/authorization/segments/save',
      { id: menu?.id, name: 'Adminmeny', description: 'Menyn', key: 'adminMenu', scope: 'global' },
      ZAdminSegment,
    );
    expect(renamed.body.description).toBe('Menyn');
  });

  it('shows a granted menu flag to the role’s users at once, and takes it away', async () => {
    const teacher = await roleId('Lärare');
    const change = { context: 'role', context_id: teacher, segment: 'adminMenu', flag: 'SYNCS' };
    expect((await as('larare').get('/api/synchronizations')).status).toBe(403);
    expect((await as('admin').post('/api/permissions/add', change)).status).toBe(200);
    const granted = await as('larare').get('/api/synchronizations');
    expect(granted.status).toBe(200);
    expect((await as('admin').post('/api/permissions/remove', change)).status).toBe(200);
    expect((await as('larare').get('/api/synchronizations')).status).toBe(403);
  });
});

describe('access', () => {
  it('needs adminMenu SUPERADMIN', async () => {
    expect((await as('support').get('/api/role/list')).status).toBe(403);
    expect((await as('support').get('/api/authorization/list')).status).toBe(403);
    expect(
      (await as('support').post('/api/authorization/segments/save', { name: 'x', key: 'x', scope: 'global' }))
        .status,
    ).toBe(403);
    expect((await as('support').delete('/api/authorization/flags/1')).status).toBe(403);
  });
});
