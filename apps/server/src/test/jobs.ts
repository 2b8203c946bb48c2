import { systemClock } from '../context/clock.ts';
import type { Database } from '../db/client.ts';
import { type JobsOptions, type RunningJobs, startJobs } from '../jobs/job-queue.ts';

const quiet = { info() {}, warn() {}, error() {} };

const queues = new WeakMap<Database, Promise<RunningJobs>>();

/**
 * The worker database's job queue, taking jobs without doing them: tests of requests see what was
 * queued; a test of the work itself starts `testJobs` with `work: true`.
 */
export function queueOnly(database: Database): Promise<RunningJobs> {
  let running = queues.get(database);
  if (!running) {
    running = startJobs({ database, clock: systemClock, visma: undefined, log: quiet, work: false });
    queues.set(database, running);
  }
  return running;
}

export function testJobs(options: Omit<JobsOptions, 'log'>): Promise<RunningJobs> {
  return startJobs({ log: quiet, ...options });
}
