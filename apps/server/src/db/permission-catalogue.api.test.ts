import { ADMINISTRATOR_ROLE, builtInRoles } from '@kansli/domain/access/built-in-roles';
import { ZAdminSegment } from '@kansli/domain/superadmin/authorization-admin';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_JOB_TIMING } from '../jobs/queues.ts';
import { prepareDatabase } from '../start-up.ts';
import { apiAs, type TestApp, testApp } from '../test/app.ts';
import { resetDatabase } from '../test/database.ts';
import { roleIdOf } from '../test/people.ts';
import { type CatalogueSync, catalogueSyncLines, logCatalogueSync } from './permission-catalogue.ts';
import { authFlags, authSegments, grants, roles } from './schema/access.ts';
import { auditEvents } from './schema/audit.ts';

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

/** What a start of an instance does to the catalogue. */
const start = async () =>
  (await prepareDatabase(t.database, { appRole: undefined, jobTiming: DEFAULT_JOB_TIMING })).catalogue;

const nothing: CatalogueSync = {
  addedSegments: [],
  addedFlags: [],
  addedRoles: [],
  grantedToAdministrator: [],
  unknownSegments: [],
  unknownFlags: [],
};

async function segmentId(key: string) {
  const [row] = await t.database.db.select().from(authSegments).where(eq(authSegments.key, key));
  if (!row) throw new Error(`no segment ${key}`);
  return row.id;
}

async function roleFlags(roleName: string, segment: string) {
  const [row] = await t.database.db
    .select({ flags: grants.flags })
    .from(grants)
    .where(
      and(
        eq(grants.context, 'role'),
        eq(grants.contextId, await roleIdOf(t.database.db, roleName)),
        eq(grants.segmentId, await segmentId(segment)),
        isNull(grants.locationId),
      ),
    );
  return row?.flags ?? 0;
}

async function flagBit(segment: string, flag: string) {
  const [row] = await t.database.db
    .select({ bit: authFlags.bit })
    .from(authFlags)
    .where(and(eq(authFlags.segmentId, await segmentId(segment)), eq(authFlags.key, flag)));
  return row?.bit;
}

/** As an older code's database: the flag never existed, so no grant holds its bit. */
async function forgetFlag(segment: string, flag: string) {
  const id = await segmentId(segment);
  const bit = (await flagBit(segment, flag)) as number;
  await t.database.db
    .update(grants)
    .set({ flags: sql`${grants.flags} & ~${bit}::int` })
    .where(eq(grants.segmentId, id));
  await t.database.db.delete(authFlags).where(and(eq(authFlags.segmentId, id), eq(authFlags.key, flag)));
}

