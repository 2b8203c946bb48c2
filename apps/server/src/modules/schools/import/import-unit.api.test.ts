import { civicNumberFor } from '@kansli/domain/persons/civic-number';
import type { SheetsSandbox } from '@kansli/sandbox/google/sheets-sandbox';
import { bucketOf } from '@kansli/sandbox/google/storage-api';
import type { RunningSandbox } from '@kansli/sandbox/http-sandbox';
import { and, count, eq, inArray, isNull, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fixedClock } from '../../../context/clock.ts';
import type { Database } from '../../../db/client.ts';
import { endedPersonRoles, personRoles, roles } from '../../../db/schema/access.ts';
import { auditEvents } from '../../../db/schema/audit.ts';
import { groupMembers, groups } from '../../../db/schema/groups.ts';
import { personGuardians, persons, systemIds } from '../../../db/schema/persons.ts';
import { syncEntries } from '../../../db/schema/sync.ts';
import { demoSchoolExports } from '../../../db/seed/school-exports.ts';
import type { StorageClient } from '../../../integrations/google/storage-client.ts';
import { resetDatabase, testDatabase } from '../../../test/database.ts';
import { testStorage } from '../../../test/google.ts';
import { type ImportContext, importUnit } from './import-unit.ts';

// The import on a real database from the Google sandbox's bucket over HTTP, with the demo export of a
// seeded unit and with exports written here for a unit (the upper-secondary school 211, Adela's).

const TODAY = '2026-11-24';
const clock = fixedClock(`${TODAY}T05:00:00Z`);
const UNIT = 211;

let database: Database;
let running: RunningSandbox<SheetsSandbox>;
let storage: StorageClient;
let job: ImportContext;

const at = (date: string, type: string, records: unknown) => ({
  name: `adela/${UNIT}/${date}/${type}.json`,
  content: JSON.stringify(records),
  contentType: 'application/json',
  updated: `${date}T01:30:00.000Z`,
});

/** Replaces the bucket's files with these. */
function bucketHolds(files: ReturnType<typeof at>[]) {
  const bucket = running.sandbox.bucket;
  if (!bucket) throw new Error('no bucket');
  bucket.objects.clear();
  for (const [name, object] of bucketOf(bucket.name, files).objects) bucket.objects.set(name, object);
}

const civic = (year: number, serial: number) => civicNumberFor(`${year}-03-04`, serial);
const pupil = (n: number, guardians: string[], given = `Elev${n}`) => ({
  id: `adela-e${n}`,
  institutionrole: { institutionroletype: 'Student' },
  name: { n: { given, family: 'Importsson' } },
  personcode: civic(2009, n),
  email: `elev${n}@elev.kansli.test`,
  guardians,
});
const guardian = (n: number) => ({
  id: `adela-v${n}`,
  institutionrole: { institutionroletype: 'Guardian' },
  name: { n: { given: `Förälder${n}`, family: 'Importsson' } },
  personcode: civic(1980, n),
  email: null,
});
const teacher = {
  id: 'adela-l1',
  institutionrole: { institutionroletype: 'Teacher' },
  name: { n: { given: 'Lärarinna', family: 'Importsson' } },
  personcode: civic(1975, 1),
  email: 'lararinna.importsson@kansli.test',
};
const group = (n: number, members: string[]) => ({
  id: `adela-g${n}`,
  name: `Kurs ${n}`,
  code: null,
  grouptype: { scheme: 'Gymnasiet kurs' },
  extension: { startdate: '2026-08-24', enddate: '2027-01-15', subjectname: 'Matematik', coursecode: null },
  socialnumber: members,
});

