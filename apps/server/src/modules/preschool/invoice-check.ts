import { invoiceProblemsOfMonth, type TInvoiceCheckResponse } from '@kansli/domain/preschool/invoice-check';
import type { RequestContext } from '../../context/request-context.ts';
import { guardiansByIds, loadChildrenWithCare } from './repository.ts';
import { unitFor } from './unit-access.ts';
import { feeInput } from './unit-overview.ts';

/** GET /api/preschool/{cost_center}/invoice/check?period=YYYY-MM: what would make the invoices wrong. */
export async function invoiceCheck(
  ctx: RequestContext,
  costCenter: string,
  period: string,
): Promise<TInvoiceCheckResponse> {
  const unit = await unitFor(ctx, costCenter, 'BILLING');
  // Inactive children too: overlapping care periods are reported whatever the child's state.
  const loaded = await loadChildrenWithCare(ctx.db, { locationId: unit.locationId, activeOnly: false });
  const guardians = await guardiansByIds(ctx.db, [
    ...new Set(loaded.flatMap((row) => row.links.map((l) => l.link.guardianId))),
  ]);
  return invoiceProblemsOfMonth(
    {
      costCenter: unit.costCenter,
      children: loaded.map((row) => ({
        ...feeInput(row),
        given_name: row.child.givenName,
        family_name: row.child.familyName,
      })),
      guardians,
    },
    period,
  );
}
