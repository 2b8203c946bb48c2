import type { Database } from './db/client.ts';
import { type CatalogueSync, syncPermissionCatalogue } from './db/permission-catalogue.ts';
import { grantApplicationRole, ownsDatabase, requireMigrated } from './db/roles.ts';
import { installJobSchema, type JobTiming } from './jobs/queues.ts';

// What a database needs before an instance serves from it. The owner migrates Kansli's tables and
// pg-boss's schema and grants the application role; an instance serving as that role only checks
// that the owner has done so. Either then brings the permission catalogue in step with its code.
// Callers hold the start-up lock (Database.exclusively), so instances starting together migrate one
// after the other.

export interface DatabaseRoles {
  /** The role the instances serve as, granted after each migration; unset where they serve as the owner. */
  appRole: string | undefined;
  jobTiming: JobTiming;
}

export interface PreparedDatabase {
  /** Whether the connected role owns the database (and so migrated it). */
  owner: boolean;
  /** What the start added to the permission catalogue, and what it found the code does not know. */
  catalogue: CatalogueSync;
}

/**
 * Migrates as the owner, or refuses a database the owner has not migrated; then brings the permission
 * catalogue in step with the code.
 */
export async function prepareDatabase(database: Database, roles: DatabaseRoles): Promise<PreparedDatabase> {
  const owner = await migrateAsOwner(database, roles);
  return { owner, catalogue: await syncPermissionCatalogue(database.db) };
}

async function migrateAsOwner(database: Database, roles: DatabaseRoles): Promise<boolean> {
  // PGlite has one role, which owns everything.
  if (database.kind === 'pglite') {
    await database.migrate();
    return true;
  }
  if (!(await ownsDatabase(database.db))) {
    await requireMigrated(database.db);
    return false;
  }
  await database.migrate();
  if (roles.appRole) {
    await installJobSchema(database, roles.jobTiming);
    await grantApplicationRole(database.db, roles.appRole);
  }
  return true;
}
