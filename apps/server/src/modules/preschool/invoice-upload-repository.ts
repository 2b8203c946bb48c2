import type { VismaStatus } from '@kansli/domain/preschool/guardian-invoices';
import { and, asc, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { preschoolInvoiceLines, preschoolInvoices } from '../../db/schema/preschool.ts';
import type { VismaInvoiceStatus } from '../../integrations/visma/client.ts';

// The SQL of the invoices' way to Visma: claiming an invoice for its upload, storing what Visma made of
// it, and the invoices whose payment or upload needs looking after.

export interface ClaimedInvoice {
  id: number;
  reference: string;
  /** Whether an earlier attempt stored the reference, and so may have reached Visma. */
  triedBefore: boolean;
  customerId: string | null;
  lines: { description: string; costOre: number; note: string }[];
}

/**
 * Takes a ready invoice without a Visma number for one upload until `leaseUntil`, storing its reference
 * first. Undefined when it is not ready, uploaded already, failed for good, or held by another upload.
 */
export async function claimInvoiceForUpload(
  db: Db,
  invoiceId: number,
  now: Date,
  leaseUntil: Date,
): Promise<ClaimedInvoice | undefined> {
  const [claimed] = await queryRows<{
    id: number;
    reference: string;
    earlier_reference: string | null;
    customer_id: string | null;
  }>(
    db,
    sql`with earlier as (
          select id, visma_reference from preschool_invoices where id = ${invoiceId} for update
        )
        update preschool_invoices i
        set upload_lease_until = ${leaseUntil.toISOString()},
            visma_reference = coalesce(i.visma_reference, 'kansli-invoice-' || i.id)
        from earlier, preschool_guardians g
        where i.id = earlier.id and g.id = i.guardian_id
          and i.upload_to_visma and i.visma_invoice_id is null and i.upload_error is null
          and (i.upload_lease_until is null or i.upload_lease_until < ${now.toISOString()})
        returning i.id, i.visma_reference as reference, earlier.visma_reference as earlier_reference,
          g.visma_id as customer_id`,
  );
  if (!claimed) return undefined;
  const lines = await db
    .select({
      description: preschoolInvoiceLines.description,
      costOre: preschoolInvoiceLines.costOre,
      note: preschoolInvoiceLines.note,
    })
    .from(preschoolInvoiceLines)
    .where(eq(preschoolInvoiceLines.invoiceId, invoiceId))
    .orderBy(asc(preschoolInvoiceLines.lineNumber));
  return {
    id: claimed.id,
    reference: claimed.reference,
    triedBefore: claimed.earlier_reference !== null,
    customerId: claimed.customer_id,
    lines,
  };
}

/** The screens call a credited invoice 'voided'. */
const SCREEN_STATUS: Record<VismaInvoiceStatus, VismaStatus> = {
  open: 'open',
  paid: 'paid',
  credited: 'voided',
};

export async function storeUploadedInvoice(
  db: Db,
  invoiceId: number,
  uploaded: { number: string; uuid: string; status: VismaInvoiceStatus },
) {
  await db
    .update(preschoolInvoices)
    .set({
      vismaInvoiceId: uploaded.number,
      vismaInvoiceUuid: uploaded.uuid,
      vismaStatus: SCREEN_STATUS[uploaded.status],
      uploadLeaseUntil: null,
    })
    .where(eq(preschoolInvoices.id, invoiceId));
}

/** Lets the next attempt take the invoice at once instead of waiting for the lease to end. */
export async function releaseUploadLease(db: Db, invoiceId: number) {
  await db
    .update(preschoolInvoices)
    .set({ uploadLeaseUntil: null })
    .where(eq(preschoolInvoices.id, invoiceId));
}

export async function storeUploadError(db: Db, invoiceId: number, message: string) {
  await db
    .update(preschoolInvoices)
    .set({ uploadError: message, uploadLeaseUntil: null })
    .where(and(eq(preschoolInvoices.id, invoiceId), isNull(preschoolInvoices.vismaInvoiceId)));
}

/** Open invoices in Visma, those looked at longest ago first; of one unit's month when given. */
export function openVismaInvoices(db: Db, limit: number, of?: { locationId: number; period: string }) {
  return db
    .select({ id: preschoolInvoices.id, uuid: preschoolInvoices.vismaInvoiceUuid })
    .from(preschoolInvoices)
    .where(
      and(
        eq(preschoolInvoices.vismaStatus, 'open'),
        isNotNull(preschoolInvoices.vismaInvoiceUuid),
        of && eq(preschoolInvoices.locationId, of.locationId),
        of && eq(preschoolInvoices.period, of.period),
      ),
    )
    .orderBy(asc(preschoolInvoices.statusCheckedAt), asc(preschoolInvoices.id))
    .limit(limit);
}

export async function storeVismaStatuses(
  db: Db,
  checked: { id: number; status: VismaInvoiceStatus }[],
  now: Date,
): Promise<void> {
  if (checked.length === 0) return;
  await db.transaction(async (tx) => {
    for (const { id, status } of checked)
      await tx
        .update(preschoolInvoices)
        .set({ vismaStatus: SCREEN_STATUS[status], statusCheckedAt: now })
        .where(eq(preschoolInvoices.id, id));
  });
}

/** Ready invoices that no upload holds and none has finished: their job was lost (a crash, a restart). */
export async function strandedUploads(db: Db, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: preschoolInvoices.id })
    .from(preschoolInvoices)
    .where(
      and(
        eq(preschoolInvoices.uploadToVisma, true),
        isNull(preschoolInvoices.vismaInvoiceId),
        isNull(preschoolInvoices.uploadError),
        or(isNull(preschoolInvoices.uploadLeaseUntil), lt(preschoolInvoices.uploadLeaseUntil, now)),
      ),
    )
    .orderBy(asc(preschoolInvoices.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Marks invoices ready (again), forgetting an earlier failure; answers those still to upload. */
export async function markReadyForUpload(
  db: Db,
  where: { locationId: number; period: string; invoiceId: number | 'all' },
) {
  return db
    .update(preschoolInvoices)
    .set({ uploadToVisma: true, uploadError: null })
    .where(
      and(
        eq(preschoolInvoices.locationId, where.locationId),
        eq(preschoolInvoices.period, where.period),
        where.invoiceId === 'all' ? undefined : eq(preschoolInvoices.id, where.invoiceId),
      ),
    )
    .returning({ id: preschoolInvoices.id, vismaInvoiceId: preschoolInvoices.vismaInvoiceId });
}
