import { startSheetsSandbox } from '@kansli/sandbox/google/server';
import type { SheetsSandbox } from '@kansli/sandbox/google/sheets-sandbox';
import type { RunningSandbox } from '@kansli/sandbox/http-sandbox';
import { serviceAccountTokens } from '../../integrations/google/service-account.ts';
import {
  STORAGE_WRITE_SCOPE,
  type StorageFiles,
  storageClient,
} from '../../integrations/google/storage-client.ts';
import type { HttpPolicy } from '../../integrations/http.ts';
import { ACT_AS, SERVICE_ACCOUNT, serviceAccountKeys } from '../../test/google.ts';

export const TEST_STUDYBUDDY_BUCKET = 'kansli-test-studybuddy';

/**
 * The Google sandbox with an empty study-buddy bucket and the real Storage client pointed at it with a
 * token of the write scope (or `scope`), with short waits.
 */
export async function testStudybuddyFiles(
  options: { scope?: string; bucket?: string; http?: Partial<HttpPolicy> } = {},
): Promise<{ files: StorageFiles; running: RunningSandbox<SheetsSandbox> }> {
  const { publicKey, privateKey } = serviceAccountKeys();
  const running = await startSheetsSandbox({
    clientEmail: SERVICE_ACCOUNT,
    publicKey,
    moreBuckets: [TEST_STUDYBUDDY_BUCKET],
  });
  const http = { backoffMs: 5, timeoutMs: 5_000, ...options.http };
  const tokens = serviceAccountTokens({
    clientEmail: SERVICE_ACCOUNT,
    privateKey,
    actAs: ACT_AS,
    scopes: [options.scope ?? STORAGE_WRITE_SCOPE],
    tokenUrl: `${running.url}/token`,
    http,
  });
  const files = storageClient({
    apiUrl: running.url,
    bucket: options.bucket ?? TEST_STUDYBUDDY_BUCKET,
    tokens,
    http,
  });
  return { files, running };
}
