// npm run bench -- person-search (or node bench/person-search.bench.ts): GET /api/integration/persons
// on PostgreSQL with 100,000 persons more than the demo data, by a name part, a civic-number part and
// system:id, through app.inject. Needs DATABASE_URL (a server where it may make and drop a database).
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createDatabase, dropDatabases } from '../src/db/admin.ts';
import { type Database, openDatabase, queryRows } from '../src/db/client.ts';
import { familyNames, femaleNames, maleNames } from '../src/db/seed/names.ts';
import { seedDatabase } from '../src/db/seed/seed.ts';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../src/http/security.ts';
import { signIdToken, testSignInProvider } from '../src/test/identity.ts';
import { printRows } from './harness.ts';

const NAME = 'kansli_bench_person_search';
const SYNTHETIC_PERSONS = 100_000;
const RUNS = 300;
const BUDGET_MS = 25;

/** 100,000 adults born 1900–1954 (the demo's are younger), each with an e-mail and a school-system id. */
export async function addSyntheticPersons(db: Database['db']) {
  const given = JSON.stringify([...femaleNames, ...maleNames]);
  const family = JSON.stringify(familyNames);
  await db.execute(sql`
    insert into persons (given_name, family_name, civic_number)
    select ${given}::jsonb ->> (i % jsonb_array_length(${given}::jsonb)),
           ${family}::jsonb ->> ((i / 7) % jsonb_array_length(${family}::jsonb)),
           to_char(date '1900-01-01' + (i % 20000), 'YYYYMMDD') || '-' || lpad((i / 20000)::text, 4, '0')
    from generate_series(1, ${SYNTHETIC_PERSONS}) as i`);
  await db.execute(sql`
    insert into person_emails (person_id, email, type, system)
    select id, 'p' || id || '.' || lower(family_name) || '@bench.kansli.test', 'private', 'online'
    from persons where civic_number < '1955'`);
  await db.execute(sql`
    insert into system_ids (person_id, system, system_id)
    select id, 'online', 'online-b' || id from persons where civic_number < '1955'`);
  await db.execute(sql`analyze`);
}

function p95(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length * 0.95)] ?? Number.NaN;
}

export async function personSearchBench() {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    console.log('\nPerson search: DATABASE_URL is not set; the PostgreSQL benchmark is skipped.');
    return;
  }
  const database = await openDatabase({
    databaseUrl: await createDatabase(serverUrl, NAME),
    dataDir: '',
    poolSize: 4,
  });
  try {
    await database.migrate();
    await seedDatabase(database.db);
    await addSyntheticPersons(database.db);
    const [{ total } = { total: 0 }] = await queryRows<{ total: number }>(
      database.db,
      sql`select count(*)::int as total from persons`,
    );

    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    });
    const app = await buildApp({
      config,
      database,
      signInProvider: testSignInProvider,
      jobs: { uploadInvoices: async () => {} },
    });
    await app.ready();
    try {
      const csrf = { [CSRF_HEADER]: CSRF_HEADER_VALUE };
      const nonce = await app.inject({ method: 'POST', url: '/api/auth/nonce', headers: csrf });
      const nonceCookie = nonce.cookies.find((c) => c.name.endsWith('kansli_sign_in_nonce'));
      const signedIn = await app.inject({
        method: 'POST',
        url: '/api/authenticate',
        headers: {
          ...csrf,
          authorization: `Bearer ${await signIdToken('support@kansli.test', { claims: { nonce: nonce.json().nonce } })}`,
          cookie: `${nonceCookie?.name}=${nonceCookie?.value}`,
        },
      });
      const session = signedIn.cookies.find((c) => c.name.endsWith('kansli_session'));
      if (!session) throw new Error(`sign-in failed: ${signedIn.body}`);
      const cookie = `${session.name}=${session.value}`;

      // Different texts in turn, so that no answer is a repeat of the one before.
      const searches: [string, (run: number) => string][] = [
        ['a name part', (run) => ['lind', 'erik', 'berg', 'ström', 'karl', 'holm'][run % 6] ?? ''],
        // The worst case: a part of four in ten family names, every one of them counted and sorted.
        ["'sson' (in 40 % of persons)", () => 'sson'],
        ['a civic-number part', (run) => `19${String(10 + (run % 40))}0${(run % 9) + 1}1${run % 10}`],
        ['system:id', (run) => `online:online-b${1000 + run * 97}`],
      ];
      const rows = [];
      for (const [figure, text] of searches) {
        const times: number[] = [];
        for (let run = -20; run < RUNS; run++) {
          const started = performance.now();
          const response = await app.inject({
            method: 'GET',
            url: '/api/integration/persons',
            query: { search: text(Math.abs(run)) },
            headers: { cookie },
          });
          if (response.statusCode !== 200)
            throw new Error(`${figure}: ${response.statusCode} ${response.body}`);
          if (run >= 0) times.push(performance.now() - started);
        }
        rows.push({
          figure: `p95, search by ${figure}`,
          value: p95(times),
          unit: 'ms',
          budget: { max: BUDGET_MS },
        });
      }
      printRows(
        `Person search on PostgreSQL, ${total.toLocaleString('en')} persons (${RUNS} runs each, app.inject)`,
        rows,
      );
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await dropDatabases(serverUrl, NAME);
  }
}

if (import.meta.main) await personSearchBench();
