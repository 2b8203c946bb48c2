import type { ConstructorOptions, PgBoss } from 'pg-boss';
import type { Database } from '../db/client.ts';

// Kansli's pg-boss queues and how every instance runs pg-boss: the schema `pgboss` of the same
// database, each queue's retries and time limits, and the heartbeats that let one instance take over
// the jobs of another that died.

export const QUEUES = {
  invoiceUpload: 'preschool-invoice-upload',
  invoiceUpkeep: 'preschool-invoice-upkeep',
  schoolImport: 'school-import',
  schoolImportNightly: 'school-import-nightly',
  publishRun: 'publish-run',
  chromeDeviceImport: 'chromedevice-import',
  smsSend: 'sms-send',
  studybuddyExtract: 'studybuddy-extract',
} as const;

export const JOB_SCHEMA = 'pgboss';

export interface JobTiming {
  /**
   * A worker refreshes its active jobs' heartbeat every half of this; a job whose heartbeat is older
   * (its instance died) is failed and retried by another instance.
   */
  heartbeatSeconds: number;
  /**
   * How often each instance fails jobs past their heartbeat or time limit, runs the schedules' pass
   * (one instance a pass) and records itself in `pgboss.instance`.
   */
  superviseSeconds: number;
}

export const DEFAULT_JOB_TIMING: JobTiming = { heartbeatSeconds: 30, superviseSeconds: 30 };

const UPLOAD_RETRIES = 4;

/** Each queue's policy, retries and time limit; the heartbeat comes from the timing. */
const queueOptions: Record<(typeof QUEUES)[keyof typeof QUEUES], Parameters<PgBoss['createQueue']>[1]> = {
  [QUEUES.invoiceUpload]: {
    policy: 'stately',
    retryLimit: UPLOAD_RETRIES,
    retryDelay: 5,
    retryBackoff: true,
    expireInSeconds: 120,
  },
  [QUEUES.invoiceUpkeep]: { policy: 'stately', expireInSeconds: 300 },
  // One import a unit waiting or running: a second click or a night run meanwhile adds nothing.
  [QUEUES.schoolImport]: { policy: 'exclusive', retryLimit: 2, retryDelay: 30, expireInSeconds: 1800 },
  [QUEUES.schoolImportNightly]: { policy: 'stately', expireInSeconds: 300 },
  // A run goes on where it stopped, so a retry after a crash publishes only what was left.
  [QUEUES.publishRun]: { retryLimit: 2, retryDelay: 10, expireInSeconds: 3600 },
  // One device import waiting or running; the next hour's run finds what a failed one missed.
  [QUEUES.chromeDeviceImport]: { policy: 'exclusive', retryLimit: 1, retryDelay: 60, expireInSeconds: 1800 },
  // A send fails only with its instance or the database (a number the gateway refuses is recorded,
  // not thrown), and someone watches its list: the retry goes on soon, where it stopped, never
  // sending a number twice (sms-sends.ts).
  [QUEUES.smsSend]: {
    policy: 'exclusive',
    retryLimit: 5,
    retryDelay: 5,
    retryBackoff: true,
    expireInSeconds: 3600,
  },
  // A large PDF takes seconds; a failure is retried a few times, then the file stays unsearchable.
  [QUEUES.studybuddyExtract]: { retryLimit: 3, retryDelay: 10, retryBackoff: true, expireInSeconds: 600 },
};

/**
 * How this instance runs pg-boss. Only the database's owner migrates pg-boss's schema and rebuilds its
 * indexes; the application role finds them made by the owner's migration step.
 */
export async function bossOptions(
  database: Database,
  timing: JobTiming,
  { work, owner }: { work: boolean; owner: boolean },
): Promise<ConstructorOptions> {
  const every = timing.superviseSeconds;
  return {
    ...(await database.jobStore()),
    schema: JOB_SCHEMA,
    supervise: work,
    schedule: work,
    migrate: owner,
    createSchema: owner,
    reindex: owner,
    superviseIntervalSeconds: every,
    monitorIntervalSeconds: every,
    cronMonitorIntervalSeconds: every,
    instanceHeartbeatSeconds: every,
  };
}

/**
 * Makes Kansli's queues and sets every queue's heartbeat: a queue made by an older version gets it
 * too, and all instances share one setting.
 */
export async function createQueues(boss: PgBoss, timing: JobTiming): Promise<void> {
  for (const [name, options] of Object.entries(queueOptions)) {
    await boss.createQueue(name, options);
    await boss.updateQueue(name, { heartbeatSeconds: timing.heartbeatSeconds });
  }
}

/**
 * The owner's part of the job queue: pg-boss's schema made or migrated and Kansli's queues made, so
 * the application role's grants cover them.
 */
export async function installJobSchema(database: Database, timing: JobTiming): Promise<void> {
  const { PgBoss } = await import('pg-boss');
  const boss = new PgBoss(await bossOptions(database, timing, { work: false, owner: true }));
  await boss.start();
  try {
    await createQueues(boss, timing);
  } finally {
    await boss.stop({ graceful: false });
  }
}
