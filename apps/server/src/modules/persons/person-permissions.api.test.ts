import { noAccessMessage, PERMISSIONS_WHILE_GHOSTING_MESSAGE } from '@kansli/domain/http/messages';
import { ZPersonPermissionsResponse } from '@kansli/domain/persons/person-permissions';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/audit.ts';
import { apiAs, type TestApp, testApp } from '../../test/app.ts';
import { resetDatabase } from '../../test/database.ts';
import { personIdOf } from '../../test/people.ts';

let t: TestApp;
const as = apiAs(() => t.app);
let supportId: number;
beforeAll(async () => {
  t = await testApp();
  await resetDatabase(t.database);
  supportId = await personIdOf(t.database.db, 'support@kansli.test');
});
afterAll(async () => {
  await resetDatabase(t.database);
  await t.app.close();
});

const url = () => `/api/integration/person/${supportId}/permissions`;
const flagOf = (
  body: { data: { segments: { key: string; flags: { key: string }[] }[] } },
  s: string,
  f: string,
) => body.data.segments.find((segment) => segment.key === s)?.flags.find((flag) => flag.key === f);
const grantAudits = () =>
  t.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entity, 'grant'), eq(auditEvents.entityId, `person:${supportId}:adminMenu`)));

describe('POST /api/integration/person/{id}/permissions', () => {
  it('reads with an empty list: each flag held directly or through which roles, not editable without PERMISSION_ADMIN', async () => {
    const read = await as('support').post(url(), [], ZPersonPermissionsResponse);
    expect(read.status).toBe(200);
    expect(read.body.data.editable).toBe(false);
    expect(read.body.data.segments.map((s) => s.key)).toContain('adminMenu');
    expect(flagOf(read.body, 'adminMenu', 'PERSONS')).toMatchObject({
      name: 'Personer',
      bit: 1,
      direct: false,
      throughRoles: ['Supportpersonal'],
    });
    expect(flagOf(read.body, 'adminMenu', 'GROUPS')).toMatchObject({ direct: false, throughRoles: [] });
    expect(read.body.data.segments.find((s) => s.key === 'support')?.scope).toBe('location');
    expect((await as('admin').post(url(), [], ZPersonPermissionsResponse)).body.data.editable).toBe(true);
  });

  it('gives and takes flags directly with PERMISSION_ADMIN, in one go, each change audited', async () => {
    const saved = await as('admin').post(
      url(),
      [
        { segment: 'adminMenu', flag: 'GROUPS', held: true },
        { segment: 'adminMenu', flag: 'LOCATIONS', held: true },
        { segment: 'adminMenu', flag: 'PERSONS', held: false },
      ],
      ZPersonPermissionsResponse,
    );
    expect(saved.status).toBe(200);
    expect(flagOf(saved.body, 'adminMenu', 'GROUPS')).toMatchObject({ direct: true });
    expect(flagOf(saved.body, 'adminMenu', 'LOCATIONS')).toMatchObject({ direct: true });
    // Taking a flag the person does not hold directly changes nothing: the role still gives it.
    expect(flagOf(saved.body, 'adminMenu', 'PERSONS')).toMatchObject({
      direct: false,
      throughRoles: ['Supportpersonal'],
    });
    const audits = await grantAudits();
    expect(audits.map((a) => [a.action, a.before, a.after])).toEqual([
      ['permission-add', { flags: 0 }, { flags: 2 }],
      ['permission-add', { flags: 2 }, { flags: 10 }],
    ]);

    const taken = await as('admin').post(
      url(),
      [{ segment: 'adminMenu', flag: 'GROUPS', held: false }],
      ZPersonPermissionsResponse,
    );
    expect(flagOf(taken.body, 'adminMenu', 'GROUPS')).toMatchObject({ direct: false });
    expect(await grantAudits()).toHaveLength(3);
  });

  it('refuses an unknown segment or flag by name, writing nothing of the list', async () => {
    const before = await grantAudits();
    const segment = await as('admin').post(url(), [
      { segment: 'adminMenu', flag: 'CHROMEBOOKS', held: true },
      { segment: 'nope', flag: 'X', held: true },
    ]);
    expect(segment.status).toBe(400);
    expect(segment.error?.message).toBe('1.segment: no segment nope');
    const flag = await as('admin').post(url(), [{ segment: 'adminMenu', flag: 'NOPE', held: true }]);
    expect(flag.error?.message).toBe('0.flag: no flag NOPE in segment adminMenu');
    const shape = await as('admin').post(url(), [{ segment: 'adminMenu', flag: 'GROUPS', held: 'yes' }]);
    expect(shape.error?.message).toMatch(/^0\.held/);
    expect(await grantAudits()).toEqual(before);
    const read = await as('admin').post(url(), [], ZPersonPermissionsResponse);
    expect(flagOf(read.body, 'adminMenu', 'CHROMEBOOKS')).toMatchObject({ direct: false });
  });

  it('needs PERSONS to read, PERMISSION_ADMIN to change, and refuses changes while ghosting', async () => {
    expect((await as('larare').post(url(), [])).status).toBe(403);
    const change = [{ segment: 'adminMenu', flag: 'GROUPS', held: true }];
    const support = await as('support').post(url(), change);
    expect(support.status).toBe(403);
    expect(support.error?.message).toBe(noAccessMessage('auth', 'PERMISSION_ADMIN'));
    expect((await as('admin').post('/api/integration/person/2000000/permissions', [])).status).toBe(404);

    // The support person given PERMISSION_ADMIN, ghosted by the administrator: reading, not changing.
    await as('admin').post(url(), [{ segment: 'auth', flag: 'PERMISSION_ADMIN', held: true }]);
    const ghost = { query: { ghost_as: String(supportId) } };
    const larare = await personIdOf(t.database.db, 'larare@kansli.test');
    const other = `/api/integration/person/${larare}/permissions`;
    const ghostRead = await as('admin').post(other, [], ZPersonPermissionsResponse, ghost);
    expect(ghostRead.status).toBe(200);
    expect(ghostRead.body.data.editable).toBe(false);
    const ghostChange = await as('admin').post(other, change, undefined, ghost);
    expect(ghostChange.status).toBe(403);
    expect(ghostChange.error?.message).toBe(PERMISSIONS_WHILE_GHOSTING_MESSAGE);
  });
});
