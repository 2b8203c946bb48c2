import type { SheetsSandbox } from '@kansli/sandbox/google/sheets-sandbox';
import type { BucketFile } from '@kansli/sandbox/google/storage-api';
import type { RunningSandbox } from '@kansli/sandbox/http-sandbox';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_BUCKET, testStorage } from '../../test/google.ts';
import { IntegrationError } from '../http.ts';
import { GoogleApiError } from './google-error.ts';
import { SHEETS_SCOPE } from './sheets-client.ts';
import { StorageObjectNotFoundError } from './storage-client.ts';

let running: RunningSandbox<SheetsSandbox> | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
});

async function sandboxAndClient(options: Parameters<typeof testStorage>[0] = {}) {
  const started = await testStorage(options);
  running = started.running;
  return { storage: started.storage, sandbox: started.running.sandbox, url: started.running.url };
}

const file = (name: string, content: string): BucketFile => ({
  name,
  content,
  contentType: 'application/json',
  updated: '2026-11-24T01:30:00.000Z',
});

const files = [
  file('schoolsoft/201/2026-11-23/group.json', '[]'),
  file('schoolsoft/201/2026-11-24/group.json', '[{"id":"g-1","name":"7A"}]'),
  file('schoolsoft/201/2026-11-24/student.json', '[{"fname":"Åsa"}]'),
  file('schoolsoft/201/2026-11-24/parent.json', '[]'),
  file('schoolsoft/201/2026-11-24/teacher.json', '[]'),
  file('schoolsoft/2010/2026-11-24/group.json', '[]'),
  file('skola24/201/2026-11-24/schedule.json', '[]'),
];

const listings = (sandbox: SheetsSandbox) =>
  sandbox.control.received().filter((r) => r.path === `/storage/v1/b/${TEST_BUCKET}/o`);

describe('the Storage client against the Google sandbox', () => {
  it('lists every object under a prefix over several pages, in name order, with sizes as numbers', async () => {
    const { storage, sandbox, url } = await sandboxAndClient({ files, pageSize: 2 });
    const listed = await storage.list('schoolsoft/201/');
    expect(listed.map((o) => o.name)).toEqual([
      'schoolsoft/201/2026-11-23/group.json',
      'schoolsoft/201/2026-11-24/group.json',
      'schoolsoft/201/2026-11-24/parent.json',
      'schoolsoft/201/2026-11-24/student.json',
      'schoolsoft/201/2026-11-24/teacher.json',
    ]);
    expect(listed[1]).toEqual({
      name: 'schoolsoft/201/2026-11-24/group.json',
      size: 26,
      updated: '2026-11-24T01:30:00.000Z',
      contentType: 'application/json',
    });
    // Five objects two at a time: three pages.
    expect(listings(sandbox)).toHaveLength(3);
    expect(await storage.list('adela/')).toEqual([]);

    const page = await (await fetch(`${url}/sandbox/storage`)).text();
    expect(page).toContain('skola24/201/2026-11-24/schedule.json');
  });

  it('downloads an object by its url-encoded name, as it was written, Swedish letters and all', async () => {
    const { storage, sandbox } = await sandboxAndClient({ files });
    expect(await storage.download('schoolsoft/201/2026-11-24/student.json')).toBe('[{"fname":"Åsa"}]');
    expect(sandbox.control.received().map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /token',
      `GET /storage/v1/b/${TEST_BUCKET}/o/schoolsoft%2F201%2F2026-11-24%2Fstudent.json`,
    ]);
  });

  it('tells a missing object apart from other failures, naming it without Google’s text in the message', async () => {
    const { storage } = await sandboxAndClient({ files });
    const missing = await storage.download('schoolsoft/201/2026-11-25/group.json').catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(StorageObjectNotFoundError);
    expect(missing).toBeInstanceOf(IntegrationError);
    const notFound = missing as StorageObjectNotFoundError;
    expect(notFound.status).toBe(404);
    expect(notFound.objectName).toBe('schoolsoft/201/2026-11-25/group.json');
    expect(notFound.message).toBe('Google Storage: object download answered HTTP 404 notFound (1 attempt)');
    expect(notFound.message).not.toContain('No such object');
  });

  it('retries a passing 5xx or 429, and reports one that lasts after its bounded attempts', async () => {
    const { storage, sandbox } = await sandboxAndClient({ files, policy: { attempts: 3 } });
    // The first call fetches the token, so the failures below fall on the API's calls.
    await storage.list('skola24/');
    sandbox.control.failNext(1, 503);
    sandbox.control.failNext(1, 429);
    expect(await storage.list('skola24/')).toHaveLength(1);
    expect(listings(sandbox)).toHaveLength(4);

    sandbox.control.failNext(3, 500);
    const failed = await storage.download('skola24/201/2026-11-24/schedule.json').catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(IntegrationError);
    expect(failed).not.toBeInstanceOf(StorageObjectNotFoundError);
    expect((failed as Error).message).toBe('Google Storage: object download answered HTTP 500 (3 attempts)');
  });

  it('fetches a new token once when the API refuses the one it holds', async () => {
    const { storage, sandbox } = await sandboxAndClient({ files });
    await storage.list('skola24/');
    sandbox.control.failNext(1, 401);
    expect(await storage.list('skola24/')).toHaveLength(1);
    expect(sandbox.control.received().filter((r) => r.path === '/token')).toHaveLength(2);
  });

  it('takes a missing bucket for a setup error, not for an export not written yet', async () => {
    const { storage } = await sandboxAndClient({ files, bucket: 'annan-hink' });
    const missing = await storage.list('schoolsoft/').catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(GoogleApiError);
    expect(missing).not.toBeInstanceOf(StorageObjectNotFoundError);
    expect((missing as GoogleApiError).message).toBe(
      'Google Storage: object listing answered HTTP 404 notFound (1 attempt)',
    );
  });

  it('is refused the bucket with a token of another scope', async () => {
    const { storage } = await sandboxAndClient({ files, scope: SHEETS_SCOPE });
    const refused = await storage.list('schoolsoft/').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(GoogleApiError);
    expect(refused).not.toBeInstanceOf(StorageObjectNotFoundError);
    expect((refused as GoogleApiError).message).toBe(
      'Google Storage: object listing answered HTTP 403 insufficientPermissions (1 attempt)',
    );
  });
});
