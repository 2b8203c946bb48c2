// node apps/server/src/check-integrations.ts (`npm run check-integrations`): tests every configured
// outside system once and prints each one's state; exits 1 when a configured system fails. It starts
// no stand-in, so what is not configured is listed as such. The database is opened for what the
// clients keep there (Visma's tokens).
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { connectOutsideSystems } from './integrations/connect.ts';
import { reportCommandFailure } from './log/command-failure.ts';
import { runIntegrationCheck } from './modules/integrations/check-integrations.ts';
import { integrationSystemsOf } from './modules/integrations/systems.ts';

try {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const { clients } = await connectOutsideSystems(config, database, { standIns: false });
    process.exitCode = await runIntegrationCheck(
      integrationSystemsOf(clients),
      process.stdout,
      process.stderr,
    );
  } finally {
    await database.close();
  }
} catch (error) {
  reportCommandFailure(error, error instanceof ConfigError);
}
