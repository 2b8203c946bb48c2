import { GUARDIAN_NOT_AT_UNIT_MESSAGE, INVOICE_NOT_AT_UNIT_MESSAGE } from '@kansli/domain/http/messages';
import { kronorFromOre, oreFromKronor } from '@kansli/domain/money/ore';
import {
  INVOICE_EXISTS_MESSAGE,
  NO_VISMA_CUSTOMER_MESSAGE,
  type TCalculatedInvoiceBody,
  type TInvoiceResponse,
} from '@kansli/domain/preschool/invoice-create';
import { VISMA_NOT_SET_UP_MESSAGE } from '@kansli/domain/preschool/visma-customer';
import type { RequestContext } from '../../context/request-context.ts';
import { badRequest, conflict, HttpError, notFound } from '../../http/errors.ts';
import { markReadyForUpload } from './invoice-upload-repository.ts';
import { insertInvoiceOnce, invoiceOfUnit, lockGuardianOfUnit } from './repository.ts';
import { unitFor } from './unit-access.ts';

/**
 * POST …/invoice?period=YYYY-MM: the guardian's invoice of the month, made once. Only for a guardian of
 * the unit who is a customer in Visma (spec 5.6); a second for the month is a 409 naming the first.
 */
export async function createInvoice(
  ctx: RequestContext,
  costCenter: string,
  period: string,
  body: TCalculatedInvoiceBody,
): Promise<{ invoiceId: number }> {
  const unit = await unitFor(ctx, costCenter, 'BILLING');
  if (body.locationId !== unit.locationId) throw badRequest('locationId: not the unit of the cost center');
  return ctx.transaction(async (tx) => {
    const guardian = await lockGuardianOfUnit(tx.db, body.personId, unit.locationId);
    if (!guardian) throw notFound(GUARDIAN_NOT_AT_UNIT_MESSAGE);
    if (!guardian.visma_id) throw conflict(NO_VISMA_CUSTOMER_MESSAGE);
    const { created, existing } = await insertInvoiceOnce(tx.db, {
      guardianId: guardian.id,
      locationId: unit.locationId,
      period,
      name: body.name,
      text: body.text,
      reference: body.reference,
      costSumOre: oreFromKronor(body.cost),
      lines: body.invoiceLines.map((line) => ({
        description: line.description,
        costOre: oreFromKronor(line.cost),
        note: line.note,
      })),
    });
    if (created === undefined)
      throw conflict(INVOICE_EXISTS_MESSAGE, existing ? { id: existing } : undefined);
    return { invoiceId: created };
  });
}

/** GET …/invoice/{invoice_id}: an invoice of the unit with its lines. */
export async function getInvoice(
  ctx: RequestContext,
  costCenter: string,
  invoiceId: number,
): Promise<TInvoiceResponse> {
  const unit = await unitFor(ctx, costCenter, 'BILLING');
  const found = await invoiceOfUnit(ctx.db, invoiceId, unit.locationId);
  if (!found) throw notFound(INVOICE_NOT_AT_UNIT_MESSAGE);
  return {
    id: found.invoice.id,
    period: found.invoice.period,
    name: found.invoice.name,
    text: found.invoice.text,
    cost: kronorFromOre(found.invoice.costSumOre),
    invoice_lines: found.lines.map((line) => ({
      line_number: line.lineNumber,
      description: line.description,
      cost: kronorFromOre(line.costOre),
      note: line.note,
    })),
  };
}

/**
 * POST …/invoice/set-ready: one invoice, or all of the month, ready for upload to Visma (spec 4.6), and
 * their uploads queued. Asked again, it queues only what is still without a Visma number, once; an
 * upload that failed for good is tried again.
 */
export async function setInvoicesReady(
  ctx: RequestContext,
  costCenter: string,
  body: { invoice_id: number | 'all'; period: string; location_id: number },
): Promise<{ ready: number }> {
  const unit = await unitFor(ctx, costCenter, 'BILLING');
  if (body.location_id !== unit.locationId) throw badRequest('location_id: not the unit of the cost center');
  // Nothing is marked for an upload that cannot happen.
  if (!ctx.integrations.visma) throw new HttpError(503, VISMA_NOT_SET_UP_MESSAGE);
  const marked = await markReadyForUpload(ctx.db, {
    locationId: unit.locationId,
    period: body.period,
    invoiceId: body.invoice_id,
  });
  if (marked.length === 0 && body.invoice_id !== 'all') throw notFound(INVOICE_NOT_AT_UNIT_MESSAGE);
  await ctx.jobs.uploadInvoices(marked.filter((i) => i.vismaInvoiceId === null).map((i) => i.id));
  return { ready: marked.length };
}

/**
 * GET …/invoice/poll/{invoice_id}: asked once a second by the screen until the upload has a number. An
 * upload that failed for good answers 502 with the reason, which stops the screen's polling (spec 4.6).
 */
export async function pollInvoice(ctx: RequestContext, costCenter: string, invoiceId: number) {
  const unit = await unitFor(ctx, costCenter, 'BILLING');
  const found = await invoiceOfUnit(ctx.db, invoiceId, unit.locationId);
  if (!found) throw notFound(INVOICE_NOT_AT_UNIT_MESSAGE);
  if (found.invoice.uploadError) throw new HttpError(502, found.invoice.uploadError);
  return { vismaInvoiceId: found.invoice.vismaInvoiceId };
}
