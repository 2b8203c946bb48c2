// npm run bench -- school-import: the import of one unit's export of 20,000 persons and 2,000 groups
// on PostgreSQL, read from the Google sandbox's bucket over HTTP: the first run, which makes everyone,
// and a second run of the same export, which finds nothing to change.

import { familyNames, femaleNames, maleNames } from '@kansli/domain/fictional/names';
import { civicNumberFor } from '@kansli/domain/persons/civic-number';
import { sql } from 'drizzle-orm';
import { systemClock } from '../src/context/clock.ts';
import { openDatabase, queryRows } from '../src/db/client.ts';
import { seedDatabase } from '../src/db/seed/seed.ts';
import { importUnit } from '../src/modules/schools/import/import-unit.ts';
import { testStorage } from '../src/test/google.ts';
import { dropPostgresDatabase, freshPostgresDatabase, printRows } from './harness.ts';

const NAME = 'kansli_bench_school_import';
/** The upper-secondary school Adela exports, in the person layout. */
const UNIT = 211;
const PUPILS = 12_000;
const GUARDIANS = 7_600;
const TEACHERS = 400;
const GROUPS = 2_000;

/** Distinct valid civic numbers: a birth date per person and serials spread over them. */
const civic = (year: number, n: number) =>
  civicNumberFor(
    `${year + Math.floor(n / 12_000)}-${String((n % 12) + 1).padStart(2, '0')}-${String((Math.floor(n / 12) % 28) + 1).padStart(2, '0')}`,
    Math.floor(n / 336) % 1000,
  );

function syntheticExport(today: string) {
  const name = (n: number) => ({
    given: (n % 2 === 0 ? femaleNames : maleNames)[n % 40] ?? 'Alex',
    family: familyNames[Math.floor(n / 3) % familyNames.length] ?? 'Berg',
  });
  const guardianCivic = (n: number) => civic(1970, n);
  const pupilCivic = (n: number) => civic(2007, n);
  const teacherCivic = (n: number) => civic(1960, n);
  const person = (id: string, role: string, n: number, personcode: string, extra: object = {}) => ({
    id,
    institutionrole: { institutionroletype: role },
    name: { n: name(n) },
    personcode,
    email: `${id}@bench.kansli.test`,
    ...extra,
  });
  const persons = [
    ...Array.from({ length: PUPILS }, (_, n) =>
      person(`adela-e${n}`, 'Student', n, pupilCivic(n), {
        guardians: [guardianCivic(n % GUARDIANS), guardianCivic((n * 7 + 1) % GUARDIANS)],
      }),
    ),
    ...Array.from({ length: GUARDIANS }, (_, n) =>
      person(`adela-v${n}`, 'Guardian', n + 1, guardianCivic(n)),
    ),
    ...Array.from({ length: TEACHERS }, (_, n) => person(`adela-l${n}`, 'Teacher', n + 2, teacherCivic(n))),
  ];
  const groups = Array.from({ length: GROUPS }, (_, g) => ({
    id: `adela-g${g}`,
    name: `Kurs ${g}`,
    code: `K${g}`,
    grouptype: { scheme: 'Gymnasiet kurs' },
    extension: { startdate: '2026-08-24', enddate: '2027-01-15', subjectname: 'Matematik', coursecode: null },
    // Each pupil in about three groups, and a teacher.
    socialnumber: [
      ...Array.from({ length: 18 }, (_, k) => pupilCivic((g * 18 + k) % PUPILS)),
      teacherCivic(g % TEACHERS),
    ],
  }));
  const file = (type: string, records: unknown[]) => ({
    name: `adela/${UNIT}/${today}/${type}.json`,
    content: JSON.stringify(records),
    contentType: 'application/json',
    updated: new Date().toISOString(),
  });
  return [file('person', persons), file('group', groups)];
}

export async function schoolImportBench() {
  const databaseUrl = await freshPostgresDatabase(NAME);
  if (!databaseUrl) {
    console.log('\nSchool import: PostgreSQL did not answer; the benchmark is skipped.');
    return;
  }
  const database = await openDatabase({ databaseUrl, dataDir: '', poolSize: 4 });
  const { storage, running } = await testStorage({
    files: syntheticExport(systemClock.today()),
    policy: { timeoutMs: 60_000 },
  });
  try {
    await database.migrate();
    await seedDatabase(database.db);
    const job = { db: database.db, storage, clock: systemClock };
    const timed = async () => {
      const started = performance.now();
      const summary = await importUnit(job, UNIT);
      return { ms: performance.now() - started, summary };
    };
    const first = await timed();
    await database.db.execute(sql`vacuum analyze`);
    const second = await timed();
    const [counts] = await queryRows<{ persons: number; members: number }>(
      database.db,
      sql`select (select count(*)::int from persons) as persons,
                 (select count(*)::int from group_members) as members`,
    );
    if (
      first.summary.persons.created !== PUPILS + GUARDIANS + TEACHERS ||
      second.summary.persons.updated !== 0
    ) {
      throw new Error(
        `unexpected import: ${JSON.stringify({ first: first.summary, second: second.summary })}`,
      );
    }
    printRows(
      `School import on PostgreSQL: ${(PUPILS + GUARDIANS + TEACHERS).toLocaleString('en')} persons and ${GROUPS.toLocaleString('en')} groups ` +
        `(${counts?.members.toLocaleString('en')} memberships, ${counts?.persons.toLocaleString('en')} persons in all)`,
      [
        { figure: 'first run: everyone made', value: first.ms / 1000, unit: 's', budget: { max: 30 } },
        {
          figure: 'second run: the same export, no change',
          value: second.ms / 1000,
          unit: 's',
          budget: { max: 5 },
        },
      ],
    );
  } finally {
    await running.close();
    await database.close();
    await dropPostgresDatabase(NAME);
  }
}

if (import.meta.main) await schoolImportBench();
