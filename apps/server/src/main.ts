import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { RunningSandbox } from '@kansli/sandbox/http-sandbox';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app.ts';
import { purgeEndedSessions } from './auth/sessions.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { systemClock } from './context/clock.ts';
import type { Integrations } from './context/request-context.ts';
import { type Database, openDatabase } from './db/client.ts';
import { safeErrorFields } from './db/errors.ts';
import { DatabaseNotMigratedError } from './db/roles.ts';
import { demoChromeDevices } from './db/seed/demo-chrome-devices.ts';
import { demoAccounts } from './db/seed/organisation.ts';
import { demoSchoolExports } from './db/seed/school-exports.ts';
import { isSeeded, seedDatabase } from './db/seed/seed.ts';
import { demoSmsSheets, sheetLinkOf } from './db/seed/sms-sheets.ts';
import { purgeIdempotencyKeys } from './http/idempotency.ts';
import type { CallObserver } from './integrations/calls.ts';
import { campusClient } from './integrations/campus/client.ts';
import { elksClient } from './integrations/elks/client.ts';
import { flexClient } from './integrations/flex/client.ts';
import { freshserviceClient } from './integrations/freshservice/client.ts';
import {
  DIRECTORY_DEVICE_SCOPE,
  DIRECTORY_GROUP_SCOPE,
  DIRECTORY_USER_SCOPE,
  type DirectoryScope,
  directoryClient,
} from './integrations/google/directory-client.ts';
import type { ServiceAccount } from './integrations/google/service-account.ts';
import { sheetsClient } from './integrations/google/sheets-client.ts';
import {
  STORAGE_READ_SCOPE,
  STORAGE_WRITE_SCOPE,
  type StorageClient,
  storageClient,
} from './integrations/google/storage-client.ts';
import { oidcSignInProvider } from './integrations/identity/client.ts';
import { connectVisma } from './integrations/visma/connect.ts';
import { createJobs, type JobQueue } from './jobs/job-queue.ts';
import { findPersonByEmail } from './modules/auth/repository.ts';
import { SMS_REPORT_PATH } from './modules/communication/routes.ts';
import { schoolUnitIds } from './modules/schools/repository.ts';
import { prepareDatabase } from './start-up.ts';

const DEV_CLIENT_ID = 'kansli-web';
const SESSION_PURGE_INTERVAL_MS = 15 * 60_000;
/** Beyond the job queue's 10 s of grace for running jobs. */
const SHUTDOWN_DEADLINE_MS = 25_000;
/** The Google sandbox's bucket of the school systems' export files. */
const SANDBOX_EXPORT_BUCKET = 'kansli-skolexporter';
/** The Google sandbox's bucket of the study-buddy's attached files. */
const SANDBOX_STUDYBUDDY_BUCKET = 'kansli-studybuddy';

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
 * Google Sheets, Directory and Cloud Storage through Google's libraries, with the service account or,
 * in the embedded mode, with the Google stand-in on a loopback port of its own and a key pair made at
 * start (its spreadsheets and users last as long as the process; its bucket starts with the demo units'
 * export files, dated today), configured as docs/operations.md tells operators to configure Google:
 * the scopes delegated and the service account's roles on the two buckets. Production without a
 * service account has none of them, and without a bucket no storage. Directory and Sheets act as the
 * delegated admin, each API with a token of its own scope, so a delegation that lacks one breaks only
 * it; Storage acts as the service account itself. `calls` are told every call's outcome: Directory's
 * and Sheets' as 'google', Storage's as 'storage'.
 */
