import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { printRows } from './harness.ts';

const dist = new URL('../../web/dist/', import.meta.url).pathname;

/** Vite's build manifest: each source module's chunk, the chunks it imports, and those it loads lazily. */
type Manifest = Record<
  string,
  {
    file: string;
    name?: string;
    isEntry?: boolean;
    isDynamicEntry?: boolean;
    imports?: string[];
    dynamicImports?: string[];
  }
>;

/**
 * What every signed-in route loads before its own page: the shell's frame and the route guard, built
 * into one chunk named 'signed-in' (apps/web/vite.config.ts).
 */
const isSignedInShell = (manifest: Manifest, key: string) => manifest[key]?.name === 'signed-in';

const gzipKb = (files: Iterable<string>) =>
  [...files].reduce((sum, file) => sum + gzipSync(readFileSync(path.join(dist, file))).length, 0) / 1024;

function readManifest(): Manifest {
  const file = path.join(dist, '.vite/manifest.json');
  if (!existsSync(file)) throw new Error('apps/web/dist is missing: run npm run build first');
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}

/** The chunk files of the modules and everything they import statically. */
function chunksOf(manifest: Manifest, keys: readonly string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

const nameOf = (key: string) => path.basename(key, '.tsx');

/**
 * The gzip size of the JavaScript of the login page (what index.html loads and preloads), of every
 * route's first view (the login page's, the signed-in shell's and the route's page with everything it
 * imports), and of the parts a page loads when they are first opened (a tab, a form, an editor), each
 * with the page it opens from.
 */
export function webBench() {
  const manifest = readManifest();
  const login = chunksOf(manifest, ['index.html']);
  printRows(`Login page JavaScript (${login.size} files)`, [
    { figure: 'gzip size', value: gzipKb(login), unit: 'KB', budget: { max: 200 } },
  ]);
  const lazyChunks = manifest['index.html']?.dynamicImports ?? [];
  const shell = lazyChunks.filter((key) => isSignedInShell(manifest, key));
  if (shell.length === 0) throw new Error("the build has no chunk named 'signed-in'");
  const routes = lazyChunks.filter((key) => !shell.includes(key));
  printRows(
    "JavaScript of each route's first view (the login page's, the signed-in shell's and the page's, gzip)",
    routes.map((route) => ({
      figure: nameOf(route),
      value: gzipKb(chunksOf(manifest, ['index.html', ...shell, route])),
      unit: 'KB',
      budget: { max: 350 },
    })),
  );
  const parts = routes.flatMap((route) =>
    (manifest[route]?.dynamicImports ?? []).map((part) => ({ route, part })),
  );
  printRows(
    'JavaScript of a route with a part it loads when first opened (gzip)',
    parts.map(({ route, part }) => ({
      figure: `${nameOf(route)} + ${nameOf(part)}`,
      value: gzipKb(chunksOf(manifest, ['index.html', ...shell, route, part])),
      unit: 'KB',
    })),
  );
}
