import type { PgBoss } from 'pg-boss';
import type { Clock } from '../context/clock.ts';
import type { Integrations, SmsIntegration } from '../context/request-context.ts';
import type { Database } from '../db/client.ts';
import { safeErrorFields } from '../db/errors.ts';
import type { StorageClient, StorageFiles } from '../integrations/google/storage-client.ts';
import type { VismaClient } from '../integrations/visma/client.ts';
import { workSmsSend } from '../modules/communication/sms-sends.ts';
import { importChromeDevices } from '../modules/devices/import-devices.ts';
import { workPublishRun } from '../modules/groups/publish-runs.ts';
import { refreshInvoicePayments, requeueStrandedUploads } from '../modules/preschool/invoice-payments.ts';
import { failInvoiceUpload, UploadRefusedError, uploadInvoice } from '../modules/preschool/invoice-upload.ts';
import { ImportRefusedError, importUnit } from '../modules/schools/import/import-unit.ts';
import { schoolUnitIds } from '../modules/schools/repository.ts';
import { extractFileText } from '../modules/studybuddy/extract-file-text.ts';
import type { JobContext } from './job-context.ts';
import { bossOptions, createQueues, DEFAULT_JOB_TIMING, type JobTiming, QUEUES } from './queues.ts';

// The background work of Kansli on pg-boss, in the same database as everything else: uploads to Visma
// survive a restart and spread over the instances.

/** What a request may ask of the background. */
export interface JobQueue {
  /** Queues the upload of each invoice to Visma; an invoice already queued is not queued twice. */
  uploadInvoices(invoiceIds: number[]): Promise<void>;
  /** Queues the import of each unit's newest export; answers the units queued now, not those already waiting or running. */
  importUnits(locationIds: number[]): Promise<number[]>;
  /** The units whose import is queued and not yet begun. */
  importsInProgress(): Promise<{ queued: Set<number>; running: Set<number> }>;
  /** Queues the publish dialog's run; a run already queued is not queued twice. */
  publishRun(runId: number): Promise<void>;
  /** Queues the import of Google's Chrome OS devices, unless one is waiting already. */
  importChromeDevices(): Promise<void>;
  /** Queues the sending of an SMS send's numbers; a send already queued is not queued twice. */
  smsSend(sendId: number): Promise<void>;
  /** Queues the reading of a study-buddy file's text for the search. */
  extractStudybuddyFile(fileId: number): Promise<void>;
}

/** After the exporters' night run (docs/integrations.md): every school unit's import, Stockholm time. */
const NIGHTLY_IMPORT_CRON = '30 4 * * *';

/** Google's device list every hour, at a minute clear of the other schedules. */
const DEVICE_IMPORT_CRON = '17 * * * *';

interface Logger {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

export interface JobsOptions {
  database: Database;
  clock: Clock;
  visma: VismaClient | undefined;
  storage?: StorageClient | undefined;
  /** The systems a publish run puts groups and persons on. */
  publishing?: Pick<Integrations, 'campus' | 'directory'>;
  /** The SMS gateway the card's sends go through. */
  sms?: SmsIntegration | undefined;
  /** The bucket of the study-buddy's files, whose text the extraction reads. */
  studybuddyFiles?: StorageFiles | undefined;
  log: Logger;
  /** Whether this process also does the work; false where it only queues (a test of the requests). */
  work?: boolean;
  /** Whether the connected role owns the database, and so migrates pg-boss's schema. */
  owner?: boolean;
  timing?: JobTiming;
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
export function createJobs({
  database,
  clock,
  visma,
  storage,
  publishing = {},
  sms,
  studybuddyFiles,
  log,
  work = true,
  owner = true,
  timing = DEFAULT_JOB_TIMING,
}: JobsOptions): RunningJobs {
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
    const boss = new PgBoss(await bossOptions(database, timing, { work, owner }));
    boss.on('error', (error) => log.error({ failure: safeErrorFields(error) }, 'job queue failed'));
    await boss.start();
    await createQueues(boss, timing);
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
    async importUnits(locationIds) {
      const boss = await started;
      const queued: number[] = [];
      for (const locationId of locationIds) {
        const id = await boss.send(
          QUEUES.schoolImport,
          { locationId },
          { singletonKey: `unit-${locationId}` },
        );
        if (id) queued.push(locationId);
      }
      return queued;
    },
    async publishRun(runId) {
      const boss = await started;
      await boss.send(QUEUES.publishRun, { runId }, { singletonKey: `run-${runId}` });
    },
    async importChromeDevices() {
      const boss = await started;
      await boss.send(QUEUES.chromeDeviceImport, {}, { singletonKey: 'chromedevices' });
    },
    async smsSend(sendId) {
      const boss = await started;
      await boss.send(QUEUES.smsSend, { sendId }, { singletonKey: `sms-${sendId}` });
    },
    async extractStudybuddyFile(fileId) {
      const boss = await started;
      await boss.send(QUEUES.studybuddyExtract, { fileId });
    },
    async importsInProgress() {
      const boss = await started;
      const jobs = await boss.findJobs<{ locationId: number }>(QUEUES.schoolImport, { queued: true });
      const unitsWhere = (active: boolean) =>
        new Set(jobs.filter((j) => (j.state === 'active') === active).map((j) => j.data.locationId));
      return { queued: unitsWhere(false), running: unitsWhere(true) };
    },
  };
  const job: JobContext = {
    db: database.db,
    clock,
    visma,
    storage,
    publishing,
    sms,
    studybuddyFiles,
    queue,
  };
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

