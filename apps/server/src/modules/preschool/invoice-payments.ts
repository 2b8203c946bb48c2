import { VISMA_NOT_SET_UP_MESSAGE } from '@kansli/domain/preschool/visma-customer';
import type { RequestContext } from '../../context/request-context.ts';
import { HttpError } from '../../http/errors.ts';
import type { VismaInvoiceStatus } from '../../integrations/visma/client.ts';
import type { JobContext } from '../../jobs/job-context.ts';
import { openVismaInvoices, storeVismaStatuses, strandedUploads } from './invoice-upload-repository.ts';
import { unitFor } from './unit-access.ts';

// The upkeep of uploaded invoices: whether Visma has them paid or credited (the screen's 'voided'), so
// the screen's icons are true, and ready invoices whose upload job was lost queued again.

/**
 * Invoices read per run. Visma allows 600 calls a minute per endpoint and the run comes every minute,
 * so this leaves room for the uploads and lookups of the same minute.
 */
const PAYMENT_READS_PER_RUN = 300;
const REQUEUED_PER_RUN = 1000;

export async function refreshInvoicePayments(
  job: Pick<JobContext, 'db' | 'clock' | 'visma'>,
  of?: { locationId: number; period: string },
): Promise<{ checked: number; changed: number }> {
  const visma = job.visma;
  if (!visma) return { checked: 0, changed: 0 };
  const open = await openVismaInvoices(job.db, PAYMENT_READS_PER_RUN, of);
  const checked: { id: number; status: VismaInvoiceStatus }[] = [];
  let changed = 0;
  for (const invoice of open) {
    if (!invoice.uuid) continue;
    const { status } = await visma.customerInvoice(invoice.uuid);
    if (status !== 'open') changed++;
    checked.push({ id: invoice.id, status });
  }
  await storeVismaStatuses(job.db, checked, job.clock.now());
  return { checked: checked.length, changed };
}

/**
 * POST …/invoice/refresh-status?period=YYYY-MM: the month's open invoices at the unit read from Visma
 * now, for a user who will not wait for the next minute's run.
 */
export async function refreshUnitPayments(ctx: RequestContext, costCenter: string, period: string) {
  const unit = await unitFor(ctx, costCenter, 'BILLING');
  if (!ctx.integrations.visma) throw new HttpError(503, VISMA_NOT_SET_UP_MESSAGE);
  return refreshInvoicePayments(
    { db: ctx.db, clock: ctx.clock, visma: ctx.integrations.visma },
    { locationId: unit.locationId, period },
  );
}

/** An invoice whose upload is still queued is not queued twice (one job per invoice), so this is safe. */
export async function requeueStrandedUploads(job: JobContext): Promise<number> {
  const ids = await strandedUploads(job.db, job.clock.now(), REQUEUED_PER_RUN);
  await job.queue.uploadInvoices(ids);
  return ids.length;
}
