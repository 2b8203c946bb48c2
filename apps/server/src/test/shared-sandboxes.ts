import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { startCampusSandbox } from '@kansli/sandbox/campus/server';
import type { ElksSandbox } from '@kansli/sandbox/elks/elks-sandbox';
import { startElksSandbox } from '@kansli/sandbox/elks/server';
import { startFlexSandbox } from '@kansli/sandbox/flex/server';
import { startFreshserviceSandbox } from '@kansli/sandbox/freshservice/server';
import { startSheetsSandbox } from '@kansli/sandbox/google/server';
import type { RunningSandbox } from '@kansli/sandbox/http-sandbox';
import { startVismaSandbox } from '@kansli/sandbox/visma/server';
import { systemClock } from '../context/clock.ts';
import { demoChromeDevices } from '../db/seed/demo-chrome-devices.ts';
import { demoSchoolExports } from '../db/seed/school-exports.ts';
import { demoSmsSheets } from '../db/seed/sms-sheets.ts';

// The outside systems' stand-ins started once, with the environment that points every server process
// at them, so several instances talk to the same Visma, Google, 46elks, campus, Flex and Freshservice
// as production's instances talk to the real ones.

export interface SharedSandboxes {
  /** The variables every instance gets. */
  env: Record<string, string>;
  elks: RunningSandbox<ElksSandbox>;
  close(): Promise<void>;
}

const EXPORT_BUCKET = 'kansli-skolexporter';
const secret = () => randomBytes(24).toString('base64url');

export async function startSharedSandboxes(): Promise<SharedSandboxes> {
  const now = systemClock.now();
  const today = systemClock.today();
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const clientEmail = 'kansli@kansli-instances.iam.gserviceaccount.com';
  const google = await startSheetsSandbox({
    clientEmail,
    publicKey,
    domain: 'kansli.test',
    bucket: { name: EXPORT_BUCKET, files: demoSchoolExports(now, today) },
    chromeDevices: demoChromeDevices(now),
    sharedSpreadsheets: demoSmsSheets,
    bucketRoles: [{ bucket: EXPORT_BUCKET, member: clientEmail, role: 'roles/storage.objectViewer' }],
  });
  const elksAccount = { username: `u${randomBytes(6).toString('hex')}`, password: secret() };
  const elks = await startElksSandbox({ ...elksAccount, deliveryDelayMs: 200, reportRetryMs: 100 });
  const vismaAccount = { clientId: 'kansli', clientSecret: secret(), refreshToken: secret() };
  const visma = await startVismaSandbox(vismaAccount);
  const apiKey = secret();
  const campus = await startCampusSandbox({ apiKey });
  const flex = await startFlexSandbox({ apiKey });
  const freshservice = await startFreshserviceSandbox({ apiKey });
  const env = {
    GOOGLE_SERVICE_ACCOUNT_EMAIL: clientEmail,
    GOOGLE_PRIVATE_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    GOOGLE_ACT_AS: 'admin@kansli.test',
    GOOGLE_SHEETS_URL: google.url,
    GOOGLE_TOKEN_URL: `${google.url}/token`,
    GOOGLE_DIRECTORY_URL: google.url,
    GOOGLE_STORAGE_URL: google.url,
    GOOGLE_STORAGE_BUCKET: EXPORT_BUCKET,
    ELKS_API_URL: elks.url,
    ELKS_USERNAME: elksAccount.username,
    ELKS_PASSWORD: elksAccount.password,
    SMS_REPORT_SECRET: secret(),
    VISMA_API_URL: visma.url,
    VISMA_TOKEN_URL: `${visma.url}/connect/token`,
    VISMA_AUTHORIZE_URL: `${visma.url}/connect/authorize`,
    // The sandbox's seeded articles: the fee's VAT-exempt, the Chromebooks' at 25 %.
    VISMA_ARTICLE_PRESCHOOL_FEE: '100',
    VISMA_ARTICLE_CHROMEBOOK_BUYOUT: '200',
    VISMA_ARTICLE_CHROMEBOOK_DAMAGE: '200',
    VISMA_CLIENT_ID: vismaAccount.clientId,
    VISMA_CLIENT_SECRET: vismaAccount.clientSecret,
    VISMA_REFRESH_TOKEN: vismaAccount.refreshToken,
    INTEGRATION_SECRET_KEY: randomBytes(32).toString('base64'),
    CAMPUS_API_URL: campus.url,
    CAMPUS_API_KEY: apiKey,
    FLEX_API_URL: flex.url,
    FLEX_API_KEY: apiKey,
    FRESHSERVICE_URL: freshservice.url,
    FRESHSERVICE_API_KEY: apiKey,
  };
  return {
    env,
    elks,
    close: async () => {
      for (const running of [google, elks, visma, campus, flex, freshservice]) await running.close();
    },
  };
}
