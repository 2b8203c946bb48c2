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
  build: { outDir: 'dist', emptyOutDir: true, manifest: true },
  server: { proxy },
  preview: { proxy },
});
