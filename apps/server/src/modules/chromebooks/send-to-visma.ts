import { chromebookAmounts, type TSendToVismaResponse } from '@kansli/domain/chromebooks/invoice';
import { kronorFromOre } from '@kansli/domain/money/ore';
import { recordAudit } from '../../audit/audit.ts';
import type { RequestContext } from '../../context/request-context.ts';
import { conflict } from '../../http/errors.ts';
import type { VismaClient, VismaInvoice, VismaInvoiceRow } from '../../integrations/visma/client.ts';
import {
  NO_CUSTOMER_MESSAGE,
  NOT_REGISTERED_MESSAGE,
  referenceOf,
  requireCase,
  requireRegistered,
  requireValid,
  storeFailure,
} from './cases.ts';
import { vismaOf } from './integrations.ts';
import { type CaseRow, lockCase, updateCase } from './repository.ts';

// Sending a case to Visma (spec part 2, 4 'Invoice workflow'): a draft with Kansli's reference in
// YourReference, converted to an invoice whose id and number Kansli keeps; vismaStatus is then 'open'.
// Nothing is made twice: the row is locked until the outcome is stored, and before making anything
// Visma is asked for an invoice or draft with the reference (a crash after Visma made it and before
// Kansli stored it).

/**
 * The invoice's rows: the cost and, on a row of its own, the 25 % VAT, so the invoice's total is the
 * total staff see (the rows carry no article for Visma to add VAT by).
 */
function rowsOf(row: CaseRow): VismaInvoiceRow[] {
  const amounts = chromebookAmounts(row.costOre);
  const what = [row.category ?? 'Chromebook', row.serialNumber ? `serienummer ${row.serialNumber}` : null]
    .filter(Boolean)
    .join(', ');
  return [
    {
      text: `${what} (ärende ${row.freshserviceId})`.slice(0, 200),
      unitPrice: kronorFromOre(amounts.costOre),
      quantity: 1,
    },
    ...(amounts.vatOre === 0
      ? []
      : [{ text: 'Moms 25 %', unitPrice: kronorFromOre(amounts.vatOre), quantity: 1 }]),
  ];
}

async function invoiceInVisma(
  visma: VismaClient,
  row: CaseRow,
  customerId: string,
  today: string,
): Promise<VismaInvoice> {
  const reference = referenceOf(row.freshserviceId);
  const [made] = await visma.invoicesByReference(reference);
  if (made) return made;
  const [draft] = await visma.draftsByReference(reference);
  if (draft) return visma.convertDraft(draft.id);
  const created = await visma.createInvoiceDraft({
    customerId,
    reference,
    invoiceDate: today,
    rows: rowsOf(row),
  });
  return visma.convertDraft(created.id);
}

/** POST /api/invoices/chromebooks/sendtovisma; asked again after it was sent, answers the same invoice. */
export async function sendToVisma(
  ctx: RequestContext,
  freshserviceId: string,
): Promise<TSendToVismaResponse> {
  const view = await requireCase(ctx, freshserviceId);
  requireRegistered(view);
  const id = view.row.freshserviceId;
  if (view.row.vismaInvoiceId)
    return { invoiceId: view.row.vismaInvoiceId, invoiceNumber: view.row.vismaInvoiceNumber };
  requireValid(view);
  const visma = vismaOf(ctx);
  try {
    return await ctx.transaction(async (tx) => {
      const row = await lockCase(tx.db, id);
      if (!row?.registeredAt) throw conflict(NOT_REGISTERED_MESSAGE);
      if (row.vismaInvoiceId) return { invoiceId: row.vismaInvoiceId, invoiceNumber: row.vismaInvoiceNumber };
      if (!row.vismaCustomerId) throw conflict(NO_CUSTOMER_MESSAGE);
      const invoice = await invoiceInVisma(visma, row, row.vismaCustomerId, ctx.clock.today());
      const now = ctx.clock.now();
      const invoiceNumber = String(invoice.invoiceNumber);
      const vismaStatus = invoice.status === 'paid' ? 'paid' : 'open';
      await updateCase(
        tx.db,
        id,
        {
          vismaInvoiceId: invoice.id,
          vismaInvoiceNumber: invoiceNumber,
          vismaStatus,
          statusCheckedAt: now,
          lastError: null,
        },
        now,
      );
      await recordAudit(tx, {
        action: 'chromebook.invoice.send',
        entity: 'chromebook_invoice',
        entityId: id,
        after: { vismaInvoiceId: invoice.id, invoiceNumber, costOre: row.costOre, vismaStatus },
      });
      return { invoiceId: invoice.id, invoiceNumber };
    });
  } catch (error) {
    await storeFailure(ctx, id, error, 'Det gick inte att skicka fakturan till Visma');
    throw error;
  }
}
