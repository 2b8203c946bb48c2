import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { Config } from '../config.ts';
import { systemClock } from '../context/clock.ts';
import type { Integrations } from '../context/request-context.ts';
import type { Database } from '../db/client.ts';
import { demoChromeDevices } from '../db/seed/demo-chrome-devices.ts';
import { demoAccounts } from '../db/seed/organisation.ts';
import { demoSchoolExports } from '../db/seed/school-exports.ts';
import { demoSmsSheets, sheetLinkOf } from '../db/seed/sms-sheets.ts';
import { SMS_REPORT_PATH } from '../modules/communication/routes.ts';
import type { CallLog } from './call-log.ts';
import type { CallObserver } from './calls.ts';
import { campusClient } from './campus/client.ts';
import { elksClient } from './elks/client.ts';
import { flexClient } from './flex/client.ts';
import { freshserviceClient } from './freshservice/client.ts';
import {
  DIRECTORY_DEVICE_SCOPE,
  DIRECTORY_GROUP_SCOPE,
  DIRECTORY_USER_SCOPE,
  type DirectoryScope,
  directoryClient,
} from './google/directory-client.ts';
import type { ServiceAccount } from './google/service-account.ts';
import { sheetsClient } from './google/sheets-client.ts';
import { STORAGE_READ_SCOPE, STORAGE_WRITE_SCOPE, storageClient } from './google/storage-client.ts';
import { connectVisma } from './visma/connect.ts';

// The clients of the outside systems, made from the configuration. Where a system is not configured,
// the embedded mode starts its stand-in on a loopback port and points the real client at it; production
// and the operator's check start none, and the system answers that it is not configured.

/** The Google stand-in's bucket of the school systems' export files. */
const SANDBOX_EXPORT_BUCKET = 'kansli-skolexporter';
/** The Google stand-in's bucket of the study-buddy's attached files. */
const SANDBOX_STUDYBUDDY_BUCKET = 'kansli-studybuddy';

/** Whether a stand-in starts for a system that is not configured, and who hears each call's outcome. */
interface Wiring<Calls> {
  standIns: boolean;
  calls: Calls;
}

export type OutsideSystemClients = Omit<Integrations, 'signIn'>;

/** A stand-in started, with the lines that say where its pages are. */
interface StartedStandIn {
  close(): Promise<void>;
  pages: string[];
}

export interface OutsideSystems {
  clients: OutsideSystemClients;
  standIns: StartedStandIn[];
}

/**
 * Every outside system's client; `callLog` hears the outcome of each call, by system. Stand-ins start
 * for what is not configured unless in production (or when told not to, as the operator's check is).
 */
export async function connectOutsideSystems(
  config: Config,
  database: Pick<Database, 'db' | 'kind'>,
  { standIns = !config.production, callLog }: { standIns?: boolean; callLog?: CallLog | undefined } = {},
): Promise<OutsideSystems> {
  const calls = (key: Parameters<CallLog['observer']>[0]) => callLog?.observer(key);
  const { visma, vismaSandbox } = await connectVisma(config, database, { standIns, calls: calls('visma') });
  const { sheetsSandbox, ...google } = await connectGoogle(config, {
    standIns,
    calls: { google: calls('google'), storage: calls('storage') },
  });
  const { campus, flex, campusSandbox, flexSandbox } = await connectPersonSystems(config, {
    standIns,
    calls: { campus: calls('campus'), flex: calls('flex') },
  });
  const { freshservice, freshserviceSandbox } = await connectFreshservice(config, {
    standIns,
    calls: calls('freshservice'),
  });
  const { sms, elksSandbox } = await connectSms(config, { standIns, calls: calls('elks') });
  const started = [
    vismaSandbox,
    sheetsSandbox,
    campusSandbox,
    flexSandbox,
    freshserviceSandbox,
    elksSandbox && {
      ...elksSandbox,
      pages: [
        ...elksSandbox.pages,
        `Spreadsheets for the SMS card: ${demoSmsSheets.map((sheet) => sheetLinkOf(sheet.id)).join(' ')}`,
      ],
    },
  ];
  return {
    clients: { visma, ...google, campus, flex, freshservice, sms },
    standIns: started.filter((standIn) => standIn !== undefined),
  };
}

/**
 * Google Sheets, Directory and Cloud Storage through Google's libraries, with the service account or,
 * where stand-ins start (the embedded mode), with the Google stand-in on a loopback port of its own and a key pair made at
 * start (its spreadsheets and users last as long as the process; its bucket starts with the demo units'
 * export files, dated today), configured as docs/operations.md tells operators to configure Google:
 * the scopes delegated and the service account's roles on the two buckets. Production without a
 * service account has none of them, and without a bucket no storage. Directory and Sheets act as the
 * delegated admin, each API with a token of its own scope, so a delegation that lacks one breaks only
 * it; Storage acts as the service account itself. `calls` are told every call's outcome: Directory's
 * and Sheets' as 'google', Storage's as 'storage'.
 */
