import { invoicePreviewsForMonth } from '@kansli/domain/preschool/fee-engine';
import { invoiceListOfUnit, type TInvoiceListResponse } from '@kansli/domain/preschool/invoice-list';
import type { RequestContext } from '../../context/request-context.ts';
import type { KeptSource } from '../../http/kept-answers.ts';
import { invoiceAnswer } from './guardian-invoices.ts';
import { guardiansByIds, invoicesOfMonth, loadChildrenWithCare, preschoolRevision } from './repository.ts';
import { unitFor } from './unit-access.ts';
import { feeInput } from './unit-overview.ts';

/**
 * GET /api/preschool/{cost_center}/invoice/list?period=YYYY-MM: the guardians to invoice for the month,
 * the same for everyone who may invoice the unit until a write gives the data a new revision.
 */
export async function invoiceList(
  ctx: RequestContext,
  costCenter: string,
  period: string,
): Promise<KeptSource<TInvoiceListResponse>> {
  const unit = await unitFor(ctx, costCenter, 'BILLING');
  return {
    key: `${unit.locationId}|${period}`,
    revision: await preschoolRevision(ctx.db),
    compute: () => computeInvoiceList(ctx, unit.locationId, period),
  };
}

async function computeInvoiceList(
  ctx: RequestContext,
  locationId: number,
  period: string,
): Promise<TInvoiceListResponse> {
  const [loaded, invoices] = await Promise.all([
    loadChildrenWithCare(ctx.db, { locationId, activeOnly: true }),
    invoicesOfMonth(ctx.db, locationId, period),
  ]);
  const previews = invoicePreviewsForMonth(loaded.map(feeInput), period);
  const guardianIds = new Set([
    ...loaded.flatMap((row) => row.links.map((l) => l.link.guardianId)),
    ...invoices.map(({ invoice }) => invoice.guardianId),
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
    invoices: invoices.map((stored) => ({
      guardian_id: stored.invoice.guardianId,
      upload_to_visma: stored.invoice.uploadToVisma,
      upload_error: stored.invoice.uploadError,
      invoice: invoiceAnswer(stored),
    })),
  });
}
