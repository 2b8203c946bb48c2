import type { PgBoss } from 'pg-boss';
import type { Clock } from '../context/clock.ts';
import type { Database } from '../db/client.ts';
import { safeErrorFields } from '../db/errors.ts';
import type { VismaClient } from '../integrations/visma/client.ts';
import { refreshInvoicePayments, requeueStrandedUploads } from '../modules/preschool/invoice-payments.ts';
import { failInvoiceUpload, UploadRefusedError, uploadInvoice } from '../modules/preschool/invoice-upload.ts';
import type { JobContext } from './job-context.ts';

// The background work of Kansli on pg-boss, in the same database as everything else: uploads to Visma
// survive a restart and spread over the instances.

/** What a request may ask of the background. */
export interface JobQueue {
  /** Queues the upload of each invoice to Visma; an invoice already queued is not queued twice. */
  uploadInvoices(invoiceIds: number[]): Promise<void>;
}

export const QUEUES = {
  invoiceUpload: 'preschool-invoice-upload',
  invoiceUpkeep: 'preschool-invoice-upkeep',
} as const;

const UPLOAD_RETRIES = 4;

interface Logger {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

export interface JobsOptions {
  database: Database;
  clock: Clock;
  visma: VismaClient | undefined;
  log: Logger;
  /** Whether this process also does the work; false where it only queues (a test of the requests). */
  work?: boolean;
}

export interface RunningJobs {
  queue: JobQueue;
  /** Loads and starts pg-boss; until then work queued waits. */
  start(): void;
  /** Settles once the queue has started: its schema made, its queues and workers set up. */
  ready: Promise<void>;
  stop(): Promise<void>;
}

/** The job queue; `start()` loads and starts it in the background, so the app answers first. */
export function createJobs({ database, clock, visma, log, work = true }: JobsOptions): RunningJobs {
  // Loaded and started when asked, in the background: work queued meanwhile waits for it.
  let begin = () => {};
  let begun = false;
  const asked = new Promise<void>((resolve) => {
    begin = () => {
      begun = true;
      resolve();
    };
  });
  const started = asked.then(async () => {
    const { PgBoss } = await import('pg-boss');
    const boss = new PgBoss({
      ...(await database.jobStore()),
      schema: 'pgboss',
      supervise: work,
      schedule: work,
    });
    boss.on('error', (error) => log.error({ failure: safeErrorFields(error) }, 'job queue failed'));
    await boss.start();
    await boss.createQueue(QUEUES.invoiceUpload, {
      policy: 'stately',
      retryLimit: UPLOAD_RETRIES,
      retryDelay: 5,
      retryBackoff: true,
      expireInSeconds: 120,
    });
    await boss.createQueue(QUEUES.invoiceUpkeep, { policy: 'stately', expireInSeconds: 300 });
    return boss;
  });

  const queue: JobQueue = {
    async uploadInvoices(invoiceIds) {
      if (invoiceIds.length === 0) return;
      const boss = await started;
      await boss.insert(
        QUEUES.invoiceUpload,
        invoiceIds.map((invoiceId) => ({ data: { invoiceId }, singletonKey: `invoice-${invoiceId}` })),
      );
    },
  };
  const job: JobContext = { db: database.db, clock, visma, queue };
  const ready = started.then(async (boss) => {
    if (work) await startWorkers(boss, job, log);
  });
  ready.catch((error: unknown) => log.error({ failure: safeErrorFields(error) }, 'job queue did not start'));

  return {
    queue,
    start: begin,
    ready,
    stop: async () => {
      if (!begun) return;
      const boss = await started.catch(() => undefined);
      await boss?.stop({ graceful: true, timeout: 10_000 });
    },
  };
}

async function startWorkers(boss: PgBoss, job: JobContext, log: Logger) {
  await boss.work<{ invoiceId: number }, unknown, typeof uploadOptions>(
    QUEUES.invoiceUpload,
    uploadOptions,
    (jobs) =>
      Promise.all(
        jobs.map(async ({ id, data, retryCount, retryLimit }) => {
          try {
            await uploadInvoice(job, data.invoiceId);
            return { id, status: 'completed' as const };
          } catch (error) {
            const final = retryCount >= retryLimit || !isTransient(error);
            log.warn(
              {
                invoiceId: data.invoiceId,
                attempt: retryCount + 1,
                final,
                failure: safeErrorFields(error),
              },
              'invoice upload failed',
            );
            if (!final) return { id, status: 'failed' as const };
            await failInvoiceUpload(job, data.invoiceId, error);
            return { id, status: 'deadletter' as const };
          }
        }),
      ),
  );
  await boss.work(QUEUES.invoiceUpkeep, async () => {
    const payments = await refreshInvoicePayments(job);
    const requeued = await requeueStrandedUploads(job);
    if (payments.changed > 0 || requeued > 0) log.info({ ...payments, requeued }, 'invoice upkeep');
  });
  // Every minute: payments read from Visma, and uploads whose job was lost queued again.
  await boss.schedule(QUEUES.invoiceUpkeep, '* * * * *');
}

const uploadOptions = {
  batchSize: 8,
  localConcurrency: 2,
  pollingIntervalSeconds: 0.5,
  burstWhenBatchFull: true,
  includeMetadata: true,
  perJobResults: true,
} as const;

/** A refusal by Visma (bad data, a missing customer) fails the same way every time: no retry. */
function isTransient(error: unknown): boolean {
  if (error instanceof UploadRefusedError) return false;
  const status = (error as { status?: unknown }).status;
  return typeof status !== 'number' || status === 401 || status === 408 || status === 429 || status >= 500;
}
