// npm run bench -- database-browser: GET /api/select/persons filtered by a part of the family name, on
// PostgreSQL with 100,000 persons more than the demo data, signed in as the superadmin.
import { sql } from 'drizzle-orm';
import { type Database, openDatabase, queryRows } from '../src/db/client.ts';
import { familyNames, femaleNames, maleNames } from '../src/db/seed/names.ts';
import { dropPostgresDatabase, freshPostgresDatabase, printRows } from './harness.ts';
import { signedInServer } from './setup.ts';

const NAME = 'kansli_bench_database_browser';
const SYNTHETIC_PERSONS = 100_000;
const RUNS = 300;

/** 100,000 adults, as the person search benchmark adds them. */
async function addSyntheticPersons(db: Database['db']) {
  const given = JSON.stringify([...femaleNames, ...maleNames]);
  const family = JSON.stringify(familyNames);
  await db.execute(sql`
    insert into persons (given_name, family_name, civic_number)
    select ${given}::jsonb ->> (i % jsonb_array_length(${given}::jsonb)),
           ${family}::jsonb ->> ((i / 7) % jsonb_array_length(${family}::jsonb)),
           to_char(date '1900-01-01' + (i % 20000), 'YYYYMMDD') || '-' || lpad((i / 20000)::text, 4, '0')
    from generate_series(1, ${SYNTHETIC_PERSONS}) as i`);
  await db.execute(sql`vacuum analyze`);
}

function p95(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length * 0.95)] ?? Number.NaN;
}

/** Parts of the family names in turn (a different one each run), as typed into the filter row. */
const familyPart = (run: number) => {
  const name = familyNames[(run * 7) % familyNames.length] ?? 'Lind';
  const start = run % 3;
  return name.slice(start, start + 3 + (run % 3)).toLowerCase();
};

export async function databaseBrowserBench() {
  const databaseUrl = await freshPostgresDatabase(NAME);
  if (!databaseUrl) {
    console.log('\nDatabase browser: PostgreSQL did not answer; the benchmark is skipped.');
    return;
  }
  try {
    const server = await signedInServer({ DATABASE_URL: databaseUrl }, 'admin@kansli.test');
    const database = await openDatabase({ databaseUrl, dataDir: '', poolSize: 2 });
    try {
      await addSyntheticPersons(database.db);
      const [{ total } = { total: 0 }] = await queryRows<{ total: number }>(
        database.db,
        sql`select count(*)::int as total from persons`,
      );
      const headers = { cookie: server.cookie };
      const calls: [string, string, (run: number) => string, boolean][] = [
        ['a family-name part', '', familyPart, true],
        ['a family-name part, its count', '/metadata', familyPart, false],
        // The worst case: no person matches, so every row is read.
        ['a text no family name holds', '', (run) => `zq${run}x`, false],
      ];
      const rows = [];
      for (const [figure, path, text, budgeted] of calls) {
        const times: number[] = [];
        for (let run = -20; run < RUNS; run++) {
          const filter = encodeURIComponent(JSON.stringify({ family_name: text(Math.abs(run)) }));
          const url = `${server.url}/api/select/persons${path}?filter=${filter}`;
          const started = performance.now();
          const response = await fetch(url, { headers });
          await response.arrayBuffer();
          if (response.status !== 200) throw new Error(`${figure}: ${response.status}`);
          if (run >= 0) times.push(performance.now() - started);
        }
        rows.push({
          figure: `p95, filter by ${figure}`,
          value: p95(times),
          unit: 'ms',
          budget: budgeted ? { max: 50 } : undefined,
        });
      }
      printRows(
        `Database browser on PostgreSQL, ${total.toLocaleString('en')} persons (${RUNS} runs each over HTTP)`,
        rows,
      );
    } finally {
      await database.close();
      await server.stop();
    }
  } finally {
    await dropPostgresDatabase(NAME);
  }
}

if (import.meta.main) await databaseBrowserBench();
