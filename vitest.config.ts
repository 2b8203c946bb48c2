import { defineConfig } from 'vitest/config';

const api = (name: string, databaseUrl: string) => ({
  test: {
    name,
    root: 'apps/server',
    include: ['src/**/*.api.test.ts'],
    env: { TEST_DATABASE_URL: databaseUrl },
    globalSetup: ['src/test/global-setup.ts'],
    // One database per worker, shared by its test files (PGlite compiles for seconds on first use).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      'packages/*',
      'apps/web',
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          exclude: ['src/**/*.api.test.ts'],
        },
      },
      api('api (PGlite)', ''),
      ...(process.env.DATABASE_URL ? [api('api (PostgreSQL)', process.env.DATABASE_URL)] : []),
    ],
  },
});
