import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../http-sandbox.ts';
import { startSheetsSandbox } from './server.ts';
import type { SheetsSandbox } from './sheets-sandbox.ts';
import { sandboxAccessToken } from './test-token.ts';

// The writing part of the Cloud Storage sandbox: simple and multipart uploads and deletes in a further
// bucket, as far as the caller's role there allows.

const CLIENT_EMAIL = 'kansli@kansli.iam.gserviceaccount.com';
const READ_ONLY = 'https://www.googleapis.com/auth/devstorage.read_only';
const READ_WRITE = 'https://www.googleapis.com/auth/devstorage.read_write';
const BUCKET = 'kansli-studybuddy';
const READ_ONLY_BUCKET = 'kansli-exports';
const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });

let running: RunningSandbox<SheetsSandbox>;
beforeAll(async () => {
  running = await startSheetsSandbox({
    clientEmail: CLIENT_EMAIL,
    publicKey: keys.publicKey,
    moreBuckets: [BUCKET, READ_ONLY_BUCKET],
    bucketRoles: [
      { bucket: BUCKET, member: CLIENT_EMAIL, role: 'roles/storage.objectAdmin' },
      { bucket: READ_ONLY_BUCKET, member: CLIENT_EMAIL, role: 'roles/storage.objectViewer' },
    ],
  });
});
afterAll(() => running.close());

const token = (scope: string) =>
  sandboxAccessToken(running.url, { clientEmail: CLIENT_EMAIL, privateKey: keys.privateKey }, scope, null);

const upload = (accessToken: string, query: string, body: Uint8Array<ArrayBuffer>, bucket = BUCKET) =>
  fetch(`${running.url}/upload/storage/v1/b/${bucket}/o?${query}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/pdf' },
    body,
  });

const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x00, 0xff]);

describe('the Cloud Storage sandbox, writing', () => {
  it('stores a simple upload under its name and answers the object, bytes as sent', async () => {
    const writer = await token(READ_WRITE);
    const response = await upload(writer, `uploadType=media&name=${encodeURIComponent('3#a b.pdf')}`, bytes);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ name: '3#a b.pdf', bucket: BUCKET, size: '6' });
    const read = await fetch(
      `${running.url}/storage/v1/b/${BUCKET}/o/${encodeURIComponent('3#a b.pdf')}?alt=media`,
      {
        headers: { authorization: `Bearer ${writer}` },
      },
    );
    expect(new Uint8Array(await read.arrayBuffer())).toEqual(bytes);
  });

  it('stores a multipart upload: the metadata part names the object, the media part is its content', async () => {
    const writer = await token(READ_WRITE);
    const boundary = 'grens';
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Type: application/json\r\n\r\n`),
      Buffer.from(JSON.stringify({ name: '4#plan.pdf', contentType: 'application/pdf' })),
      Buffer.from(`\r\n--${boundary}\r\nContent-Type: application/pdf\r\n\r\n`),
      bytes,
      Buffer.from(`\r\n--${boundary}--`),
    ]);
    const response = await fetch(`${running.url}/upload/storage/v1/b/${BUCKET}/o?uploadType=multipart`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${writer}`,
        'content-type': `multipart/related; boundary=${boundary}`,
      },
      body,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      name: '4#plan.pdf',
      contentType: 'application/pdf',
      size: '6',
    });
    expect(running.sandbox.buckets.get(BUCKET)?.objects.get('4#plan.pdf')?.bytes).toEqual(Buffer.from(bytes));
    const broken = await fetch(`${running.url}/upload/storage/v1/b/${BUCKET}/o?uploadType=multipart`, {
      method: 'POST',
      headers: { authorization: `Bearer ${writer}`, 'content-type': 'multipart/related; boundary=x' },
      body: 'no parts',
    });
    expect(broken.status).toBe(400);
  });

  it('refuses writing where the caller only views (403 forbidden), whatever its scope', async () => {
    const writer = await token(READ_WRITE);
    const refused = await upload(writer, 'uploadType=media&name=y.pdf', bytes, READ_ONLY_BUCKET);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { errors: [{ reason: 'forbidden' }] } });
    expect(running.sandbox.buckets.get(READ_ONLY_BUCKET)?.objects.size).toBe(0);
    const listed = await fetch(`${running.url}/storage/v1/b/${READ_ONLY_BUCKET}/o`, {
      headers: { authorization: `Bearer ${writer}` },
    });
    expect(listed.status).toBe(200);
  });

  it('refuses an upload without uploadType=media or a name (400), and with a read-only token (403)', async () => {
    const writer = await token(READ_WRITE);
    expect((await upload(writer, 'name=x.pdf', bytes)).status).toBe(400);
    expect((await upload(writer, 'uploadType=media', bytes)).status).toBe(400);
    const reader = await token(READ_ONLY);
    const refused = await upload(reader, 'uploadType=media&name=x.pdf', bytes);
    expect(refused.status).toBe(403);
    expect(running.sandbox.buckets.get(BUCKET)?.objects.has('x.pdf')).toBe(false);
  });

  it('deletes an object (204), answers 404 for one not there, and 403 to a read-only token', async () => {
    const writer = await token(READ_WRITE);
    await upload(writer, 'uploadType=media&name=gone.pdf', bytes);
    const remove = (accessToken: string) =>
      fetch(`${running.url}/storage/v1/b/${BUCKET}/o/gone.pdf`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${accessToken}` },
      });
    expect((await remove(await token(READ_ONLY))).status).toBe(403);
    expect((await remove(writer)).status).toBe(204);
    const again = await remove(writer);
    expect(again.status).toBe(404);
    expect(
      ((await again.json()) as { error: { errors: { reason: string }[] } }).error.errors[0]?.reason,
    ).toBe('notFound');
  });
});