  await boss.work<{ locationId: number }>(
    QUEUES.schoolImport,
    { localConcurrency: 1, pollingIntervalSeconds: 0.5, includeMetadata: true },
    async ([imported]) => {
      if (!imported) return;
      const { locationId } = imported.data;
      try {
        const summary = await importUnit(job, locationId);
        log.info({ locationId, ...summary }, 'school unit imported');
      } catch (error) {
        log.warn(
          { locationId, attempt: imported.retryCount + 1, failure: safeErrorFields(error) },
          'school unit import failed',
        );
        // A refusal fails the same way every time: no retry.
        if (error instanceof ImportRefusedError) return;
        throw error;
      }
    },
  );
  await boss.work(QUEUES.schoolImportNightly, async () => {
    await job.queue.importUnits(await schoolUnitIds(job.db, job.clock.today()));
  });
  await boss.schedule(QUEUES.schoolImportNightly, NIGHTLY_IMPORT_CRON, null, { tz: 'Europe/Stockholm' });

  await startDeviceImport(boss, job, log);

  await boss.work<{ fileId: number }>(
    QUEUES.studybuddyExtract,
    { localConcurrency: 1, pollingIntervalSeconds: 1 },
    async ([extract]) => {
      if (!extract) return;
      // Without the bucket there is nothing to read; the file waits for a retry.
      if (!job.studybuddyFiles) throw new Error('no study-buddy file storage is set up');
      const { fileId } = extract.data;
      try {
        // A file past a limit is refused for good and returns here, so it is not tried again.
        const outcome = await extractFileText({ db: job.db, files: job.studybuddyFiles }, fileId);
        if (outcome === 'refused') log.warn({ fileId, outcome }, 'study-buddy file refused past a limit');
        else log.info({ fileId, outcome }, 'study-buddy file text extracted');
      } catch (error) {
        log.warn({ fileId, failure: safeErrorFields(error) }, 'study-buddy text extraction failed');
        throw error;
      }
    },
  );

  await boss.work<{ sendId: number }>(
    QUEUES.smsSend,
    { localConcurrency: 1, pollingIntervalSeconds: 0.5 },
    async ([send]) => {
      if (!send) return;
      // Without a gateway the send waits; it is sent once one is set up and the job is tried again.
      if (!job.sms) throw new Error('no SMS gateway is set up');
      try {
        await workSmsSend({ db: job.db, clock: job.clock, sms: job.sms }, send.data.sendId);
      } catch (error) {
        log.warn({ sendId: send.data.sendId, failure: safeErrorFields(error) }, 'SMS send failed');
        throw error;
      }
    },
  );

  await boss.work<{ runId: number }>(
    QUEUES.publishRun,
    { localConcurrency: 1, pollingIntervalSeconds: 0.5 },
    async ([run]) => {
      if (!run) return;
      try {
        await workPublishRun(
          { db: job.db, clock: job.clock, integrations: job.publishing ?? {}, log },
          run.data.runId,
        );
      } catch (error) {
        log.warn({ runId: run.data.runId, failure: safeErrorFields(error) }, 'publish run failed');
        throw error;
      }
    },
  );
}

async function startDeviceImport(boss: PgBoss, job: JobContext, log: Logger) {
  await boss.work(QUEUES.chromeDeviceImport, { localConcurrency: 1, pollingIntervalSeconds: 2 }, async () => {
    const client = job.publishing?.directory?.deviceClient;
    // Without a Google service account there is nothing to import from.
    if (!client) return;
    try {
      const summary = await importChromeDevices(job, client);
      log.info(summary, 'Chrome OS devices imported');
    } catch (error) {
      log.warn({ failure: safeErrorFields(error) }, 'Chrome OS device import failed');
      throw error;
    }
  });
  await boss.schedule(QUEUES.chromeDeviceImport, DEVICE_IMPORT_CRON, {}, { singletonKey: 'chromedevices' });
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
