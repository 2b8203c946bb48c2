import { generateKeyPairSync } from 'node:crypto';
import type { ChromeOsDevice } from '@kansli/sandbox/google/directory-devices';
import { startSheetsSandbox } from '@kansli/sandbox/google/server';
import type { SheetsSandbox, SheetsSandboxOptions } from '@kansli/sandbox/google/sheets-sandbox';
import type { BucketFile, BucketRole } from '@kansli/sandbox/google/storage-api';
import type { RunningSandbox } from '@kansli/sandbox/http-sandbox';
import type { CallObserver } from '../integrations/calls.ts';
import type { WorkspaceSettings } from '../integrations/google/config.ts';
import {
  DIRECTORY_DEVICE_SCOPE,
  DIRECTORY_GROUP_SCOPE,
  DIRECTORY_USER_SCOPE,
  type DirectoryClient,
  type DirectoryScope,
  directoryClient,
} from '../integrations/google/directory-client.ts';
import type { GooglePolicy } from '../integrations/google/google-call.ts';
import type { ServiceAccount } from '../integrations/google/service-account.ts';
import { type SheetsClient, sheetsClient } from '../integrations/google/sheets-client.ts';
import {
  STORAGE_READ_SCOPE,
  STORAGE_WRITE_SCOPE,
  type StorageFiles,
  storageClient,
} from '../integrations/google/storage-client.ts';

export const SERVICE_ACCOUNT = 'kansli-export@kansli-test.iam.gserviceaccount.com';
export const ACT_AS = 'admin@kansli.test';

/** Short waits, so that a test of the retries takes milliseconds. */
const TEST_POLICY: Partial<GooglePolicy> = { backoffMs: 5, maxDelayMs: 50, timeoutMs: 2_000 };

/** A service account's key pair, as Google Cloud Console would hand out its private half. */
export function serviceAccountKeys() {
  return generateKeyPairSync('rsa', { modulusLength: 2048 });
}

/**
 * The Google stand-in with a fresh service account, and that account as a client takes it, pointed at
 * the stand-in's token endpoint.
 */
async function startGoogle(options: Omit<SheetsSandboxOptions, 'clientEmail' | 'publicKey'>) {
  const { publicKey, privateKey } = serviceAccountKeys();
  const running = await startSheetsSandbox({ clientEmail: SERVICE_ACCOUNT, publicKey, ...options });
  const account: ServiceAccount = {
    clientEmail: SERVICE_ACCOUNT,
    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    tokenUrl: `${running.url}/token`,
  };
  return { running, account };
}

/** The Sheets stand-in on its own loopback port and the real client pointed at it, with short waits. */
export async function testSheets(
  options: {
    requestsPerMinute?: number;
    rateWindowMs?: number;
    policy?: Partial<GooglePolicy>;
    sharedSpreadsheets?: SheetsSandboxOptions['sharedSpreadsheets'];
    delegatedScopes?: readonly string[];
    calls?: CallObserver;
  } = {},
): Promise<{ sheets: SheetsClient; running: RunningSandbox<SheetsSandbox>; account: ServiceAccount }> {
  const { running, account } = await startGoogle({
    sharedSpreadsheets: options.sharedSpreadsheets,
    requestsPerMinute: options.requestsPerMinute,
    rateWindowMs: options.rateWindowMs,
    delegatedScopes: options.delegatedScopes,
  });
  const sheets = sheetsClient({
    apiUrl: running.url,
    account,
    actAs: ACT_AS,
    policy: { ...TEST_POLICY, ...options.policy },
    calls: options.calls,
  });
  return { sheets, running, account };
}

export const WORKSPACE: WorkspaceSettings = { domain: 'kansli.test', staffOrgUnitRoot: '/Personal' };

/**
 * The Google stand-in with the real Directory client pointed at it, with short waits; `scopes` replace
 * the user, group and device scopes its token asks for, `delegatedScopes` those the stand-in allows,
 * `pageSize` the members a page, `devicePageSize` the Chrome OS devices a page; the stand-in starts
 * with `chromeDevices`.
 */
