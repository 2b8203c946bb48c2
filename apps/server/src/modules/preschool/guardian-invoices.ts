import { GUARDIAN_NOT_AT_UNIT_MESSAGE } from '@kansli/domain/http/messages';
import { kronorFromOre } from '@kansli/domain/money/ore';
import {
  type TGuardianInvoicesResponse,
  type TInvoice,
  vismaStatusOf,
} from '@kansli/domain/preschool/guardian-invoices';
import type { RequestContext } from '../../context/request-context.ts';
import { notFound } from '../../http/errors.ts';
import { type InvoiceWithLines, invoicesOfGuardian, isGuardianOfUnit } from './repository.ts';
import { unitFor } from './unit-access.ts';

/** GET /api/preschool/{cost_center}/invoices/{person_id}: a guardian's invoices at the unit. */
export async function guardianInvoices(
  ctx: RequestContext,
  costCenter: string,
  guardianId: number,
): Promise<TGuardianInvoicesResponse> {
  const unit = await unitFor(ctx, costCenter, 'BILLING');
  if (!(await isGuardianOfUnit(ctx.db, guardianId, unit.locationId))) {
    throw notFound(GUARDIAN_NOT_AT_UNIT_MESSAGE);
  }
  const invoices = await invoicesOfGuardian(ctx.db, guardianId, unit.locationId);
  return { invoices: invoices.map(invoiceAnswer) };
}

/** An invoice as the answers about a guardian's invoices name it, in kronor. */
export function invoiceAnswer({ invoice, lines }: InvoiceWithLines): TInvoice {
  return {
    id: invoice.id,
    period: invoice.period,
    name: invoice.name,
    text: invoice.text,
    cost_sum: kronorFromOre(invoice.costSumOre),
    currency: invoice.currency,
    visma_id: invoice.vismaInvoiceId,
    visma_status: vismaStatusOf(invoice.vismaStatus),
    invoice_lines: lines.map((line) => ({
      line_number: line.lineNumber,
      description: line.description,
      cost: kronorFromOre(line.costOre),
      note: line.note,
    })),
  };
}
