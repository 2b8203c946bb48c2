import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { createDatabase } from '../db/admin.ts';
import { type Database, openDatabase, queryRows } from '../db/client.ts';
import { syncPermissionCatalogue } from '../db/permission-catalogue.ts';
import { seedDatabase } from '../db/seed/seed.ts';

let shared: Promise<Database> | undefined;

/**
 * One migrated and seeded database per test worker: a new PostgreSQL database when TEST_DATABASE_URL
 * is set, else an in-memory PGlite.
 */
export function testDatabase(): Promise<Database> {
  shared ??= (async () => {
    const serverUrl = process.env.TEST_DATABASE_URL;
    const database = serverUrl
      ? await openDatabase({ databaseUrl: await createScratchDatabase(serverUrl), dataDir: '', poolSize: 8 })
      : await openDatabase({ dataDir: 'memory://' });
    await database.migrate();
    await syncPermissionCatalogue(database.db);
    await seedDatabase(database.db);
    return database;
  })();
  return shared;
}

/** A database of its own, empty and not migrated, as production's is before its first start. */
export async function emptyDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  return serverUrl
    ? openDatabase({ databaseUrl: await createScratchDatabase(serverUrl), dataDir: '', poolSize: 4 })
    : openDatabase({ dataDir: 'memory://' });
}

/** A new, empty PostgreSQL database of the run's own; answers its connection string. */
export function createScratchDatabase(serverUrl: string): Promise<string> {
  // The run's global set-up drops every database named after its run id when the run ends.
  return createDatabase(serverUrl, `kansli_test_${inject('testRunId')}_${randomBytes(4).toString('hex')}`);
}

/**
 * Empties every table, writes the permission catalogue and seeds the demo organisation again, for
 * tests that change data: the database is as a new one after its first start.
 */
export async function resetDatabase(database: Database): Promise<void> {
  const rows = await queryRows<{ tablename: string }>(
    database.db,
    sql`select tablename from pg_tables where schemaname = 'public'`,
  );
  const tables = rows.map((row) => `"${row.tablename}"`).join(', ');
  await database.db.execute(sql.raw(`truncate ${tables} restart identity cascade`));
  await syncPermissionCatalogue(database.db);
  // A new database got its catalogue from the migrations, which audit nothing.
  await database.db.execute(sql`truncate audit_events restart identity`);
  await seedDatabase(database.db);
}
