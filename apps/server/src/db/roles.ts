import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { type Db, queryRows } from './client.ts';

// Production runs with two database roles (docs/operations.md, 'Database roles'): the owner, which
// migrates, and the application role the instances serve as. The application role may read and write
// every table but the audit's, which it may only read and append to: a bug or an intruder in the app
// cannot rewrite history. Deleting a person still clears its references in the audit (ON DELETE SET
// NULL), because PostgreSQL runs a foreign key's actions as the table's owner.

const migrationsFolder = new URL('./migrations', import.meta.url).pathname;
const safeRole = /^[a-z_][a-z0-9_]*$/;

/** Whether the connected role owns the database (or is a superuser), and so may migrate it. */
export async function ownsDatabase(db: Db): Promise<boolean> {
  const [row] = await queryRows<{ owns: boolean }>(
    db,
    sql`select pg_has_role(current_user, datdba, 'MEMBER') as owns
        from pg_database where datname = current_database()`,
  );
  return row?.owns === true;
}

/** The database is behind this version and the connected role may not migrate it. */
export class DatabaseNotMigratedError extends Error {}

/**
 * Refuses to start an instance that may not migrate on a database whose migrations are behind its
 * code: the owner's migration step has to run first.
 */
export async function requireMigrated(db: Db): Promise<void> {
  const newest = readMigrationFiles({ migrationsFolder }).at(-1)?.folderMillis ?? 0;
  const [applied] = await queryRows<{ newest: string | null }>(
    db,
    sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
  ).catch(() => [{ newest: null }]);
  if (Number(applied?.newest ?? 0) < newest) {
    throw new DatabaseNotMigratedError(
      'The database is not migrated to this version, and this role may not migrate it: run the migration step as the database owner first (docs/operations.md).',
    );
  }
}

/**
 * Grants the application role what the app needs, run by the owner after each migration so new tables
 * are covered: reading and writing Kansli's tables and the job queue's, appending to and reading the
 * audit, and nothing that changes or empties it.
 */
export async function grantApplicationRole(db: Db, role: string): Promise<void> {
  if (!safeRole.test(role)) throw new Error(`not a role name: ${role}`);
  const statements = [
    `grant usage on schema public, pgboss, drizzle to ${role}`,
    `grant select, insert, update, delete on all tables in schema public, pgboss to ${role}`,
    `grant usage, select, update on all sequences in schema public, pgboss to ${role}`,
    `grant execute on all functions in schema pgboss to ${role}`,
    `grant select on drizzle.__drizzle_migrations to ${role}`,
    `revoke update, delete, truncate, references, trigger on audit_events from ${role}`,
    `grant select, insert on audit_events to ${role}`,
  ];
  await db.transaction(async (tx) => {
    for (const statement of statements) await tx.execute(sql.raw(statement));
  });
}
