import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app.ts';
import { purgeEndedSessions } from './auth/sessions.ts';
import { purgeSignInAttempts } from './auth/sign-in-limit.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { systemClock } from './context/clock.ts';
import type { Integrations } from './context/request-context.ts';
import { type Database, openDatabase } from './db/client.ts';
import { safeErrorFields } from './db/errors.ts';
import { logCatalogueSync } from './db/permission-catalogue.ts';
import { DatabaseNotMigratedError } from './db/roles.ts';
import { demoAccounts } from './db/seed/organisation.ts';
import { isSeeded, seedDatabase } from './db/seed/seed.ts';
import { purgeIdempotencyKeys } from './http/idempotency.ts';
import { createCallLog } from './integrations/call-log.ts';
import { connectOutsideSystems } from './integrations/connect.ts';
import type { StorageClient } from './integrations/google/storage-client.ts';
import { oidcSignInProvider } from './integrations/identity/client.ts';
import { createJobs, type JobQueue } from './jobs/job-queue.ts';
import { reportCommandFailure } from './log/command-failure.ts';
import { createLogger } from './log/logger.ts';
import { findPersonByEmail } from './modules/auth/repository.ts';
import { schoolUnitIds } from './modules/schools/repository.ts';
import { prepareDatabase } from './start-up.ts';

const DEV_CLIENT_ID = 'kansli-web';
const SESSION_PURGE_INTERVAL_MS = 15 * 60_000;
/** Beyond the job queue's 10 s of grace for running jobs. */
const SHUTDOWN_DEADLINE_MS = 25_000;

/**
 * The real sign-in client, pointed at the configured provider or, in the embedded mode, at the
 * development provider. That one is mounted under /oidc of the app itself rather than on a port of
 * its own, because the browser signs in there and the app is served from one origin.
 */
async function connectIdentityProvider(config: Config, database: Database) {
  const redirectUri = `${config.publicUrl}/auth/callback`;
  if (config.oidc) {
    return {
      signInProvider: oidcSignInProvider({ ...config.oidc, redirectUri }),
      devIdentityProvider: undefined,
    };
  }
  // Imported only here, so production never loads the sandbox.
  const { createDevIdentityProvider } = await import('@kansli/sandbox/identity/dev-identity-provider');
  const issuer = `${config.publicUrl}/oidc`;
  const devIdentityProvider = await createDevIdentityProvider({
    issuer,
    clientId: DEV_CLIENT_ID,
    redirectUris: [redirectUri],
    demoAccounts,
    findAccountByEmail: async (email) => {
      const person = await findPersonByEmail(database.db, email);
      return person && { email, givenName: person.givenName, familyName: person.familyName };
    },
  });
  const signInProvider = oidcSignInProvider({
    issuer,
    clientId: DEV_CLIENT_ID,
    redirectUri,
    extraParams: { prompt: 'login' },
  });
  return { signInProvider, devIdentityProvider };
}

/**
 * A new demo database's school units are filled from the sandbox's export files and its Chromebooks
 * from the device list, as the night's and the hour's runs would. A failure to queue is logged: the
 * runs find what is missing.
 */
async function queueFirstJobs(
  queue: JobQueue,
  {
    database,
    storage,
    directory,
    log,
  }: {
    database: Database;
    storage: StorageClient | undefined;
    directory: Integrations['directory'];
    log: Pick<FastifyBaseLogger, 'error'>;
  },
) {
  if (storage) {
    await queue
      .importUnits(await schoolUnitIds(database.db, systemClock.today()))
      .catch((error: unknown) =>
        log.error({ failure: safeErrorFields(error) }, 'queuing the imports failed'),
      );
  }
  if (directory?.deviceClient) {
    await queue
      .importChromeDevices()
      .catch((error: unknown) =>
        log.error({ failure: safeErrorFields(error) }, 'queuing the device import failed'),
      );
  }
}

async function main(config: Config) {
  // The app, the jobs and the call log write through one logger and its redaction.
  const log = createLogger(config.logLevel);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onConnectionError: (error) => log.warn({ failure: safeErrorFields(error) }, 'database connection lost'),
  });
  const { signInProvider, devIdentityProvider } = await connectIdentityProvider(config, database);
  const callLog = createCallLog({ db: database.db, clock: systemClock, log });
  const { clients, standIns } = await connectOutsideSystems(config, database, { callLog });
  const { visma, sheets, campus, directory, flex, storage, studybuddyFiles, freshservice, sms } = clients;
  const jobsOf = (owner: boolean) =>
    createJobs({
      database,
      clock: systemClock,
      visma,
      storage,
      publishing: { campus, directory },
      sms,
      studybuddyFiles,
      owner,
      timing: config.jobTiming,
      log,
    });
  // Instances starting together migrate, seed and queue a new database's first jobs one at a time:
  // the second finds the work done.
  const { jobs, catalogue } = await database.exclusively(async () => {
    const { owner, catalogue } = await prepareDatabase(database, {
      appRole: config.databaseAppRole,
      jobTiming: config.jobTiming,
    });
    const jobs = jobsOf(owner);
    const seeding = !config.production && !(await isSeeded(database.db));
    if (seeding) {
      await seedDatabase(database.db);
      jobs.start();
      await queueFirstJobs(jobs.queue, { database, storage, directory, log });
    }
    return { jobs, catalogue };
  });
  const app = await buildApp({
    config,
    database,
    signInProvider,
    visma,
    sheets,
    personSystems: { campus, directory, flex },
    storage,
    studybuddyFiles,
    freshservice,
    sms,
    jobs: jobs.queue,
    devIdentityProvider,
    callLog,
    logger: log,
  });
  logCatalogueSync(log, catalogue);
  const purge = setInterval(() => {
    const now = new Date();
    Promise.all([
      purgeEndedSessions(database.db, config.session, now),
      purgeIdempotencyKeys(database.db, now),
      purgeSignInAttempts(database.db, config.signInLimits, now),
    ]).catch((error: unknown) =>
      app.log.error({ failure: safeErrorFields(error) }, 'purging ended sessions failed'),
    );
  }, SESSION_PURGE_INTERVAL_MS);
  purge.unref();
  const shutdown = async () => {
    clearInterval(purge);
    let step = 'http';
    // A step that hangs ends the process rather than holding the platform's stop until it kills it.
    setTimeout(() => {
      app.log.error({ step }, 'shutdown did not finish in time');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    await app.close();
    step = 'jobs';
    await jobs.stop();
    step = 'sandboxes';
    await devIdentityProvider?.close();
    for (const standIn of standIns) await standIn.close();
    step = 'database';
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  await app.listen({ host: config.host, port: config.port });
  // The background work starts once the app answers: a restart serves requests before it resumes jobs.
  jobs.start();
  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  console.log(`\nKansli is running on ${where}. Open ${config.publicUrl} in a browser.`);
  for (const line of standIns.flatMap((standIn) => standIn.pages)) console.log(line);
  console.log('');
}

try {
  await main(loadConfig());
} catch (error) {
  reportCommandFailure(error, error instanceof ConfigError || error instanceof DatabaseNotMigratedError);
  process.exit(1);
}
