import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { printRows } from './harness.ts';

const dist = new URL('../../web/dist/', import.meta.url).pathname;

/** The gzip size of every script index.html loads or preloads before anything else happens. */
export function webBench() {
  const indexFile = path.join(dist, 'index.html');
  if (!existsSync(indexFile)) throw new Error('apps/web/dist is missing: run npm run build first');
  const html = readFileSync(indexFile, 'utf8');
  const scripts = [
    ...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g),
  ]
    .map((match) => match[1] as string)
    .filter((src, index, all) => all.indexOf(src) === index);
  const bytes = scripts.reduce((sum, src) => sum + gzipSync(readFileSync(path.join(dist, src))).length, 0);
  printRows(`Login page JavaScript (${scripts.length} files)`, [
    { figure: 'gzip size', value: bytes / 1024, unit: 'KB', budget: { max: 200 } },
  ]);
}
