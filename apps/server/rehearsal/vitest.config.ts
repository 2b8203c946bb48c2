import { defineConfig } from 'vitest/config';

// The go-live rehearsal (`npm run test:rehearsal`): whole processes on PostgreSQL, each step building on
// the one before, so the first failure ends the run rather than failing every later step for it.
export default defineConfig({
  test: {
    name: 'rehearsal',
    root: import.meta.dirname,
    include: ['*.test.ts'],
    bail: 1,
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
