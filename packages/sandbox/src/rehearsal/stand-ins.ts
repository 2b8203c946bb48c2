import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { campusSandboxPages, startCampusSandbox } from '../campus/server.ts';
import { elksSandboxPages, startElksSandbox } from '../elks/server.ts';
import { flexSandboxPages, startFlexSandbox } from '../flex/server.ts';
import { freshserviceSandboxPages, startFreshserviceSandbox } from '../freshservice/server.ts';
import { googleSandboxPages, startSheetsSandbox } from '../google/server.ts';
import { DELEGATED_SCOPES } from '../google/token-endpoint.ts';
import { startIdentitySandbox } from '../identity/server.ts';
import { startVismaSandbox, vismaSandboxPages } from '../visma/server.ts';

// The outside world of a rehearsal: every system Kansli talks to, as an empty account of that vendor
// would be, each stand-in as strict as its vendor, and the environment that points a production
// instance of Kansli at them. Nothing here is demo data: the stand-ins hold what a company that has
// just signed up holds (Visma its two articles, Google its empty buckets).

/** Each runs in a process of its own, in this order. */
export const STAND_INS = ['identity', 'visma', 'google', 'campus', 'flex', 'freshservice', 'elks'] as const;
export type StandInName = (typeof STAND_INS)[number];

/** The secrets a rehearsal's stand-ins and Kansli share: made anew at every start, kept in memory and the env file. */
export interface RehearsalSecrets {
  /** Where Kansli is opened, as its PUBLIC_URL. */
  publicUrl: string;
  oidcClientId: string;
  visma: { clientId: string; clientSecret: string; refreshToken: string };
  google: { clientEmail: string; publicKey: string; privateKey: string };
  apiKeys: { campus: string; flex: string; freshservice: string };
  elks: { username: string; password: string };
  smsReportSecret: string;
  integrationSecretKey: string;
}

/** The Workspace of the rehearsal: its domain, and the admin the service account acts as. */
const WORKSPACE_DOMAIN = 'kansli.test';
const ACT_AS = `google-admin@${WORKSPACE_DOMAIN}`;
/** The buckets a new Google Cloud project of the organisation would have made, empty. */
const EXPORT_BUCKET = 'kansli-skolexporter';
const STUDYBUDDY_BUCKET = 'kansli-studybuddy';
/** The articles the company set up in Visma: the preschool fee VAT-exempt, the Chromebook at 25 %. */
const VISMA_ARTICLES = { preschoolFee: '100', chromebook: '200' };
/** Freshservice's smallest plan's limit of requests a minute. */
const FRESHSERVICE_REQUESTS_PER_MINUTE = 100;

const OIDC_CALLBACK_PATH = '/auth/callback';
const VISMA_CALLBACK_PATH = '/api/integrations/visma/callback';

const secret = (bytes = 24) => randomBytes(bytes).toString('base64url');

export function rehearsalSecrets(publicUrl: string): RehearsalSecrets {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    publicUrl,
    oidcClientId: 'kansli',
    visma: { clientId: 'kansli', clientSecret: secret(), refreshToken: secret() },
    google: {
      clientEmail: 'kansli@kansli-rehearsal.iam.gserviceaccount.com',
      publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
      privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    },
    apiKeys: { campus: secret(), flex: secret(), freshservice: secret() },
    elks: { username: `u${randomBytes(8).toString('hex')}`, password: secret(16) },
    smsReportSecret: secret(),
    integrationSecretKey: randomBytes(32).toString('base64'),
  };
}

export interface RunningStandIn {
  url: string;
  /** The lines that tell a person where its pages are. */
  pages: string[];
  close(): Promise<void>;
}

