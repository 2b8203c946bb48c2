// node apps/server/src/check-integrations.ts (`npm run check-integrations`): tests every configured
// outside system once and prints each one's state; exits 1 when a configured system fails.
import { ConfigError, loadConfig } from './config.ts';
import { campusClient } from './integrations/campus/client.ts';
import { flexClient } from './integrations/flex/client.ts';
import { runIntegrationCheck } from './modules/integrations/check-integrations.ts';
import { integrationSystems } from './modules/integrations/systems.ts';

try {
  const { visma, google, freshservice, elks, campus, flex } = loadConfig();
  const systems = integrationSystems({
    visma: visma !== undefined,
    google: google !== undefined,
    storage: google?.storageBucket !== undefined,
    freshservice: freshservice !== undefined,
    elks: elks !== undefined,
    campus: campus ? () => campusClient(campus).probe() : false,
    flex: flex ? () => flexClient(flex).probe() : false,
  });
  process.exitCode = await runIntegrationCheck(systems, process.stdout, process.stderr);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
