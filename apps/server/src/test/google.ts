import { generateKeyPairSync } from 'node:crypto';
import type { ChromeOsDevice } from '@kansli/sandbox/google/directory-devices';
import { startSheetsSandbox } from '@kansli/sandbox/google/server';
import type { SheetsSandbox, SheetsSandboxOptions } from '@kansli/sandbox/google/sheets-sandbox';
import type { BucketFile } from '@kansli/sandbox/google/storage-api';
import type { RunningSandbox } from '@kansli/sandbox/http-sandbox';
import type { WorkspaceSettings } from '../integrations/google/config.ts';
import {
  DIRECTORY_DEVICE_SCOPE,
  DIRECTORY_GROUP_SCOPE,
  DIRECTORY_USER_SCOPE,
  type DirectoryClient,
  directoryClient,
} from '../integrations/google/directory-client.ts';
import { serviceAccountTokens } from '../integrations/google/service-account.ts';
import { SHEETS_SCOPE, type SheetsClient, sheetsClient } from '../integrations/google/sheets-client.ts';
import {
  STORAGE_READ_SCOPE,
  type StorageClient,
  storageClient,
} from '../integrations/google/storage-client.ts';
import type { HttpPolicy } from '../integrations/http.ts';

export const SERVICE_ACCOUNT = 'kansli-export@kansli-test.iam.gserviceaccount.com';
export const ACT_AS = 'admin@kansli.test';

/** A service account's key pair, as Google Cloud Console would hand out its private half. */
export function serviceAccountKeys() {
  return generateKeyPairSync('rsa', { modulusLength: 2048 });
}

/** The Sheets sandbox on its own loopback port and the real client pointed at it, with short waits. */
export async function testSheets(
  options: {
    requestsPerMinute?: number;
    rateWindowMs?: number;
    http?: Partial<HttpPolicy>;
    sharedSpreadsheets?: SheetsSandboxOptions['sharedSpreadsheets'];
  } = {},
): Promise<{ sheets: SheetsClient; running: RunningSandbox<SheetsSandbox> }> {
  const { publicKey, privateKey } = serviceAccountKeys();
  const running = await startSheetsSandbox({
    clientEmail: SERVICE_ACCOUNT,
    publicKey,
    sharedSpreadsheets: options.sharedSpreadsheets,
    requestsPerMinute: options.requestsPerMinute,
    rateWindowMs: options.rateWindowMs,
  });
  const http = { backoffMs: 5, timeoutMs: 2_000, ...options.http };
  const tokens = serviceAccountTokens({
    clientEmail: SERVICE_ACCOUNT,
    privateKey,
    actAs: ACT_AS,
    scopes: [SHEETS_SCOPE],
    tokenUrl: `${running.url}/token`,
    http,
  });
  return { sheets: sheetsClient({ apiUrl: running.url, tokens, http }), running };
}

export const WORKSPACE: WorkspaceSettings = { domain: 'kansli.test', staffOrgUnitRoot: '/Personal' };

/**
 * The Google sandbox with the real Directory client pointed at it, with short waits; `scopes` replace
 * the user, group and device scopes its token asks for, `pageSize` the members a page,
 * `devicePageSize` the Chrome OS devices a page; the sandbox starts with `chromeDevices`.
 */
export async function testDirectory(
  options: {
    scopes?: readonly string[];
    pageSize?: number;
    devicePageSize?: number;
    chromeDevices?: readonly ChromeOsDevice[];
    http?: Partial<HttpPolicy>;
  } = {},
): Promise<{
  directory: DirectoryClient;
  running: RunningSandbox<SheetsSandbox>;
}> {
  const { publicKey, privateKey } = serviceAccountKeys();
  const running = await startSheetsSandbox({
    clientEmail: SERVICE_ACCOUNT,
    publicKey,
    domain: WORKSPACE.domain,
    chromeDevices: options.chromeDevices,
  });
  const http = { backoffMs: 5, timeoutMs: 2_000, ...options.http };
  const tokens = serviceAccountTokens({
    clientEmail: SERVICE_ACCOUNT,
    privateKey,
    actAs: ACT_AS,
    scopes: options.scopes ?? [DIRECTORY_USER_SCOPE, DIRECTORY_GROUP_SCOPE, DIRECTORY_DEVICE_SCOPE],
    tokenUrl: `${running.url}/token`,
    http,
  });
  const directory = directoryClient({
    apiUrl: running.url,
    tokens,
    pageSize: options.pageSize,
    devicePageSize: options.devicePageSize,
    http,
  });
  return { directory, running };
}

export const TEST_BUCKET = 'kansli-test-exports';

/**
 * The Google sandbox with a bucket of these files and the real Storage client pointed at it, with
 * short waits; `scope` replaces the read-only scope the client asks for, `bucket` the bucket it reads.
 */
export async function testStorage(
  options: {
    files?: readonly BucketFile[];
    pageSize?: number;
    scope?: string;
    bucket?: string;
    http?: Partial<HttpPolicy>;
  } = {},
): Promise<{ storage: StorageClient; running: RunningSandbox<SheetsSandbox> }> {
  const { publicKey, privateKey } = serviceAccountKeys();
  const running = await startSheetsSandbox({
    clientEmail: SERVICE_ACCOUNT,
    publicKey,
    bucket: { name: TEST_BUCKET, files: options.files ?? [] },
  });
  const http = { backoffMs: 5, timeoutMs: 2_000, ...options.http };
  const tokens = serviceAccountTokens({
    clientEmail: SERVICE_ACCOUNT,
    privateKey,
    actAs: ACT_AS,
    scopes: [options.scope ?? STORAGE_READ_SCOPE],
    tokenUrl: `${running.url}/token`,
    http,
  });
  const storage = storageClient({
    apiUrl: running.url,
    bucket: options.bucket ?? TEST_BUCKET,
    tokens,
    pageSize: options.pageSize,
    http,
  });
  return { storage, running };
}
