import { invoicePreviewsForMonth } from '@kansli/domain/preschool/fee-engine';
import { vismaStatusOf } from '@kansli/domain/preschool/guardian-invoices';
import { invoiceListOfUnit, type TInvoiceListResponse } from '@kansli/domain/preschool/invoice-list';
import type { RequestContext } from '../../context/request-context.ts';
import { guardiansByIds, invoicesOfMonth, loadChildrenWithCare } from './repository.ts';
import { unitFor } from './unit-access.ts';
import { feeInput } from './unit-overview.ts';

/** GET /api/preschool/{cost_center}/invoice/list?period=YYYY-MM: the guardians to invoice for the month. */
export async function invoiceList(
  ctx: RequestContext,
  costCenter: string,
  period: string,
): Promise<TInvoiceListResponse> {
  const unit = await unitFor(ctx, costCenter, 'BILLING');
  const [loaded, invoices] = await Promise.all([
    loadChildrenWithCare(ctx.db, { locationId: unit.locationId, activeOnly: true }),
    invoicesOfMonth(ctx.db, unit.locationId, period),
  ]);
  const previews = invoicePreviewsForMonth(loaded.map(feeInput), period);
  const guardianIds = new Set([
    ...loaded.flatMap((row) => row.links.map((l) => l.link.guardianId)),
    ...invoices.map((invoice) => invoice.guardianId),
  ]);
  const guardians = await guardiansByIds(ctx.db, [...guardianIds]);
  return invoiceListOfUnit({
    period,
    guardians,
    children: loaded.map(({ child }) => ({
      id: child.id,
      given_name: child.givenName,
      family_name: child.familyName,
    })),
    lines: [...previews.values()].flatMap((preview) => preview.guardian_lines),
    invoices: invoices.map((invoice) => ({
      id: invoice.id,
      guardian_id: invoice.guardianId,
      upload_to_visma: invoice.uploadToVisma,
      visma_invoice_id: invoice.vismaInvoiceId,
      visma_status: vismaStatusOf(invoice.vismaStatus),
      upload_error: invoice.uploadError,
    })),
  });
}
