import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { ConstructorOptions } from 'pg-boss';
import * as access from './schema/access.ts';
import * as audit from './schema/audit.ts';
import * as chromebooks from './schema/chromebooks.ts';
import * as communication from './schema/communication.ts';
import * as devices from './schema/devices.ts';
import * as groups from './schema/groups.ts';
import * as idempotency from './schema/idempotency.ts';
import * as integrations from './schema/integrations.ts';
import * as locations from './schema/locations.ts';
import * as persons from './schema/persons.ts';
import * as preferences from './schema/preferences.ts';
import * as preschool from './schema/preschool.ts';
import * as publishing from './schema/publishing.ts';
import * as sessions from './schema/sessions.ts';
import * as studybuddy from './schema/studybuddy.ts';
import * as sync from './schema/sync.ts';

export const schema = {
  ...access,
  ...audit,
  ...chromebooks,
  ...communication,
  ...devices,
  ...groups,
  ...idempotency,
  ...integrations,
  ...locations,
  ...persons,
  ...preferences,
  ...preschool,
  ...publishing,
  ...sessions,
  ...studybuddy,
  ...sync,
};

/** The query builder, the same type on PostgreSQL and on PGlite. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A query builder or an open transaction on it. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'postgres' | 'pglite';
  /** Whether the database answers a trivial query within the time. */
  ping(timeoutMs?: number): Promise<boolean>;
  migrate(): Promise<void>;
  /**
   * Runs the work holding the database's start-up lock (a PostgreSQL advisory lock), so instances
   * starting together migrate and seed one after the other; the lock goes with the connection if
   * the process dies.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** How the job queue (pg-boss) reaches the same database; pg-boss is loaded only when asked. */
  jobStore(): Promise<Pick<ConstructorOptions, 'db' | 'backend'>>;
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * A prepared statement per database, built on first use: hot queries skip query building and
 * PostgreSQL's parse step.
 */
export function preparedQuery<T>(build: (db: Db) => T): (db: Db) => T {
  const prepared = new WeakMap<Db, T>();
  return (db) => {
    let statement = prepared.get(db);
    if (!statement) {
      statement = build(db);
      prepared.set(db, statement);
    }
    return statement;
  };
}

const migrationsFolder = new URL('./migrations', import.meta.url).pathname;

export interface DatabaseOptions {
  /** PostgreSQL connection string; when unset PGlite keeps the data in `dataDir`. */
  databaseUrl?: string | undefined;
  /** A folder, or 'memory://' for a throw-away database. */
  dataDir: string;
  poolSize?: number;
  /** Told of each connection that fails, so the log can say so; the pool replaces it by itself. */
  onConnectionError?: (error: Error) => void;
}

const PING_TIMEOUT_MS = 1000;
/** The advisory lock key of start-up ('Kans' in ASCII); no other lock of Kansli uses it. */
const START_UP_LOCK = 0x4b616e73;

async function answersWithin(timeoutMs: number, query: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([query().then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 5000,
    });
    // A connection that dies — idle in the pool, or checked out between the statements of a
    // transaction — emits 'error'; unheard, that would end the process. The statement that needed it
    // fails instead, and the pool drops the broken client and opens a new one for the next request.
    const onError = (error: Error) => options.onConnectionError?.(error);
    pool.on('error', onError);
    pool.on('connect', (client) => client.on('error', onError));
    const db = drizzleNodePostgres({ client: pool, schema });
    await db.execute(sql`select 1`);
    return {
      db,
      kind: 'postgres',
      ping: (timeoutMs = PING_TIMEOUT_MS) => answersWithin(timeoutMs, () => pool.query('select 1')),
      migrate: () => migrateNodePostgres(db, { migrationsFolder }),
      exclusively: async (work) => {
        // A connection of its own, so the lock takes no place in the pool the work queries through.
        const lock = new pg.Client({ connectionString: options.databaseUrl, connectionTimeoutMillis: 5000 });
        lock.on('error', onError);
        await lock.connect();
        try {
          await lock.query('select pg_advisory_lock($1)', [START_UP_LOCK]);
          return await work();
        } finally {
          // Ending the session releases the lock.
          await lock.end();
        }
      },
      close: () => pool.end(),
      jobStore: async () => ({ db: { executeSql: (text, values) => pool.query(text, values) } }),
    };
  }
  if (!options.dataDir.startsWith('memory://')) await mkdir(options.dataDir, { recursive: true });
  const client = await PGlite.create(options.dataDir, { extensions: { pg_trgm } });
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    ping: (timeoutMs = PING_TIMEOUT_MS) => answersWithin(timeoutMs, () => client.query('select 1')),
    migrate: () => migratePglite(db, { migrationsFolder }),
    // One process owns a PGlite database: there is no one to wait for.
    exclusively: (work) => work(),
    close: () => client.close(),
    jobStore: async () => {
      const { fromPglite } = await import('pg-boss');
      return { db: fromPglite(client), backend: 'pglite' };
    },
  };
}
