import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API server (and, in the embedded mode, its dev identity provider) during `vite` and `vite preview`.
const apiServer = process.env.KANSLI_API_URL ?? 'http://localhost:3000';
const proxy = { '/api': apiServer, '/oidc': apiServer };

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  // `@/…` is src/…, as in tsconfig.json.
  resolve: { alias: { '@': path.join(import.meta.dirname, 'src') } },
  build: { outDir: 'dist', emptyOutDir: true },
  server: { proxy },
  preview: { proxy },
});
