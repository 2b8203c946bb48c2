import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openDatabase, queryRows } from '../db/client.ts';
import { auditEvents } from '../db/schema/audit.ts';
import { preschoolChildren } from '../db/schema/preschool.ts';
import { apiAs, type TestApp, testApp } from '../test/app.ts';
import { testSignInProvider } from '../test/identity.ts';
import { queueOnly } from '../test/jobs.ts';
import { DATABASE_UNAVAILABLE_MESSAGE } from './errors.ts';

let t: TestApp;
const logLines: string[] = [];
const as = apiAs(() => t.app);
beforeAll(async () => {
  t = await testApp({ LOG_LEVEL: 'warn' }, { write: (line) => logLines.push(line) });
});
afterAll(() => t.app.close());

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Ends every other connection to the app's database, as a database restart would. */
async function terminateAppConnections(): Promise<number> {
  const rows = await queryRows<{ ended: boolean }>(
    t.database.db,
    sql`select pg_terminate_backend(pid) as ended from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()`,
  );
  return rows.filter((row) => row.ended).length;
}

describe.runIf(onPostgres)('when the database connections are cut', () => {
  it('answers every request, 503 while they are gone, writes nothing by halves, and serves again within a second', async () => {
    const children = await t.database.db
      .select()
      .from(preschoolChildren)
      .where(eq(preschoolChildren.locationId, 101))
      .orderBy(preschoolChildren.id)
      .limit(2);
    const edit = (marker: string) =>
      children.map((child) => ({
        mode: 'edit',
        type: 'child',
        child_id: child.id,
        data: {
          given_name: child.givenName,
          family_name: child.familyName,
          civic_number: child.civicNumber,
          note: marker,
        },
      }));
    // Signed in before the cut, so every request below needs the database for its session.
    await as('forskolechef').get('/api/preschool/locations');

    const markers: string[] = [];
    const requests: Promise<{ status: number; message: string | undefined }>[] = [];
    let cuts = 0;
    for (let round = 0; round < 6; round++) {
      for (let i = 0; i < 6; i++) {
        const marker = `outage-${round}-${i}`;
        markers.push(marker);
        requests.push(
          as('forskolechef')
            .put('/api/preschool/4101/person', edit(marker))
            .then((r) => ({ status: r.status, message: r.error?.message })),
          as('forskolechef')
            .get('/api/preschool/4101/overview?period=2026-11')
            .then((r) => ({ status: r.status, message: r.error?.message })),
        );
      }
      await sleep(5 + round * 3);
      cuts += await terminateAppConnections();
    }
    const answers = await Promise.all(requests);
    expect(cuts).toBeGreaterThan(0);
    expect(answers.filter((a) => a.status !== 200 && a.status !== 503)).toEqual([]);
    expect(
      answers.filter((a) => a.status === 503).every((a) => a.message === DATABASE_UNAVAILABLE_MESSAGE),
    ).toBe(true);

    // It serves again within a second.
    const deadline = Date.now() + 1000;
    let status = 0;
    while (Date.now() < deadline && status !== 200) {
      status = (await as('forskolechef').get('/api/preschool/4101/overview?period=2026-11')).status;
    }
    expect(status).toBe(200);

    // Each batch changed both children or neither: their notes agree, and every marker is audited on both or none.
    const notes = await t.database.db
      .select({ note: preschoolChildren.note })
      .from(preschoolChildren)
      .where(
        sql`${preschoolChildren.id} in (${sql.join(
          children.map((c) => sql`${c.id}`),
          sql`, `,
        )})`,
      );
    expect(new Set(notes.map((n) => n.note)).size).toBe(1);
    for (const marker of markers) {
      const audited = await t.database.db.$count(
        auditEvents,
        and(
          eq(auditEvents.entity, 'preschool_child'),
          sql`${auditEvents.after}->'data'->>'note' = ${marker}`,
        ),
      );
      expect([0, 2]).toContain(audited);
    }
    // The failures were logged by their codes: no query, no parameters, no names or civic numbers.
    const log = logLines.join('\n');
    expect(log).toContain('database unavailable');
    for (const child of children) {
      for (const value of [child.civicNumber, child.givenName, child.familyName])
        expect(log).not.toContain(value);
    }
    expect(log).not.toContain('params:');
  });

  it('says it is not ready while the database does not answer, and stays alive', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(ready.statusCode).toBe(200);
  });
});

describe('readiness', () => {
  it('answers 503 once the database is gone, while liveness stays up', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    // The queue of the worker's database: this app's own database is closed before a job could come.
    const jobs = (await queueOnly(t.database)).queue;
    const app = await buildApp({ config: t.config, database, signInProvider: testSignInProvider, jobs });
    try {
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      await database.close();
      const ready = await app.inject({ method: 'GET', url: '/api/health' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable', database: 'unavailable' });
      expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
