import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    testRunId: string;
  }
}

/** Names this run's scratch databases and drops them all when the run ends. */
export default function setup(project: TestProject) {
  const runId = randomBytes(4).toString('hex');
  project.provide('testRunId', runId);
  return async () => {
    const serverUrl = process.env.DATABASE_URL;
    if (!serverUrl) return;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    const { rows } = await admin.query<{ datname: string }>(
      'select datname from pg_database where datname like $1',
      [`kansli_test_${runId}_%`],
    );
    for (const { datname } of rows) await admin.query(`drop database if exists "${datname}" with (force)`);
    await admin.end();
  };
}
