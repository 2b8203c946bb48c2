// npm run setup-admin -- --email <e-mail> --given-name <first> --family-name <last> [--organisation <name>]
// The first administrator of a production database (docs/operations.md, 'Go live'): migrates it when
// needed, writes the permission catalogue, makes the organisation's root unit and the person, and gives
// them 'Administratör' at the root. Run again, it changes nothing and says so.
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DatabaseNotMigratedError } from './db/roles.ts';
import { setUpFirstAdministrator, ZFirstAdministrator } from './first-administrator.ts';

const USAGE =
  'Usage: npm run setup-admin -- --email <e-mail> --given-name <first> --family-name <last> [--organisation <name>]';

function readArguments() {
  let values: Record<string, string | undefined>;
  try {
    ({ values } = parseArgs({
      options: {
        email: { type: 'string' },
        'given-name': { type: 'string' },
        'family-name': { type: 'string' },
        organisation: { type: 'string' },
      },
    }));
  } catch (error) {
    throw new ConfigError(`${(error as Error).message}\n${USAGE}`);
  }
  const parsed = ZFirstAdministrator.safeParse({
    email: values.email,
    givenName: values['given-name'],
    familyName: values['family-name'],
    organisation: values.organisation,
  });
  if (!parsed.success) {
    throw new ConfigError(`${parsed.error.issues.map((issue) => issue.message).join('\n')}\n${USAGE}`);
  }
  return parsed.data;
}

try {
  const admin = readArguments();
  const config = loadConfig();
  if (!config.databaseUrl) throw new ConfigError('DATABASE_URL: setup-admin needs the PostgreSQL database');
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const outcome = await setUpFirstAdministrator(database, admin, {
      appRole: config.databaseAppRole,
      jobTiming: config.jobTiming,
    });
    for (const line of outcome.lines) console.log(line);
    for (const line of outcome.warnings) console.warn(`Warning: ${line}`);
  } finally {
    await database.close();
  }
} catch (error) {
  if (!(error instanceof ConfigError || error instanceof DatabaseNotMigratedError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
