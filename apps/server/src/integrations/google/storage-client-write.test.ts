import type { SheetsSandbox } from '@kansli/sandbox/google/sheets-sandbox';
import type { RunningSandbox } from '@kansli/sandbox/http-sandbox';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_STUDYBUDDY_BUCKET, testStudybuddyFiles } from '../../test/google.ts';
import { IntegrationError } from '../http.ts';
import { GoogleApiError } from './google-error.ts';
import { STORAGE_READ_SCOPE, StorageObjectNotFoundError } from './storage-client.ts';

// The writing half of the Storage client (the study-buddy's bucket) against the Google sandbox over HTTP.

let running: RunningSandbox<SheetsSandbox> | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
});

async function sandboxAndClient(options: Parameters<typeof testStudybuddyFiles>[0] = {}) {
  const started = await testStudybuddyFiles(options);
  running = started.running;
  const bucket = started.running.sandbox.buckets.get(TEST_STUDYBUDDY_BUCKET);
  if (!bucket) throw new Error('no bucket');
  return { files: started.files, sandbox: started.running.sandbox, bucket };
}

const bytes = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0xff, 0xfe, 0x80, 0x0a]);
const PDF = 'application/pdf';

describe('the Storage client writing to the Google sandbox', () => {
  it('uploads an object whole, binary bytes intact, and answers its description', async () => {
    const { files, bucket, sandbox } = await sandboxAndClient();
    const stored = await files.upload('7#Kurs plan.pdf', bytes, PDF);
    expect(stored).toMatchObject({ name: '7#Kurs plan.pdf', size: bytes.length, contentType: PDF });
    expect(bucket.objects.get('7#Kurs plan.pdf')?.bytes.equals(bytes)).toBe(true);
    const upload = sandbox.control
      .received()
      .find((r) => r.method === 'POST' && r.path.startsWith('/upload'));
    expect(upload?.path).toBe(`/upload/storage/v1/b/${TEST_STUDYBUDDY_BUCKET}/o`);
  });

  it('streams an object back with its content type and length', async () => {
    const { files } = await sandboxAndClient();
    await files.upload('7#a.pdf', bytes, PDF);
    const stream = await files.downloadStream('7#a.pdf');
    expect(stream.contentType).toBe(PDF);
    expect(stream.size).toBe(bytes.length);
    expect(Buffer.from(await new Response(stream.body).arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('replaces an object of the same name, so a retried upload does no harm', async () => {
    const { files, bucket } = await sandboxAndClient();
    await files.upload('7#a.pdf', bytes, PDF);
    await files.upload('7#a.pdf', Buffer.from('%PDF-2'), PDF);
    expect(bucket.objects.size).toBe(1);
    expect(bucket.objects.get('7#a.pdf')?.content).toBe('%PDF-2');
  });

  it('retries an upload the service answered 503 and stores it once', async () => {
    const { files, bucket, sandbox } = await sandboxAndClient();
    await files.list('');
    sandbox.control.failNext(1, 503);
    await files.upload('7#a.pdf', bytes, PDF);
    expect(bucket.objects.size).toBe(1);
  });

  it('removes an object, and counts one already gone as removed', async () => {
    const { files, bucket } = await sandboxAndClient();
    await files.upload('7#a.pdf', bytes, PDF);
    await files.remove('7#a.pdf');
    expect(bucket.objects.size).toBe(0);
    await expect(files.remove('7#a.pdf')).resolves.toBeUndefined();
  });

  it('answers a missing object of a streamed download with StorageObjectNotFoundError', async () => {
    const { files } = await sandboxAndClient();
    await expect(files.downloadStream('7#saknas.pdf')).rejects.toBeInstanceOf(StorageObjectNotFoundError);
  });

  it('is refused writing and deleting with a read-only token (403)', async () => {
    const { files, bucket } = await sandboxAndClient({ scope: STORAGE_READ_SCOPE });
    const refused = await files.upload('7#a.pdf', bytes, PDF).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(GoogleApiError);
    expect((refused as GoogleApiError).status).toBe(403);
    expect(bucket.objects.size).toBe(0);
    await expect(files.remove('7#a.pdf')).rejects.toMatchObject({ status: 403 });
  });

  it('reports an unknown bucket as a setup error, not as a missing object', async () => {
    const { files } = await sandboxAndClient({ bucket: 'no-such-bucket' });
    const failed = await files.upload('7#a.pdf', bytes, PDF).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(GoogleApiError);
    expect(failed).not.toBeInstanceOf(StorageObjectNotFoundError);
    expect((failed as GoogleApiError).status).toBe(404);
  });

  it('gives up after the retries when the service keeps failing', async () => {
    const { files, sandbox } = await sandboxAndClient();
    await files.list('');
    sandbox.control.failNext(10, 500);
    await expect(files.upload('7#a.pdf', bytes, PDF)).rejects.toBeInstanceOf(IntegrationError);
  });
});
