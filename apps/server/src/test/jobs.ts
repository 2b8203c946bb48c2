import { systemClock } from '../context/clock.ts';
import type { Database } from '../db/client.ts';
import { createJobs, type JobsOptions, type RunningJobs } from '../jobs/job-queue.ts';

const quiet = { info() {}, warn() {}, error() {} };

const queues = new WeakMap<Database, Promise<RunningJobs>>();

/**
 * The worker database's job queue, taking jobs without doing them: tests of requests see what was
 * queued; a test of the work itself starts `testJobs` with `work: true`.
 */
export function queueOnly(database: Database): Promise<RunningJobs> {
  let running = queues.get(database);
  if (!running) {
    const jobs = createJobs({ database, clock: systemClock, visma: undefined, log: quiet, work: false });
    jobs.start();
    running = jobs.ready.then(() => jobs);
    queues.set(database, running);
  }
  return running;
}

export async function testJobs(options: Omit<JobsOptions, 'log'>): Promise<RunningJobs> {
  const jobs = createJobs({ log: quiet, ...options });
  jobs.start();
  await jobs.ready;
  return jobs;
}
