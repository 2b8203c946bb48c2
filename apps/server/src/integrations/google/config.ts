import { createPrivateKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { optionalText, optionalUrl } from '../env.ts';
import { GOOGLE_TOKEN_URL } from './service-account.ts';

// Google Workspace through a service account: one set of credentials for every Google API Kansli calls,
// acting as the delegated admin (GOOGLE_ACT_AS) for Directory and Sheets and as itself for Cloud Storage.

const ZKeyFile = z.object({ client_email: z.string().min(1), private_key: z.string().min(1) });

const isPrivateKey = (pem: string) => {
  try {
    return createPrivateKey(pem).asymmetricKeyType === 'rsa';
  } catch {
    return false;
  }
};

/** The key file Google Cloud Console hands out (JSON with client_email and private_key). */
const keyFile = optionalText.transform((file, ctx) => {
  if (file === undefined) return undefined;
  if (!path.isAbsolute(file)) {
    ctx.addIssue({ code: 'custom', message: 'must be an absolute path' });
    return z.NEVER;
  }
  let parsed: z.infer<typeof ZKeyFile>;
  try {
    parsed = ZKeyFile.parse(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    // Never the file's text in the message: it holds the private key.
    ctx.addIssue({ code: 'custom', message: 'is not a readable service account key file' });
    return z.NEVER;
  }
  if (!isPrivateKey(parsed.private_key)) {
    ctx.addIssue({ code: 'custom', message: 'holds no RSA private key' });
    return z.NEVER;
  }
  return { clientEmail: parsed.client_email, privateKey: parsed.private_key };
});

/** A PEM key; a .env file often holds it on one line with `\n` for its line breaks. */
const privateKey = optionalText.transform((pem, ctx) => {
  if (pem === undefined) return undefined;
  const key = pem.replaceAll('\\n', '\n');
  if (!isPrivateKey(key)) {
    ctx.addIssue({ code: 'custom', message: 'is not an RSA private key in PEM' });
    return z.NEVER;
  }
  return key;
});

/** Google's environment variables; config.ts spreads this shape into its schema. */
export const googleEnvironment = z.object({
  /** The JSON key file of the service account, an absolute path; or the two variables below. */
  GOOGLE_SERVICE_ACCOUNT_KEY_FILE: keyFile,
  GOOGLE_SERVICE_ACCOUNT_EMAIL: optionalText,
  GOOGLE_PRIVATE_KEY: privateKey,
  /** The Workspace admin the service account acts as for Directory and Sheets (the spreadsheets go in their Drive). */
  GOOGLE_ACT_AS: optionalText.pipe(z.email().optional()),
  GOOGLE_SHEETS_URL: optionalUrl,
  /** Where the JWT is exchanged; Google's by default. The JWT's audience stays Google's token URL. */
  GOOGLE_TOKEN_URL: optionalUrl,
  /** The Admin SDK's address (Directory users), without /admin/directory/v1. */
  GOOGLE_DIRECTORY_URL: optionalUrl,
  /** Cloud Storage's JSON API address, without /storage/v1. */
  GOOGLE_STORAGE_URL: optionalUrl,
  /** The bucket of the school systems' export files; no export import without it. */
  GOOGLE_STORAGE_BUCKET: optionalText.pipe(
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9._-]{1,220}[a-z0-9]$/, 'must be a bucket name such as kansli-exports')
      .optional(),
  ),
  /** The bucket of the study-buddy's attached files, which Kansli writes; no attachments without it. */
  GOOGLE_STUDYBUDDY_BUCKET: optionalText.pipe(
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9._-]{1,220}[a-z0-9]$/, 'must be a bucket name such as kansli-studybuddy')
      .optional(),
  ),
  /** The domain of the accounts Kansli makes; the domain of GOOGLE_ACT_AS by default. */
  GOOGLE_WORKSPACE_DOMAIN: optionalText.pipe(
    z
      .string()
      .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i, 'must be a domain name such as example.se')
      .optional(),
  ),
  /** The org unit staff accounts go under: `{root}/{unit name}`. */
  GOOGLE_STAFF_ORG_UNIT_ROOT: optionalText.pipe(
    z
      .string()
      .regex(/^\/[^/]*(\/[^/]+)*$/, 'must be an org unit path such as /Personal')
      .optional(),
  ),
});

type GoogleEnvironment = z.infer<typeof googleEnvironment>;