const firstExport = () => [
  at(TODAY, 'person', [
    pupil(1, [civic(1980, 1), civic(1980, 2)]),
    pupil(2, [civic(1980, 1), civic(1980, 2)]),
    pupil(3, [civic(1980, 3)]),
    guardian(1),
    guardian(2),
    guardian(3),
    teacher,
  ]),
  at(TODAY, 'group', [
    group(1, [civic(2009, 1), civic(2009, 2), civic(1975, 1)]),
    group(2, [civic(2009, 3), civic(1975, 1)]),
  ]),
];

const importedCivics = [
  civic(2009, 1),
  civic(2009, 2),
  civic(2009, 3),
  civic(1980, 1),
  civic(1980, 2),
  civic(1980, 3),
  civic(1975, 1),
];

async function auditCount() {
  const [row] = await database.db.select({ n: count() }).from(auditEvents);
  return row?.n ?? 0;
}

async function personByCivic(civicNumber: string) {
  const [row] = await database.db.select().from(persons).where(eq(persons.civicNumber, civicNumber));
  return row;
}

async function rolesAt(personId: number, locationId: number) {
  const rows = await database.db
    .select({ name: roles.name })
    .from(personRoles)
    .innerJoin(roles, eq(roles.id, personRoles.roleId))
    .where(and(eq(personRoles.personId, personId), eq(personRoles.locationId, locationId)));
  return rows.map((r) => r.name).sort();
}

beforeAll(async () => {
  database = await testDatabase();
  const started = await testStorage();
  running = started.running;
  storage = started.storage;
  job = { db: database.db, storage, clock };
});
afterAll(async () => {
  await running.close();
});
beforeEach(async () => {
  await resetDatabase(database);
  running.sandbox.control.reset();
});

describe('the import of a seeded unit', () => {
  it('finds the demo export as seeded: the first run adds only the teachers’ ids, a second writes nothing', async () => {
    const files = demoSchoolExports(clock.now(), TODAY).filter((f) => f.name.startsWith('schoolsoft/201/'));
    bucketHolds(files);

    const first = await importUnit(job, 201);
    expect(first.date).toBe(TODAY);
    expect(first.persons.created).toBe(0);
    expect(first.persons.endedRoles).toBe(0);
    expect(first.groups).toMatchObject({ created: 0, updated: 0, ended: 0 });
    expect(first.problems).toBe(0);
    const teachers = await database.db
      .select({ n: count() })
      .from(systemIds)
      .where(like(systemIds.systemId, 'schoolsoft-personal-%'));
    expect(first.persons.updated).toBe(teachers[0]?.n);
    expect(first.persons.updated).toBeGreaterThan(0);

    const audited = await auditCount();
    const second = await importUnit(job, 201);
    expect(second).toEqual({
      date: TODAY,
      persons: { total: first.persons.total, created: 0, updated: 0, endedRoles: 0 },
      groups: { total: first.groups.total, created: 0, updated: 0, ended: 0 },
      problems: 0,
    });
    expect(await auditCount()).toBe(audited);
  });

  it('traces each step with its Swedish job type, its progress and its end', async () => {
    bucketHolds(demoSchoolExports(clock.now(), TODAY).filter((f) => f.name.startsWith('schoolsoft/201/')));
    await importUnit(job, 201);
    const entries = await database.db
      .select()
      .from(syncEntries)
      .where(and(eq(syncEntries.locationId, 201), eq(syncEntries.context, 'sync')))
      .orderBy(syncEntries.id);
    expect(entries.map((e) => e.type)).toEqual([
      'schoolsoft_queue_groups',
      'schoolsoft_queue_students',
      'schoolsoft_queue_parents',
      'schoolsoft_queue_teachers',
      'schoolsoft_import_persons',
      'schoolsoft_import_groups',
    ]);
    for (const entry of entries) {
      expect(entry.finishedAt).not.toBeNull();
      expect(entry.statusCode).toBeNull();
      expect(entry.data?.current).toBe(entry.data?.bucketsize);
    }
    expect(entries[4]?.message).toMatch(
      /^Export 2026-11-24: \d+ personer, 0 nya, \d+ ändrade, 0 avslutade roller$/,
    );
  });
});

