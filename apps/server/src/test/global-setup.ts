import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { dropDatabases } from '../db/admin.ts';

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
    await dropDatabases(serverUrl, `kansli_test_${runId}_`);
  };
}
