import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../context/clock.ts';
import { createJobs } from '../jobs/job-queue.ts';
import { DEFAULT_JOB_TIMING } from '../jobs/queues.ts';
import { prepareDatabase } from '../start-up.ts';
import {
  createLoginRole,
  createOwnedDatabase,
  dropScratch,
  scratchName,
  urlAs,
} from '../test/database-roles.ts';
import { type Database, openDatabase, queryRows } from './client.ts';
import { DatabaseNotMigratedError } from './roles.ts';
import { auditEvents } from './schema/audit.ts';
import { persons } from './schema/persons.ts';

const serverUrl = process.env.TEST_DATABASE_URL ?? '';
const quiet = { info() {}, warn() {}, error() {} };

/** The SQLSTATE a statement fails with, or 'ok'. */
async function outcome(work: Promise<unknown>): Promise<string> {
  try {
    await work;
    return 'ok';
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return cause?.code ?? (error as { code?: string }).code ?? String(error);
  }
}

// PGlite has a single role, so the roles are PostgreSQL's alone.
describe.runIf(serverUrl)('the application role (PostgreSQL only)', () => {
  const owner = scratchName('owner');
  const appRole = scratchName('app');
  const migrated = scratchName('db');
  const unmigrated = scratchName('db');
  let asOwner: Database;
  let asApp: Database;

  beforeAll(async () => {
    await createLoginRole(serverUrl, owner);
    await createLoginRole(serverUrl, appRole);
    await createOwnedDatabase(serverUrl, migrated, owner);
    await createOwnedDatabase(serverUrl, unmigrated, owner);
    asOwner = await openDatabase({
      databaseUrl: urlAs(serverUrl, { role: owner, database: migrated }),
      dataDir: '',
      poolSize: 2,
    });
    // The owner's migration step, as `node src/migrate.ts` runs it.
    const prepared = await asOwner.exclusively(() =>
      prepareDatabase(asOwner, { appRole, jobTiming: DEFAULT_JOB_TIMING }),
    );
    expect(prepared.owner).toBe(true);
    asApp = await openDatabase({
      databaseUrl: urlAs(serverUrl, { role: appRole, database: migrated }),
      dataDir: '',
      poolSize: 2,
    });
  });

  afterAll(async () => {
    await asApp?.close();
    await asOwner?.close();
    await dropScratch(serverUrl, { databases: [migrated, unmigrated], roles: [appRole, owner] });
  });

  it('starts on the migrated database without migrating it, and finds its catalogue in step', async () => {
    expect(await prepareDatabase(asApp, { appRole, jobTiming: DEFAULT_JOB_TIMING })).toEqual({
      owner: false,
      catalogue: {
        addedSegments: [],
        addedFlags: [],
        addedRoles: [],
        grantedToAdministrator: [],
        unknownSegments: [],
        unknownFlags: [],
      },
    });
  });

  it('appends to the audit and reads it', async () => {
    const [added] = await asApp.db
      .insert(auditEvents)
      .values({ action: 'test.append', entity: 'test', entityId: '1', after: { n: 1 } })
      .returning({ id: auditEvents.id });
    const rows = await asApp.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.id, added?.id ?? 0));
    expect(rows).toEqual([{ action: 'test.append' }]);
  });

  it('may not change, delete or empty the audit', async () => {
    await asApp.db.insert(auditEvents).values({ action: 'test.keep', entity: 'test' });
    expect(await outcome(asApp.db.update(auditEvents).set({ action: 'test.rewritten' }))).toBe('42501');
    expect(await outcome(asApp.db.delete(auditEvents))).toBe('42501');
    expect(await outcome(asApp.db.execute(sql`truncate audit_events`))).toBe('42501');
    const kept = await asOwner.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.action, 'test.keep'));
    expect(kept).toEqual([{ action: 'test.keep' }]);
  });

  it('writes the ordinary tables, and deleting a person clears the audit’s reference to them', async () => {
    const [person] = await asApp.db
      .insert(persons)
      .values({ givenName: 'Test', familyName: 'Rollsson' })
      .returning({ id: persons.id });
    const personId = person?.id ?? 0;
    await asApp.db.update(persons).set({ givenName: 'Testa' }).where(eq(persons.id, personId));
    const [event] = await asApp.db
      .insert(auditEvents)
      .values({ actorId: personId, action: 'test.actor', entity: 'person', entityId: String(personId) })
      .returning({ id: auditEvents.id });
    await asApp.db.delete(persons).where(eq(persons.id, personId));
    const [after] = await asApp.db
      .select({ actorId: auditEvents.actorId })
      .from(auditEvents)
      .where(eq(auditEvents.id, event?.id ?? 0));
    expect(after).toEqual({ actorId: null });
  });

  it('queues jobs in the schema the owner made', async () => {
    const jobs = createJobs({
      database: asApp,
      clock: systemClock,
      visma: undefined,
      log: quiet,
      work: false,
      owner: false,
    });
    jobs.start();
    try {
      await jobs.ready;
      await jobs.queue.smsSend(4711);
      const queued = await queryRows<{ name: string }>(
        asApp.db,
        sql`select name from pgboss.job where singleton_key = 'sms-4711'`,
      );
      expect(queued).toEqual([{ name: 'sms-send' }]);
    } finally {
      await jobs.stop();
    }
  });

  it('refuses to start on a database the owner has not migrated, and leaves it as it was', async () => {
    const fresh = await openDatabase({
      databaseUrl: urlAs(serverUrl, { role: appRole, database: unmigrated }),
      dataDir: '',
      poolSize: 1,
    });
    try {
      await expect(
        fresh.exclusively(() => prepareDatabase(fresh, { appRole, jobTiming: DEFAULT_JOB_TIMING })),
      ).rejects.toBeInstanceOf(DatabaseNotMigratedError);
      const schemas = await queryRows<{ nspname: string }>(
        fresh.db,
        sql`select nspname from pg_namespace where nspname in ('drizzle', 'pgboss')`,
      );
      const tables = await queryRows<{ count: number }>(
        fresh.db,
        sql`select count(*)::int as count from pg_tables where schemaname = 'public'`,
      );
      expect(schemas).toEqual([]);
      expect(tables).toEqual([{ count: 0 }]);
    } finally {
      await fresh.close();
    }
  });
});