/** Starts one stand-in on a loopback port (a free one when 0), configured for the rehearsal's Kansli. */
export async function startStandIn(
  name: StandInName,
  secrets: RehearsalSecrets,
  port = 0,
): Promise<RunningStandIn> {
  const { publicUrl, apiKeys } = secrets;
  switch (name) {
    case 'identity': {
      const running = await startIdentitySandbox(
        {
          clientId: secrets.oidcClientId,
          redirectUris: [`${publicUrl}${OIDC_CALLBACK_PATH}`],
          demoAccounts: [],
          rehearsal: true,
        },
        port,
      );
      return {
        url: running.url,
        pages: [
          `The identity provider (OpenID Connect issuer): ${running.issuer}; Kansli's 'Logga in' opens its sign-in page`,
        ],
        close: running.close,
      };
    }
    case 'visma': {
      const running = await startVismaSandbox(
        {
          ...secrets.visma,
          redirectUris: [`${publicUrl}${VISMA_CALLBACK_PATH}`],
          anyLoopbackPort: true,
          demoCustomers: false,
        },
        port,
      );
      return { url: running.url, pages: vismaSandboxPages(running.url), close: running.close };
    }
    case 'google': {
      const { clientEmail, publicKey } = secrets.google;
      const running = await startSheetsSandbox(
        {
          clientEmail,
          publicKey,
          domain: WORKSPACE_DOMAIN,
          bucket: { name: EXPORT_BUCKET, files: [] },
          moreBuckets: [STUDYBUDDY_BUCKET],
          delegatedScopes: DELEGATED_SCOPES,
          bucketRoles: [
            { bucket: EXPORT_BUCKET, member: clientEmail, role: 'roles/storage.objectViewer' },
            { bucket: STUDYBUDDY_BUCKET, member: clientEmail, role: 'roles/storage.objectAdmin' },
          ],
        },
        port,
      );
      return { url: running.url, pages: googleSandboxPages(running.url), close: running.close };
    }
    case 'campus': {
      const running = await startCampusSandbox({ apiKey: apiKeys.campus }, port);
      return { url: running.url, pages: campusSandboxPages(running.url), close: running.close };
    }
    case 'flex': {
      const running = await startFlexSandbox({ apiKey: apiKeys.flex }, port);
      return { url: running.url, pages: flexSandboxPages(running.url), close: running.close };
    }
    case 'freshservice': {
      const running = await startFreshserviceSandbox(
        { apiKey: apiKeys.freshservice, requestsPerMinute: FRESHSERVICE_REQUESTS_PER_MINUTE },
        port,
      );
      return { url: running.url, pages: freshserviceSandboxPages(running.url), close: running.close };
    }
    case 'elks': {
      const running = await startElksSandbox(secrets.elks, port);
      return { url: running.url, pages: elksSandboxPages(running.url), close: running.close };
    }
  }
}

/**
 * The environment of a production instance using the stand-ins at these addresses: everything but
 * DATABASE_URL and PORT, in the order docs/operations.md lists them.
 */
export function rehearsalEnvironment(
  urls: Record<StandInName, string>,
  secrets: RehearsalSecrets,
): [name: string, value: string][] {
  const { google } = urls;
  return [
    ['PUBLIC_URL', secrets.publicUrl],
    ['OIDC_ISSUER', `${urls.identity}/oidc`],
    ['OIDC_CLIENT_ID', secrets.oidcClientId],
    ['VISMA_API_URL', urls.visma],
    ['VISMA_TOKEN_URL', `${urls.visma}/connect/token`],
    ['VISMA_AUTHORIZE_URL', `${urls.visma}/connect/authorize`],
    ['VISMA_CLIENT_ID', secrets.visma.clientId],
    ['VISMA_CLIENT_SECRET', secrets.visma.clientSecret],
    ['VISMA_REFRESH_TOKEN', secrets.visma.refreshToken],
    ['VISMA_ARTICLE_PRESCHOOL_FEE', VISMA_ARTICLES.preschoolFee],
    ['VISMA_ARTICLE_CHROMEBOOK_BUYOUT', VISMA_ARTICLES.chromebook],
    ['VISMA_ARTICLE_CHROMEBOOK_DAMAGE', VISMA_ARTICLES.chromebook],
    ['INTEGRATION_SECRET_KEY', secrets.integrationSecretKey],
    ['GOOGLE_SERVICE_ACCOUNT_EMAIL', secrets.google.clientEmail],
    // One line, its line breaks written \n, as Kansli reads a key from a .env file.
    ['GOOGLE_PRIVATE_KEY', secrets.google.privateKey.trim().replaceAll('\n', '\\n')],
    ['GOOGLE_ACT_AS', ACT_AS],
    ['GOOGLE_SHEETS_URL', google],
    ['GOOGLE_TOKEN_URL', `${google}/token`],
    ['GOOGLE_DIRECTORY_URL', google],
    ['GOOGLE_STORAGE_BUCKET', EXPORT_BUCKET],
    ['GOOGLE_STUDYBUDDY_BUCKET', STUDYBUDDY_BUCKET],
    ['GOOGLE_STORAGE_URL', google],
    ['CAMPUS_API_URL', urls.campus],
    ['CAMPUS_API_KEY', secrets.apiKeys.campus],
    ['FLEX_API_URL', urls.flex],
    ['FLEX_API_KEY', secrets.apiKeys.flex],
    ['FRESHSERVICE_URL', urls.freshservice],
    ['FRESHSERVICE_API_KEY', secrets.apiKeys.freshservice],
    ['ELKS_USERNAME', secrets.elks.username],
    ['ELKS_PASSWORD', secrets.elks.password],
    ['ELKS_API_URL', urls.elks],
    ['SMS_REPORT_SECRET', secrets.smsReportSecret],
  ];
}
