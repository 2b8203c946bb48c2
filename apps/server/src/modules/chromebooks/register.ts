import type { TChromebookInvoice } from '@kansli/domain/chromebooks/invoice';
import { recordAudit } from '../../audit/audit.ts';
import type { RequestContext } from '../../context/request-context.ts';
import { invoiceOf, requireCase, requireValid } from './cases.ts';
import { type CaseView, caseById, lockCase, updateCase } from './repository.ts';

/**
 * POST /api/invoices/chromebooks/freshservice/register: the case registered in Kansli, its ticket data
 * frozen from now on. Asked again, it changes nothing and answers the case as it stands.
 */
export async function registerCase(ctx: RequestContext, freshserviceId: string): Promise<TChromebookInvoice> {
  const view = await requireCase(ctx, freshserviceId);
  requireValid(view);
  const id = view.row.freshserviceId;
  await ctx.transaction(async (tx) => {
    const row = await lockCase(tx.db, id);
    if (!row || row.registeredAt) return;
    const now = ctx.clock.now();
    await updateCase(
      tx.db,
      id,
      { registeredAt: now, registeredBy: ctx.actor.personId, lastError: null },
      now,
    );
    await recordAudit(tx, {
      action: 'chromebook.invoice.register',
      entity: 'chromebook_invoice',
      entityId: id,
      after: { costOre: row.costOre, category: row.category, locationId: row.locationId },
    });
  });
  return invoiceOf(ctx, (await caseById(ctx.db, id)) as CaseView);
}