export async function testDirectory(
  options: {
    scopes?: readonly DirectoryScope[];
    delegatedScopes?: readonly string[];
    pageSize?: number;
    devicePageSize?: number;
    chromeDevices?: readonly ChromeOsDevice[];
    policy?: Partial<GooglePolicy>;
    calls?: CallObserver;
  } = {},
): Promise<{ directory: DirectoryClient; running: RunningSandbox<SheetsSandbox>; account: ServiceAccount }> {
  const { running, account } = await startGoogle({
    domain: WORKSPACE.domain,
    chromeDevices: options.chromeDevices,
    delegatedScopes: options.delegatedScopes,
  });
  const directory = directoryClient({
    apiUrl: running.url,
    account,
    actAs: ACT_AS,
    scopes: options.scopes ?? [DIRECTORY_USER_SCOPE, DIRECTORY_GROUP_SCOPE, DIRECTORY_DEVICE_SCOPE],
    pageSize: options.pageSize,
    devicePageSize: options.devicePageSize,
    policy: { ...TEST_POLICY, ...options.policy },
    calls: options.calls,
  });
  return { directory, running, account };
}

export const TEST_BUCKET = 'kansli-test-exports';
export const TEST_STUDYBUDDY_BUCKET = 'kansli-test-studybuddy';

/**
 * The Google stand-in with a bucket of these files and the real Storage client pointed at it, with
 * short waits; the service account views the bucket (as docs/operations.md tells operators to set),
 * unless `roles` say otherwise. `scope` replaces the read-only scope the client asks for, `bucket` the
 * bucket it reads.
 */
export async function testStorage(
  options: {
    files?: readonly BucketFile[];
    pageSize?: number;
    scope?: string;
    bucket?: string;
    roles?: readonly BucketRole[];
    policy?: Partial<GooglePolicy>;
    calls?: CallObserver;
  } = {},
): Promise<{ storage: StorageFiles; running: RunningSandbox<SheetsSandbox>; account: ServiceAccount }> {
  const { running, account } = await startGoogle({
    bucket: { name: TEST_BUCKET, files: options.files ?? [] },
    bucketRoles: options.roles ?? [
      { bucket: TEST_BUCKET, member: SERVICE_ACCOUNT, role: 'roles/storage.objectViewer' },
    ],
  });
  const storage = storageClient({
    apiUrl: running.url,
    bucket: options.bucket ?? TEST_BUCKET,
    account,
    scope: options.scope ?? STORAGE_READ_SCOPE,
    pageSize: options.pageSize,
    policy: { ...TEST_POLICY, ...options.policy },
    calls: options.calls,
  });
  return { storage, running, account };
}

/**
 * The Google stand-in with an empty study-buddy bucket, where the service account is Storage Object
 * Admin, and the real Storage client pointed at it with the write scope (or `scope`), with short waits.
 */
export async function testStudybuddyFiles(
  options: { scope?: string; bucket?: string; policy?: Partial<GooglePolicy> } = {},
): Promise<{ files: StorageFiles; running: RunningSandbox<SheetsSandbox> }> {
  const { running, account } = await startGoogle({
    moreBuckets: [TEST_STUDYBUDDY_BUCKET],
    bucketRoles: [
      { bucket: TEST_STUDYBUDDY_BUCKET, member: SERVICE_ACCOUNT, role: 'roles/storage.objectAdmin' },
    ],
  });
  const files = storageClient({
    apiUrl: running.url,
    bucket: options.bucket ?? TEST_STUDYBUDDY_BUCKET,
    account,
    scope: options.scope ?? STORAGE_WRITE_SCOPE,
    policy: { ...TEST_POLICY, timeoutMs: 5_000, ...options.policy },
  });
  return { files, running };
}
