import type { Clock } from '../context/clock.ts';
import type { Integrations, SmsIntegration } from '../context/request-context.ts';
import type { Db } from '../db/client.ts';
import type { StorageClient, StorageFiles } from '../integrations/google/storage-client.ts';
import type { VismaClient } from '../integrations/visma/client.ts';
import type { JobQueue } from './job-queue.ts';

/** What a job's work is given: no person acts, so there is no actor and no permission to check. */
export interface JobContext {
  db: Db;
  clock: Clock;
  visma: VismaClient | undefined;
  storage?: StorageClient | undefined;
  publishing?: Pick<Integrations, 'campus' | 'directory'>;
  sms?: SmsIntegration | undefined;
  studybuddyFiles?: StorageFiles | undefined;
  queue: JobQueue;
}