async function connectGoogle(config: Config, calls: { google?: CallObserver; storage?: CallObserver } = {}) {
  const { workspace } = config;
  if (!config.google && config.production) {
    return {
      sheets: undefined,
      directory: undefined,
      storage: undefined,
      studybuddyFiles: undefined,
      sheetsSandbox: undefined,
    };
  }
  let google: {
    account: ServiceAccount;
    actAs: string;
    sheetsUrl: string;
    directoryUrl: string;
    storageUrl: string;
    storageBucket: string | undefined;
    studybuddyBucket: string | undefined;
  };
  let sheetsSandbox: RunningSandbox<unknown> | undefined;
  if (config.google) {
    const { clientEmail, privateKey, tokenUrl } = config.google;
    google = { ...config.google, account: { clientEmail, privateKey, tokenUrl } };
  } else {
    const { startSheetsSandbox } = await import('@kansli/sandbox/google/server');
    const { DELEGATED_SCOPES } = await import('@kansli/sandbox/google/token-endpoint');
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const clientEmail = 'kansli@kansli-sandbox.iam.gserviceaccount.com';
    const running = await startSheetsSandbox({
      clientEmail,
      publicKey,
      domain: workspace.domain,
      bucket: {
        name: SANDBOX_EXPORT_BUCKET,
        files: demoSchoolExports(systemClock.now(), systemClock.today()),
      },
      moreBuckets: [SANDBOX_STUDYBUDDY_BUCKET],
      chromeDevices: demoChromeDevices(systemClock.now()),
      sharedSpreadsheets: demoSmsSheets,
      delegatedScopes: DELEGATED_SCOPES,
      bucketRoles: [
        { bucket: SANDBOX_EXPORT_BUCKET, member: clientEmail, role: 'roles/storage.objectViewer' },
        { bucket: SANDBOX_STUDYBUDDY_BUCKET, member: clientEmail, role: 'roles/storage.objectAdmin' },
      ],
    });
    sheetsSandbox = running;
    google = {
      account: {
        clientEmail,
        privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
        tokenUrl: `${running.url}/token`,
      },
      actAs: demoAccounts[0]?.email ?? 'admin@kansli.test',
      sheetsUrl: running.url,
      directoryUrl: running.url,
      storageUrl: running.url,
      storageBucket: SANDBOX_EXPORT_BUCKET,
      studybuddyBucket: SANDBOX_STUDYBUDDY_BUCKET,
    };
  }
  const { account, actAs, directoryUrl, storageUrl, storageBucket, studybuddyBucket } = google;
  const directoryFor = (scope: DirectoryScope) =>
    directoryClient({ apiUrl: directoryUrl, account, actAs, scopes: [scope], calls: calls.google });
  const bucketClient = (bucket: string | undefined, scope: string) =>
    bucket === undefined
      ? undefined
      : storageClient({ apiUrl: storageUrl, bucket, account, scope, calls: calls.storage });
  return {
    sheets: sheetsClient({ apiUrl: google.sheetsUrl, account, actAs, calls: calls.google }),
    directory: {
      client: directoryFor(DIRECTORY_USER_SCOPE),
      groupClient: directoryFor(DIRECTORY_GROUP_SCOPE),
      deviceClient: directoryFor(DIRECTORY_DEVICE_SCOPE),
      workspace,
    },
    storage: bucketClient(storageBucket, STORAGE_READ_SCOPE),
    studybuddyFiles: bucketClient(studybuddyBucket, STORAGE_WRITE_SCOPE),
    sheetsSandbox,
  };
}

/**
 * The campus platform and Flex, each at its configured address or, in the embedded mode, at its
 * sandbox on a loopback port of its own with an API key made at start. Production without their
 * configuration answers publishing and the Flex e-mail with 503.
 */
async function connectPersonSystems(config: Config) {
  let campus: Integrations['campus'];
  let campusSandbox: RunningSandbox<unknown> | undefined;
  if (config.campus) {
    campus = { client: campusClient(config.campus), adminUrl: config.campus.adminUrl };
  } else if (!config.production) {
    const { startCampusSandbox } = await import('@kansli/sandbox/campus/server');
    const apiKey = randomBytes(16).toString('hex');
    campusSandbox = await startCampusSandbox({ apiKey });
    campus = { client: campusClient({ apiUrl: campusSandbox.url, apiKey }), adminUrl: campusSandbox.url };
  }
  let flex: Integrations['flex'];
  let flexSandbox: RunningSandbox<unknown> | undefined;
  if (config.flex) {
    flex = flexClient(config.flex);
  } else if (!config.production) {
    const { startFlexSandbox } = await import('@kansli/sandbox/flex/server');
    const apiKey = randomBytes(16).toString('hex');
    flexSandbox = await startFlexSandbox({ apiKey });
    flex = flexClient({ apiUrl: flexSandbox.url, apiKey });
  }
  return { campus, flex, campusSandbox, flexSandbox };
}

/**
 * Freshservice at its configured address or, in the embedded mode, its sandbox on a loopback port of
 * its own with an API key made at start, holding the demo organisation's tickets of the last 60 days.
 * Production without its configuration answers the Chromebook invoices with 503.
 */
async function connectFreshservice(config: Config) {
  if (config.freshservice)
    return { freshservice: freshserviceClient(config.freshservice), freshserviceSandbox: undefined };
  if (config.production) return { freshservice: undefined, freshserviceSandbox: undefined };
  const { startFreshserviceSandbox } = await import('@kansli/sandbox/freshservice/server');
  const { demoFreshserviceTickets } = await import('./db/seed/freshservice-tickets.ts');
  const apiKey = randomBytes(16).toString('hex');
  const freshserviceSandbox = await startFreshserviceSandbox({
    apiKey,
    ...demoFreshserviceTickets(systemClock.today()),
  });
  return {
    freshservice: freshserviceClient({ apiUrl: freshserviceSandbox.url, apiKey }),
    freshserviceSandbox,
  };
}

