import type { Database } from './db/client.ts';
import { grantApplicationRole, ownsDatabase, requireMigrated } from './db/roles.ts';
import { installJobSchema, type JobTiming } from './jobs/queues.ts';

// What a database needs before an instance serves from it. The owner migrates Kansli's tables and
// pg-boss's schema and grants the application role; an instance serving as that role only checks
// that the owner has done so. Callers hold the start-up lock (Database.exclusively), so instances
// starting together migrate one after the other.

export interface DatabaseRoles {
  /** The role the instances serve as, granted after each migration; unset where they serve as the owner. */
  appRole: string | undefined;
  jobTiming: JobTiming;
}

/** Migrates as the owner, or refuses a database the owner has not migrated; answers whether this role owns it. */
export async function prepareDatabase(database: Database, roles: DatabaseRoles): Promise<{ owner: boolean }> {
  // PGlite has one role, which owns everything.
  if (database.kind === 'pglite') {
    await database.migrate();
    return { owner: true };
  }
  if (!(await ownsDatabase(database.db))) {
    await requireMigrated(database.db);
    return { owner: false };
  }
  await database.migrate();
  if (roles.appRole) {
    await installJobSchema(database, roles.jobTiming);
    await grantApplicationRole(database.db, roles.appRole);
  }
  return { owner: true };
}
