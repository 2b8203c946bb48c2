import type { DevIdentityProviderOptions } from '@kansli/sandbox/identity/dev-identity-provider';
import { buildApp } from './app.ts';
import { purgeEndedSessions } from './auth/sessions.ts';
import { oidcSignInProvider } from './auth/sign-in-provider.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { demoAccounts } from './db/seed/organisation.ts';
import { isSeeded, seedDatabase } from './db/seed/seed.ts';
import { findPersonByEmail } from './modules/auth/repository.ts';

const DEV_CLIENT_ID = 'kansli-web';
const SESSION_PURGE_INTERVAL_MS = 15 * 60_000;

/** Loaded only in the embedded mode, so production never loads the development sign-in. */
async function startDevIdentityProvider(options: DevIdentityProviderOptions) {
  const { createDevIdentityProvider } = await import('@kansli/sandbox/identity/dev-identity-provider');
  return createDevIdentityProvider(options);
}

async function main(config: Config) {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  if (!config.production && !(await isSeeded(database.db))) await seedDatabase(database.db);

  const redirectUri = `${config.publicUrl}/auth/callback`;
  const devIssuer = `${config.publicUrl}/oidc`;
  const devIdentityProvider = config.oidc
    ? undefined
    : await startDevIdentityProvider({
        issuer: devIssuer,
        clientId: DEV_CLIENT_ID,
        redirectUris: [redirectUri],
        demoAccounts,
        findAccountByEmail: async (email) => {
          const person = await findPersonByEmail(database.db, email);
          return person && { email, givenName: person.givenName, familyName: person.familyName };
        },
      });
  const signInProvider = oidcSignInProvider(
    config.oidc
      ? { ...config.oidc, redirectUri }
      : { issuer: devIssuer, clientId: DEV_CLIENT_ID, redirectUri, extraParams: { prompt: 'login' } },
  );

  const app = await buildApp({ config, database, signInProvider, devIdentityProvider });
  const purge = setInterval(() => {
    purgeEndedSessions(database.db, config.session).catch((error: unknown) =>
      app.log.error({ err: error }, 'purging ended sessions failed'),
    );
  }, SESSION_PURGE_INTERVAL_MS);
  purge.unref();
  const shutdown = async () => {
    clearInterval(purge);
    await app.close();
    await devIdentityProvider?.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  await app.listen({ host: config.host, port: config.port });
  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  console.log(`\nKansli is running on ${where}. Open ${config.publicUrl} in a browser.\n`);
}

try {
  await main(loadConfig());
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