/**
 * The SMS card's gateway: 46elks with the configured account or, in the embedded mode, its sandbox on
 * a loopback port with credentials and a report secret made at start; it reports deliveries to this
 * app's public address. Production without an account answers 503.
 */
async function connectSms(config: Config) {
  const reportUrlOf = (secret: string) => `${config.publicUrl}${SMS_REPORT_PATH}/${secret}`;
  const settings = config.sms;
  if (config.elks) {
    const { reportSecret } = config.elks;
    const gateway = elksClient(config.elks);
    return {
      sms: { gateway, ...settings, reportSecret, reportUrl: reportUrlOf(reportSecret) },
      elksSandbox: undefined,
    };
  }
  if (config.production) return { sms: undefined, elksSandbox: undefined };
  const { startElksSandbox } = await import('@kansli/sandbox/elks/server');
  const credentials = {
    username: `u${randomBytes(8).toString('hex')}`,
    password: randomBytes(16).toString('hex'),
  };
  const elksSandbox = await startElksSandbox(credentials);
  const reportSecret = randomBytes(24).toString('base64url');
  const gateway = elksClient({ apiUrl: elksSandbox.url, ...credentials });
  // The sandbox takes more a minute than 46elks, so a demo send is over in seconds.
  return {
    sms: { gateway, ...settings, perMinute: 600, reportSecret, reportUrl: reportUrlOf(reportSecret) },
    elksSandbox,
  };
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
      .importUnits(await schoolUnitIds(database.db))
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
  // Set once the app (and its logger) exists; a connection can only fail after that.
  let logConnectionError = (_error: Error) => {};
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onConnectionError: (error) => logConnectionError(error),
  });
  const { signInProvider, devIdentityProvider } = await connectIdentityProvider(config, database);
  const { visma, vismaSandbox } = await connectVisma(config, database);
  const { sheets, directory, storage, studybuddyFiles, sheetsSandbox } = await connectGoogle(config);
  const { campus, flex, campusSandbox, flexSandbox } = await connectPersonSystems(config);
  const { freshservice, freshserviceSandbox } = await connectFreshservice(config);
  const { sms, elksSandbox } = await connectSms(config);
  // The jobs log through the app's logger, which exists only once the app does.
  let log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'> = console;
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
      log: {
        info: (fields, message) => log.info(fields, message),
        warn: (fields, message) => log.warn(fields, message),
        error: (fields, message) => log.error(fields, message),
      },
    });
  // Instances starting together migrate, seed and queue a new database's first jobs one at a time:
  // the second finds the work done.
  const jobs = await database.exclusively(async () => {
    const { owner } = await prepareDatabase(database, {
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
    return jobs;
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
  });
  log = app.log;
  logConnectionError = (error) =>
    app.log.warn({ failure: safeErrorFields(error) }, 'database connection lost');
  const purge = setInterval(() => {
    const now = new Date();
    Promise.all([
      purgeEndedSessions(database.db, config.session, now),
      purgeIdempotencyKeys(database.db, now),
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
    await vismaSandbox?.close();
    await sheetsSandbox?.close();
    await campusSandbox?.close();
    await flexSandbox?.close();
    await freshserviceSandbox?.close();
    await elksSandbox?.close();
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
  if (vismaSandbox) console.log(`The Visma sandbox's invoices: ${vismaSandbox.url}/sandbox`);
  if (sheetsSandbox) {
    console.log(`The Google Sheets sandbox's spreadsheets: ${sheetsSandbox.url}/sandbox/sheets`);
    console.log(`The Google Directory sandbox's users: ${sheetsSandbox.url}/sandbox/directory`);
    console.log(`The Google Directory sandbox's Chromebooks: ${sheetsSandbox.url}/sandbox/directory/devices`);
    console.log(
      `The Google Storage sandbox's school-system export files: ${sheetsSandbox.url}/sandbox/storage`,
    );
  }
  if (campusSandbox) console.log(`The campus platform sandbox: ${campusSandbox.url}/sandbox`);
  if (flexSandbox) console.log(`The Flex sandbox's received e-mail addresses: ${flexSandbox.url}/sandbox`);
  if (freshserviceSandbox)
    console.log(`The Freshservice sandbox's tickets: ${freshserviceSandbox.url}/sandbox`);
  if (elksSandbox) {
    console.log(`The 46elks sandbox's sent SMS: ${elksSandbox.url}/sandbox`);
    console.log(
      `Spreadsheets for the SMS card: ${demoSmsSheets.map((sheet) => sheetLinkOf(sheet.id)).join(' ')}`,
    );
  }
  console.log('');
}

try {
  await main(loadConfig());
} catch (error) {
  if (error instanceof ConfigError || error instanceof DatabaseNotMigratedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