describe('the import of a changing export', () => {
  it('creates the persons, their roles, guardians and groups on a first run', async () => {
    bucketHolds(firstExport());
    const summary = await importUnit(job, UNIT);
    expect(summary.persons).toMatchObject({ total: 7, created: 7, updated: 0 });
    expect(summary.groups).toMatchObject({ total: 2, created: 2, updated: 0 });

    const elev1 = await personByCivic(civic(2009, 1));
    expect(elev1).toMatchObject({ givenName: 'Elev1', familyName: 'Importsson' });
    expect(await rolesAt(elev1?.id as number, UNIT)).toEqual(['Elev']);
    const links = await database.db
      .select({ guardianId: personGuardians.guardianId })
      .from(personGuardians)
      .where(eq(personGuardians.personId, elev1?.id as number));
    const g1 = await personByCivic(civic(1980, 1));
    const g2 = await personByCivic(civic(1980, 2));
    expect(links.map((l) => l.guardianId).sort()).toEqual([g1?.id, g2?.id].sort());
    expect(await rolesAt(g1?.id as number, UNIT)).toEqual(['Vårdnadshavare']);
    const teacherRow = await personByCivic(civic(1975, 1));
    expect(teacherRow?.isEmployed).toBe(true);

    const [course] = await database.db.select().from(groups).where(eq(groups.systemId, 'adela-g1'));
    expect(course).toMatchObject({ locationId: UNIT, system: 'adela', name: 'Kurs 1', active: true });
    const members = await database.db
      .select({ personId: groupMembers.personId, roleName: groupMembers.roleName })
      .from(groupMembers)
      .where(eq(groupMembers.groupId, course?.id as number));
    expect(members).toHaveLength(3);
    expect(members.find((m) => m.personId === teacherRow?.id)?.roleName).toBe('Lärare');

    // The seeded pupils of the unit are no longer exported: their roles end and are kept as ended.
    const ended = await database.db
      .select({ n: count() })
      .from(endedPersonRoles)
      .where(eq(endedPersonRoles.locationId, UNIT));
    expect(ended[0]?.n).toBe(summary.persons.endedRoles);
    expect(summary.persons.endedRoles).toBeGreaterThan(0);
    const creations = await database.db
      .select({ n: count() })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'import.person.create'), isNull(auditEvents.actorId)));
    expect(creations[0]?.n).toBe(7);
  });

  it('writes nothing on a second run of the same export', async () => {
    bucketHolds(firstExport());
    await importUnit(job, UNIT);
    const audited = await auditCount();
    const again = await importUnit(job, UNIT);
    expect(again.persons).toEqual({ total: 7, created: 0, updated: 0, endedRoles: 0 });
    expect(again.groups).toEqual({ total: 2, created: 0, updated: 0, ended: 0 });
    expect(await auditCount()).toBe(audited);
  });

  it('updates only what changed, ends who left, and makes a bad civic number a problem while the rest imports', async () => {
    bucketHolds(firstExport());
    await importUnit(job, UNIT);
    const left = await personByCivic(civic(2009, 3));

    bucketHolds([
      at('2026-11-25', 'person', [
        pupil(1, [civic(1980, 1), civic(1980, 2)], 'Ella'),
        pupil(2, [civic(1980, 1)]),
        { ...pupil(4, []), personcode: '20090304-0000' },
        pupil(5, []),
        guardian(1),
        guardian(2),
        teacher,
      ]),
      at('2026-11-25', 'group', [group(1, [civic(2009, 1), civic(1975, 1), civic(2009, 5)])]),
    ]);
    clock.set('2026-11-25T05:00:00Z');
    const changed = await importUnit(job, UNIT);
    clock.set(`${TODAY}T05:00:00Z`);

    // Elev1 renamed, Elev2 lost a guardian, Elev5 is new; Elev3 and Förälder3 left.
    expect(changed.persons).toMatchObject({ total: 6, created: 1, updated: 2, endedRoles: 2 });
    expect((await personByCivic(civic(2009, 1)))?.givenName).toBe('Ella');
    expect(await rolesAt(left?.id as number, UNIT)).toEqual([]);
    expect(await personByCivic(civic(2009, 3))).toBeDefined();
    const elev2 = await personByCivic(civic(2009, 2));
    const links = await database.db
      .select()
      .from(personGuardians)
      .where(eq(personGuardians.personId, elev2?.id as number));
    expect(links).toHaveLength(1);

    // Kurs 2 left the export: end-dated that day, its members ended; Kurs 1 lost Elev2, gained Elev5.
    expect(changed.groups).toMatchObject({ total: 1, created: 0, updated: 0, ended: 1 });
    const [kurs2] = await database.db.select().from(groups).where(eq(groups.systemId, 'adela-g2'));
    expect(kurs2).toMatchObject({ endDate: '2026-11-25', active: true });
    const active = await database.db
      .select({ n: count() })
      .from(groupMembers)
      .where(and(eq(groupMembers.groupId, kurs2?.id as number), isNull(groupMembers.deletedAt)));
    expect(active[0]?.n).toBe(0);
    const [kurs1] = await database.db.select().from(groups).where(eq(groups.systemId, 'adela-g1'));
    const kurs1Members = await database.db
      .select({ civicNumber: persons.civicNumber })
      .from(groupMembers)
      .innerJoin(persons, eq(persons.id, groupMembers.personId))
      .where(and(eq(groupMembers.groupId, kurs1?.id as number), isNull(groupMembers.deletedAt)));
    expect(kurs1Members.map((m) => m.civicNumber).sort()).toEqual(
      [civic(2009, 1), civic(1975, 1), civic(2009, 5)].sort(),
    );

    const problems = await database.db
      .select()
      .from(syncEntries)
      .where(and(eq(syncEntries.locationId, UNIT), eq(syncEntries.context, 'syncflag')));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ type: 'adela_queue_persons', statusCode: 422 });
    expect(problems[0]?.message).toBe('Rad 3 i person.json (adela-e4): personcode: not a valid civic number');
    expect(problems[0]?.message).not.toContain('20090304');
  });

  it('leaves each person of a failed batch wholly as before, and ends the step with the failure', async () => {
    bucketHolds(firstExport());
    // The database refuses the second pupil's role. In batches of three, the guardians come first and
    // are written; the next batch (the teacher and the pupils 1 and 2) rolls back as a whole.
    const refused = civic(2009, 2);
    await database.db.execute(
      sql.raw(`create or replace function refuse_role() returns trigger language plpgsql as $$
        begin
          if (select civic_number from persons where id = new.person_id) = '${refused}' then
            raise exception 'refused';
          end if;
          return new;
        end $$`),
    );
    await database.db.execute(
      sql.raw(
        'create trigger refuse_role before insert on person_roles for each row execute function refuse_role()',
      ),
    );
    try {
      await expect(importUnit({ ...job, batchSizes: { persons: 3, groups: 200 } }, UNIT)).rejects.toThrow();
    } finally {
      await database.db.execute(sql.raw('drop trigger refuse_role on person_roles'));
      await database.db.execute(sql.raw('drop function refuse_role()'));
    }

    const written = await database.db
      .select({ id: persons.id, civicNumber: persons.civicNumber })
      .from(persons)
      .where(inArray(persons.civicNumber, importedCivics));
    expect(written.map((p) => p.civicNumber).sort()).toEqual(
      [civic(1980, 1), civic(1980, 2), civic(1980, 3)].sort(),
    );
    for (const person of written) {
      expect(await rolesAt(person.id, UNIT)).toEqual(['Vårdnadshavare']);
      const ids = await database.db.select().from(systemIds).where(eq(systemIds.personId, person.id));
      expect(ids.map((i) => i.systemId)).toContain(
        `adela-v${person.civicNumber === civic(1980, 1) ? 1 : person.civicNumber === civic(1980, 2) ? 2 : 3}`,
      );
    }

    const [step] = await database.db
      .select()
      .from(syncEntries)
      .where(and(eq(syncEntries.locationId, UNIT), eq(syncEntries.type, 'adela_import_persons')));
    expect(step).toMatchObject({
      statusCode: 500,
      message:
        'Synkroniseringen avbröts av ett fel i Kansli. Synkronisera enheten igen; kvarstår felet, kontakta systemförvaltaren.',
    });
    expect(step?.finishedAt).not.toBeNull();
    expect(step?.data).toEqual({ current: 3, bucketsize: 7 });
  });
});

