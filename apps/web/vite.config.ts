import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// The API server (and, in the embedded mode, its dev identity provider) during `vite` and `vite preview`.
const apiServer = process.env.KANSLI_API_URL ?? 'http://localhost:3000';
const proxy = { '/api': apiServer, '/oidc': apiServer };

/**
 * Writes a Brotli and a gzip copy beside every text file of the build, compressed once at their best
 * levels, which the server sends to browsers that accept them instead of compressing each answer.
 */
function precompress(): Plugin {
  const brotli = promisify(brotliCompress);
  const gzipped = promisify(gzip);
  return {
    name: 'kansli-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      const texts = Object.keys(bundle).filter((file) => /\.(js|css|html|svg)$/.test(file));
      await Promise.all(
        texts.map(async (file) => {
          const full = path.join(dir, file);
          const content = await readFile(full);
          const br = await brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
          await writeFile(`${full}.br`, br);
          await writeFile(`${full}.gz`, await gzipped(content, { level: 9 }));
        }),
      );
    },
  };
}

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), precompress()],
  // `@/…` is src/…, as in tsconfig.json.
  resolve: { alias: { '@': path.join(import.meta.dirname, 'src') } },
  // The manifest tells the bench which chunks each route's page loads.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    // Few chunks where many small ones would each cost a request: the login page's code in three of a
    // like size that load side by side, the signed-in shell with its guard in one, and the Material UI
    // components of the pages in one. A route's pages and their own parts split as they are imported.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              tags: ['$initial'],
              priority: 4,
            },
            {
              name: 'login-mui',
              test: /node_modules[\\/](@mui|@emotion)[\\/]/,
              tags: ['$initial'],
              priority: 4,
            },
            { name: 'login', tags: ['$initial'], priority: 3 },
            { name: 'signed-in', test: /src[\\/]app[\\/](signed-in-frame|route-guard)\.tsx$/, priority: 2 },
            { name: 'mui', test: /node_modules[\\/]@mui[\\/](material|system|utils)[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
  server: { proxy },
  preview: { proxy },
});