describe('the permission catalogue at start', () => {
  it('finds a database in step with the code and changes nothing', async () => {
    expect(await start()).toEqual(nothing);
  });

  it('adds a flag and a segment the code knows and the database lacks, grants them to Administratör only, and audits it', async () => {
    await forgetFlag('adminMenu', 'SYNCS');
    await t.database.db.delete(authSegments).where(eq(authSegments.key, 'studybuddy'));

    expect(await start()).toEqual({
      ...nothing,
      addedSegments: ['studybuddy'],
      addedFlags: ['adminMenu.SYNCS', 'studybuddy.ACCESS'],
      grantedToAdministrator: ['adminMenu.SYNCS', 'studybuddy.ACCESS'],
    });
    expect(await flagBit('adminMenu', 'SYNCS')).toBe(128);
    expect(await roleFlags(ADMINISTRATOR_ROLE, 'adminMenu')).toBe(511);
    expect(await roleFlags(ADMINISTRATOR_ROLE, 'studybuddy')).toBe(1);
    expect((await roleFlags('Rektor', 'adminMenu')) & 128).toBe(0);
    const audited = await t.database.db
      .select({ action: auditEvents.action, actorId: auditEvents.actorId })
      .from(auditEvents)
      .orderBy(auditEvents.id);
    expect(audited).toEqual([
      { action: 'catalogue.segment.add', actorId: null },
      { action: 'catalogue.flag.add', actorId: null },
      { action: 'catalogue.flag.add', actorId: null },
      { action: 'catalogue.administrator.grant', actorId: null },
      { action: 'catalogue.administrator.grant', actorId: null },
    ]);
    expect(await start()).toEqual(nothing);
  });

  it("puts a new flag on the segment's next free bit when an administrator's flag holds the code's", async () => {
    await forgetFlag('adminMenu', 'SYNCS');
    await t.database.db.insert(authFlags).values({
      segmentId: await segmentId('adminMenu'),
      key: 'INTRANET',
      name: 'Intranät',
      bit: 128,
      addedByAdministrator: true,
    });
    expect((await start()).addedFlags).toEqual(['adminMenu.SYNCS']);
    expect(await flagBit('adminMenu', 'SYNCS')).toBe(512);
    expect(await flagBit('adminMenu', 'INTRANET')).toBe(128);
    // Administratör gets the code's flag, not the administrators' own.
    expect(await roleFlags(ADMINISTRATOR_ROLE, 'adminMenu')).toBe(511 - 128 + 512);
  });

  it('gives Administratör back a flag it lost, and leaves what administrators gave other built-in roles', async () => {
    const preschool = await segmentId('preschool');
    const administrator = await roleIdOf(t.database.db, ADMINISTRATOR_ROLE);
    const manager = await roleIdOf(t.database.db, 'Förskolechef');
    await t.database.db
      .update(grants)
      .set({ flags: 1 })
      .where(
        and(eq(grants.segmentId, preschool), eq(grants.contextId, administrator), eq(grants.context, 'role')),
      );
    await t.database.db
      .delete(grants)
      .where(and(eq(grants.segmentId, preschool), eq(grants.contextId, manager), eq(grants.context, 'role')));

    expect(await start()).toEqual({
      ...nothing,
      grantedToAdministrator: ['preschool.BILLING', 'preschool.READ_ALL_PERSONS'],
    });
    expect(await roleFlags(ADMINISTRATOR_ROLE, 'preschool')).toBe(7);
    expect(await roleFlags('Förskolechef', 'preschool')).toBe(0);
  });

  it('makes a built-in role that is missing, with its default grants', async () => {
    await t.database.db.delete(roles).where(eq(roles.name, 'Ekonom'));
    expect(await start()).toEqual({ ...nothing, addedRoles: ['Ekonom'] });
    expect(await roleFlags('Ekonom', 'adminMenu')).toBe(4 | 32);
    expect(await roleFlags('Ekonom', 'preschool')).toBe(7);
    const names = await t.database.db.select({ name: roles.name }).from(roles);
    expect(names.map((row) => row.name).sort()).toEqual(builtInRoles.map((role) => role.name).sort());
  });

  it("reports what the code does not know and keeps it, and leaves the administrators' own alone", async () => {
    const [legacy] = await t.database.db
      .insert(authSegments)
      .values({ key: 'legacy', name: 'Gammalt', scope: 'global' })
      .returning();
    await t.database.db.insert(authFlags).values([
      { segmentId: legacy?.id as number, key: 'OLD', name: 'Gammal', bit: 1 },
      { segmentId: await segmentId('adminMenu'), key: 'FAX', name: 'Fax', bit: 2 ** 12 },
    ]);
    const own = await as('admin').post(
      '/api/authorization/segments/save',
      { key: 'intranet', name: 'Intranät', description: '', scope: 'global' },
      ZAdminSegment,
    );
    const flag = { segment: own.body.id, name: 'Redaktör', description: '', vars: 'EDITOR' };
    expect((await as('admin').post('/api/authorization/flags/save', flag)).status).toBe(200);
    const inMenu = {
      segment: await segmentId('adminMenu'),
      name: 'Intranät',
      description: '',
      vars: 'INTRANET',
    };
    expect((await as('admin').post('/api/authorization/flags/save', inMenu)).status).toBe(200);
    const segmentsBefore = await t.database.db.$count(authSegments);
    const flagsBefore = await t.database.db.$count(authFlags);

    const sync = await start();
    expect(sync).toEqual({
      ...nothing,
      unknownSegments: ['legacy'],
      unknownFlags: ['adminMenu.FAX', 'legacy.OLD'],
    });
    expect(await t.database.db.$count(authSegments)).toBe(segmentsBefore);
    expect(await t.database.db.$count(authFlags)).toBe(flagsBefore);

    const warnings: { fields: object; message: string }[] = [];
    logCatalogueSync({ info: () => {}, warn: (fields, message) => warnings.push({ fields, message }) }, sync);
    expect(warnings).toEqual([
      {
        fields: { segments: ['legacy'], flags: ['adminMenu.FAX', 'legacy.OLD'] },
        message: expect.stringContaining('the code does not know'),
      },
    ]);
    expect(catalogueSyncLines(sync)).toEqual({
      changes: [],
      warnings: [
        'Kept the permission segments the code does not know: legacy.',
        'Kept the permission flags the code does not know: adminMenu.FAX, legacy.OLD.',
      ],
    });
  });

  it('logs what it added and nothing when all was in step', async () => {
    await forgetFlag('support', 'GHOST');
    const logged: string[] = [];
    const log = {
      info: (_fields: object, message: string) => logged.push(`info ${message}`),
      warn: (_fields: object, message: string) => logged.push(`warn ${message}`),
    };
    logCatalogueSync(log, await start());
    logCatalogueSync(log, await start());
    expect(logged).toEqual(['info permission catalogue: added what the code knows and the database lacked']);
  });
});