describe('an export that cannot be read', () => {
  it('records a unit without export files as a missing file, with the spec’s words', async () => {
    bucketHolds([]);
    const summary = await importUnit(job, UNIT);
    expect(summary.date).toBeNull();
    const entries = await database.db.select().from(syncEntries).where(eq(syncEntries.locationId, UNIT));
    expect(entries.map((e) => [e.context, e.type, e.statusCode, e.message])).toEqual([
      ['sync', 'adela_import_persons', 404, 'Exportfil från adela saknas i google storage'],
      ['syncflag', 'adela_import_persons', 404, 'Exportfil från adela saknas i google storage'],
    ]);
  });

  it('imports a stale export and flags that it is not from today', async () => {
    bucketHolds(firstExport().map((file) => ({ ...file, name: file.name.replace(TODAY, '2026-11-20') })));
    const summary = await importUnit(job, UNIT);
    expect(summary).toMatchObject({ date: '2026-11-20', persons: { created: 7 } });
    const problems = await database.db
      .select()
      .from(syncEntries)
      .where(and(eq(syncEntries.locationId, UNIT), eq(syncEntries.context, 'syncflag')));
    expect(problems.map((p) => [p.type, p.statusCode, p.message])).toEqual([
      ['adela_import_persons', 404, 'Exportfil från adela är inte från i dag, senaste: 2026-11-20'],
    ]);
  });

  it('fails the step with 502 and Swedish words for staff when the bucket answers 503 through every retry', async () => {
    bucketHolds(firstExport());
    running.sandbox.control.failNext(20, 503);
    await expect(importUnit(job, UNIT)).rejects.toThrow(/503/);
    running.sandbox.control.reset();
    const entries = await database.db.select().from(syncEntries).where(eq(syncEntries.locationId, UNIT));
    expect(entries.map((e) => [e.context, e.type, e.statusCode])).toEqual([
      ['sync', 'adela_import_persons', 502],
      ['syncflag', 'adela_import_persons', 502],
    ]);
    // The log has the call and the status; staff read what happened and what to do.
    for (const entry of entries) {
      expect(entry.message).toBe('Google Cloud Storage svarar inte just nu. Försök igen om en stund.');
    }
  });

  it('ends a step a crashed run left running when the next import starts', async () => {
    const [left] = await database.db
      .insert(syncEntries)
      .values({
        locationId: UNIT,
        context: 'sync',
        type: 'adela_import_persons',
        data: { current: 5, bucketsize: 9 },
      })
      .returning();
    bucketHolds(firstExport());
    await importUnit(job, UNIT);
    const [ended] = await database.db
      .select()
      .from(syncEntries)
      .where(eq(syncEntries.id, left?.id as number));
    expect(ended).toMatchObject({
      statusCode: 500,
      message: 'Avbruten: synkroniseringen stoppades innan steget var klart',
    });
    expect(ended?.finishedAt).not.toBeNull();
  });

  it('refuses a unit that is no school', async () => {
    await expect(importUnit(job, 101)).rejects.toThrow('Unit 101 is no school unit');
  });
});
