// npm run bench -- database-browser: GET /api/select/persons filtered by a part of the family name, on
// PostgreSQL with 100,000 persons more than the demo data, signed in as the superadmin.

import { familyNames } from '@kansli/domain/fictional/names';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../src/db/client.ts';
import {
  addSyntheticPersons,
  dropPostgresDatabase,
  freshPostgresDatabase,
  p95OfGets,
  printRows,
} from './harness.ts';
import { signedInServer } from './setup.ts';

const NAME = 'kansli_bench_database_browser';
const SYNTHETIC_PERSONS = 100_000;
const RUNS = 300;

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
      await addSyntheticPersons(database.db, SYNTHETIC_PERSONS);
      await database.db.execute(sql`vacuum analyze`);
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
        const value = await p95OfGets(
          (run) =>
            `${server.url}/api/select/persons${path}?filter=${encodeURIComponent(JSON.stringify({ family_name: text(run) }))}`,
          headers,
          RUNS,
        );
        rows.push({
          figure: `p95, filter by ${figure}`,
          value,
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
