import { recordAudit } from '../../audit/audit.ts';
import type { RequestContext } from '../../context/request-context.ts';
import type { VismaInvoiceStatus } from '../../integrations/visma/client.ts';
import { openInvoicesToCheck, updateCase } from './repository.ts';

// The payment status of sent invoices (spec part 2, 3: vismaStatus paid/open). Visma has no push, so
// Kansli asks when a list with open invoices is answered: a few at a time, each at most every
// quarter of an hour, so a list stays quick and Visma's rate limit is not spent on it. A credited invoice
// was not paid: the case's two statuses leave it open.

const RECHECK_AFTER_MS = 15 * 60_000;
const MOST_PER_REQUEST = 10;

/** Asks Visma for the open invoices among the cases; the answer comes back a moment late at worst. */
export async function refreshPayments(
  ctx: RequestContext,
  freshserviceIds: readonly number[],
): Promise<void> {
  const visma = ctx.integrations.visma;
  if (!visma) return;
  const now = ctx.clock.now();
  const due = await openInvoicesToCheck(
    ctx.db,
    freshserviceIds,
    new Date(now.getTime() - RECHECK_AFTER_MS),
    MOST_PER_REQUEST,
  );
  for (const { freshserviceId, vismaInvoiceId } of due) {
    if (!vismaInvoiceId) continue;
    let status: VismaInvoiceStatus;
    try {
      status = (await visma.customerInvoice(vismaInvoiceId)).status;
    } catch {
      // Visma not answering must not fail the list: the status stays as last known and is asked next time.
      return;
    }
    await ctx.transaction(async (tx) => {
      await updateCase(
        tx.db,
        freshserviceId,
        { statusCheckedAt: now, ...(status === 'paid' ? { vismaStatus: 'paid' } : {}) },
        now,
      );
      if (status === 'paid') {
        await recordAudit(tx, {
          action: 'chromebook.invoice.paid',
          entity: 'chromebook_invoice',
          entityId: freshserviceId,
          before: { vismaStatus: 'open' },
          after: { vismaStatus: 'paid' },
        });
      }
    });
  }
}
