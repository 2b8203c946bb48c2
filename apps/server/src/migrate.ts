// node apps/server/src/migrate.ts: the owner's migration step (docs/operations.md, 'Database roles'),
// run before the instances of a new version start.
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { catalogueSyncLines } from './db/permission-catalogue.ts';
import { DatabaseNotMigratedError, ownsDatabase } from './db/roles.ts';
import { reportCommandFailure } from './log/command-failure.ts';
import { prepareDatabase } from './start-up.ts';

try {
  const config = loadConfig();
  if (!config.databaseUrl) throw new ConfigError('DATABASE_URL: the migration step needs PostgreSQL');
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    if (!(await ownsDatabase(database.db))) {
      throw new ConfigError('DATABASE_URL: the migration step must connect as the database owner');
    }
    const { catalogue } = await database.exclusively(() =>
      prepareDatabase(database, { appRole: config.databaseAppRole, jobTiming: config.jobTiming }),
    );
    const granted = config.databaseAppRole ? `, and ${config.databaseAppRole} granted` : '';
    console.log(`The database is migrated${granted}.`);
    const { changes, warnings } = catalogueSyncLines(catalogue);
    for (const line of changes) console.log(line);
    for (const line of warnings) console.warn(`Warning: ${line}`);
  } finally {
    await database.close();
  }
} catch (error) {
  reportCommandFailure(error, error instanceof ConfigError || error instanceof DatabaseNotMigratedError);
}
