import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../test/app.ts';

// The built web app as the server sends it: the build's compressed copies to browsers that accept them,
// hashed assets cached for good, and index.html asked for again every time.

const script = 'export const greeting = "hej";\n'.repeat(50);
const page = '<!doctype html><title>Kansli</title>';

let t: TestApp;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'kansli-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  const write = (file: string, content: string) => {
    writeFileSync(path.join(dist, file), content);
    writeFileSync(path.join(dist, `${file}.br`), brotliCompressSync(content));
    writeFileSync(path.join(dist, `${file}.gz`), gzipSync(content));
  };
  write('assets/index-abc123.js', script);
  write('index.html', page);
  t = await testApp({ WEB_DIST_DIR: dist });
});

afterAll(async () => {
  await t.app.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('the built web app', () => {
  it('sends an asset compressed with Brotli to a browser that accepts it, cached for good', async () => {
    const answer = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.rawPayload.length).toBeLessThan(script.length / 4);
  });

  it('sends gzip to a browser without Brotli, and the file as it is to one that accepts neither', async () => {
    const gzipped = await get('/assets/index-abc123.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('sends index.html for a screen’s address, compressed and never cached stale', async () => {
    const answer = await get('/dashboard', 'br');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['cache-control']).toBe('no-cache');
  });
});