async function connectGoogle(
  config: Config,
  { standIns, calls }: Wiring<{ google?: CallObserver; storage?: CallObserver }>,
) {
  const { workspace } = config;
  if (!config.google && !standIns) {
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
  let sheetsSandbox: StartedStandIn | undefined;
  if (config.google) {
    const { clientEmail, privateKey, tokenUrl } = config.google;
    google = { ...config.google, account: { clientEmail, privateKey, tokenUrl } };
  } else {
    const { startSheetsSandbox, googleSandboxPages } = await import('@kansli/sandbox/google/server');
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
    sheetsSandbox = { close: running.close, pages: googleSandboxPages(running.url) };
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
 * The campus platform and Flex, each at its configured address or, where stand-ins start (the embedded mode), at its
 * sandbox on a loopback port of its own with an API key made at start. Production without their
 * configuration answers publishing and the Flex e-mail with 503.
 */
async function connectPersonSystems(
  config: Config,
  { standIns, calls }: Wiring<{ campus?: CallObserver; flex?: CallObserver }>,
) {
  let campus: Integrations['campus'];
  let campusSandbox: StartedStandIn | undefined;
  if (config.campus) {
    campus = {
      client: campusClient({ ...config.campus, calls: calls.campus }),
      adminUrl: config.campus.adminUrl,
    };
  } else if (standIns) {
    const { startCampusSandbox, campusSandboxPages } = await import('@kansli/sandbox/campus/server');
    const apiKey = randomBytes(16).toString('hex');
    const running = await startCampusSandbox({ apiKey });
    campusSandbox = { close: running.close, pages: campusSandboxPages(running.url) };
    campus = {
      client: campusClient({ apiUrl: running.url, apiKey, calls: calls.campus }),
      adminUrl: running.url,
    };
  }
  let flex: Integrations['flex'];
  let flexSandbox: StartedStandIn | undefined;
  if (config.flex) {
    flex = flexClient({ ...config.flex, calls: calls.flex });
  } else if (standIns) {
    const { startFlexSandbox, flexSandboxPages } = await import('@kansli/sandbox/flex/server');
    const apiKey = randomBytes(16).toString('hex');
    const running = await startFlexSandbox({ apiKey });
    flexSandbox = { close: running.close, pages: flexSandboxPages(running.url) };
    flex = flexClient({ apiUrl: running.url, apiKey, calls: calls.flex });
  }
  return { campus, flex, campusSandbox, flexSandbox };
}

/**
 * Freshservice at its configured address or, where stand-ins start (the embedded mode), its sandbox on a loopback port of
 * its own with an API key made at start, holding the demo organisation's tickets of the last 60 days.
 * Production without its configuration answers the Chromebook invoices with 503.
 */
async function connectFreshservice(config: Config, { standIns, calls }: Wiring<CallObserver | undefined>) {
  if (config.freshservice) {
    return {
      freshservice: freshserviceClient({ ...config.freshservice, calls }),
      freshserviceSandbox: undefined,
    };
  }
  if (!standIns) return { freshservice: undefined, freshserviceSandbox: undefined };
  const { startFreshserviceSandbox, freshserviceSandboxPages } = await import(
    '@kansli/sandbox/freshservice/server'
  );
  const { demoFreshserviceTickets } = await import('../db/seed/freshservice-tickets.ts');
  const apiKey = randomBytes(16).toString('hex');
  const running = await startFreshserviceSandbox({
    apiKey,
    ...demoFreshserviceTickets(systemClock.today()),
  });
  return {
    freshservice: freshserviceClient({ apiUrl: running.url, apiKey, calls }),
    freshserviceSandbox: { close: running.close, pages: freshserviceSandboxPages(running.url) },
  };
}

/**
 * The SMS card's gateway: 46elks with the configured account or, where stand-ins start (the embedded mode), its sandbox on
 * a loopback port with credentials and a report secret made at start; it reports deliveries to this
 * app's public address. Production without an account answers 503.
 */
async function connectSms(config: Config, { standIns, calls }: Wiring<CallObserver | undefined>) {
  const reportUrlOf = (secret: string) => `${config.publicUrl}${SMS_REPORT_PATH}/${secret}`;
  const settings = config.sms;
  if (config.elks) {
    const { reportSecret } = config.elks;
    const gateway = elksClient({ ...config.elks, calls });
    return {
      sms: { gateway, ...settings, reportSecret, reportUrl: reportUrlOf(reportSecret) },
      elksSandbox: undefined,
    };
  }
  if (!standIns) return { sms: undefined, elksSandbox: undefined };
  const { startElksSandbox, elksSandboxPages } = await import('@kansli/sandbox/elks/server');
  const credentials = {
    username: `u${randomBytes(8).toString('hex')}`,
    password: randomBytes(16).toString('hex'),
  };
  const running = await startElksSandbox(credentials);
  const reportSecret = randomBytes(24).toString('base64url');
  const gateway = elksClient({ apiUrl: running.url, ...credentials, calls });
  // The sandbox takes more a minute than 46elks, so a demo send is over in seconds.
  return {
    sms: { gateway, ...settings, perMinute: 600, reportSecret, reportUrl: reportUrlOf(reportSecret) },
    elksSandbox: { close: running.close, pages: elksSandboxPages(running.url) },
  };
}