export function checkGoogleEnvironment(env: GoogleEnvironment, ctx: z.RefinementCtx) {
  const file = env.GOOGLE_SERVICE_ACCOUNT_KEY_FILE !== undefined;
  const inline = env.GOOGLE_SERVICE_ACCOUNT_EMAIL !== undefined || env.GOOGLE_PRIVATE_KEY !== undefined;
  if (file && inline) {
    ctx.addIssue({
      code: 'custom',
      path: ['GOOGLE_SERVICE_ACCOUNT_KEY_FILE'],
      message: 'set either it or GOOGLE_SERVICE_ACCOUNT_EMAIL and GOOGLE_PRIVATE_KEY, not both',
    });
  }
  if (inline) {
    for (const key of ['GOOGLE_SERVICE_ACCOUNT_EMAIL', 'GOOGLE_PRIVATE_KEY'] as const) {
      if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required with the other' });
    }
  }
  if ((file || inline) && !env.GOOGLE_ACT_AS) {
    ctx.addIssue({ code: 'custom', path: ['GOOGLE_ACT_AS'], message: 'is required with a service account' });
  }
  if (env.GOOGLE_STORAGE_BUCKET && !file && !inline) {
    ctx.addIssue({
      code: 'custom',
      path: ['GOOGLE_STORAGE_BUCKET'],
      message: 'needs GOOGLE_SERVICE_ACCOUNT_KEY_FILE or GOOGLE_SERVICE_ACCOUNT_EMAIL and GOOGLE_PRIVATE_KEY',
    });
  }
  if (env.GOOGLE_ACT_AS && !file && !inline) {
    ctx.addIssue({
      code: 'custom',
      path: ['GOOGLE_ACT_AS'],
      message: 'needs GOOGLE_SERVICE_ACCOUNT_KEY_FILE or GOOGLE_SERVICE_ACCOUNT_EMAIL and GOOGLE_PRIVATE_KEY',
    });
  }
}

export interface GoogleConfig {
  clientEmail: string;
  /** PEM (PKCS#8, as Google's key files hold it). */
  privateKey: string;
  actAs: string;
  sheetsUrl: string;
  tokenUrl: string;
  directoryUrl: string;
  storageUrl: string;
  /** Unset: no export files to import (the import answers that storage is not set up). */
  storageBucket: string | undefined;
  /** Unset: subjects have no attachments (uploads and downloads answer 503). */
  studybuddyBucket: string | undefined;
}

/** Where new staff accounts go; also in the embedded mode, where the Google sandbox stands in. */
export interface WorkspaceSettings {
  /** The domain of new accounts' addresses, e.g. `example.se`. */
  domain: string;
  /** Staff accounts go under `{root}/{unit name}`; `/Personal` by default. */
  staffOrgUnitRoot: string;
}

export const GOOGLE_SHEETS_URL = 'https://sheets.googleapis.com';
export const GOOGLE_DIRECTORY_URL = 'https://admin.googleapis.com';
export const GOOGLE_STORAGE_URL = 'https://storage.googleapis.com';
export const DEFAULT_STAFF_ORG_UNIT_ROOT = '/Personal';
/** The demo organisation's domain, for the embedded mode without a service account. */
const EMBEDDED_WORKSPACE_DOMAIN = 'kansli.test';

export function workspaceSettings(env: GoogleEnvironment): WorkspaceSettings {
  const actAsDomain = env.GOOGLE_ACT_AS?.split('@')[1];
  return {
    domain: (env.GOOGLE_WORKSPACE_DOMAIN ?? actAsDomain ?? EMBEDDED_WORKSPACE_DOMAIN).toLowerCase(),
    staffOrgUnitRoot: (env.GOOGLE_STAFF_ORG_UNIT_ROOT ?? DEFAULT_STAFF_ORG_UNIT_ROOT).replace(/\/$/, ''),
  };
}

/** Undefined without a service account: the embedded mode's sandbox stands in, production has no export. */
export function googleConfig(env: GoogleEnvironment): GoogleConfig | undefined {
  const account =
    env.GOOGLE_SERVICE_ACCOUNT_KEY_FILE ??
    (env.GOOGLE_SERVICE_ACCOUNT_EMAIL && env.GOOGLE_PRIVATE_KEY
      ? { clientEmail: env.GOOGLE_SERVICE_ACCOUNT_EMAIL, privateKey: env.GOOGLE_PRIVATE_KEY }
      : undefined);
  if (!account || !env.GOOGLE_ACT_AS) return undefined;
  return {
    ...account,
    actAs: env.GOOGLE_ACT_AS,
    sheetsUrl: env.GOOGLE_SHEETS_URL ?? GOOGLE_SHEETS_URL,
    tokenUrl: env.GOOGLE_TOKEN_URL ?? GOOGLE_TOKEN_URL,
    directoryUrl: env.GOOGLE_DIRECTORY_URL ?? GOOGLE_DIRECTORY_URL,
    storageUrl: env.GOOGLE_STORAGE_URL ?? GOOGLE_STORAGE_URL,
    storageBucket: env.GOOGLE_STORAGE_BUCKET,
    studybuddyBucket: env.GOOGLE_STUDYBUDDY_BUCKET,
  };
}
