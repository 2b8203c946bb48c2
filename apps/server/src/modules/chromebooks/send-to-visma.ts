import { CHROMEBOOK_CATEGORIES, type TSendToVismaResponse } from '@kansli/domain/chromebooks/invoice';
import { recordAudit } from '../../audit/audit.ts';
import type { RequestContext } from '../../context/request-context.ts';
import { conflict } from '../../http/errors.ts';
import type { VismaClient, VismaInvoice, VismaInvoiceContent } from '../../integrations/visma/client.ts';
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
 * The invoice: one row of the net cost with the article of the case's kind, whose 25 % VAT Visma adds,
 * so the total Visma computes is the total staff see.
 */
function contentOf(row: CaseRow): VismaInvoiceContent {
  const what = [row.category ?? 'Chromebook', row.serialNumber ? `serienummer ${row.serialNumber}` : null]
    .filter(Boolean)
    .join(', ');
  return {
    article: row.category === CHROMEBOOK_CATEGORIES.buy ? 'chromebookBuyout' : 'chromebookDamage',
    rows: [
      { text: `${what} (ärende ${row.freshserviceId})`.slice(0, 200), priceOre: row.costOre, quantity: 1 },
    ],
  };
}

async function invoiceInVisma(
  visma: VismaClient,
  row: CaseRow,
  customerId: string,
  today: string,
): Promise<VismaInvoice> {
  const reference = referenceOf(row.freshserviceId);
  const content = contentOf(row);
  const [made] = await visma.invoicesByReference(reference);
  if (made) return made;
  const [draft] = await visma.draftsByReference(reference);
  if (draft) return visma.convertDraft(draft.id, content);
  const created = await visma.createInvoiceDraft({ ...content, customerId, reference, invoiceDate: today });
  return visma.convertDraft(created.id, content);
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
