import { z } from 'zod';
import { ZMonth } from '../calendar/schemas.ts';
import { type TInvoice, VISMA_STATUSES, ZInvoice } from './guardian-invoices.ts';
import type { GuardianLine } from './invoice-line.ts';
import { ZInvoiceLinePreview } from './unit-overview.ts';

// GET /api/preschool/{cost_center}/invoice/list?period=YYYY-MM (spec 2.10, 4.6, 5.6, 7.4): the unit's
// paying guardians of the month, each with its children, its lines, its customer in Visma and its
// invoice. Amounts are whole kronor.

export const ZInvoiceListQuery = z.object({ period: ZMonth });

export const ZGuardianInvoiceLine = ZInvoiceLinePreview.extend({
  child_id: z.number().int(),
  child_name: z.string(),
  /** The guardian's custody share of the child. */
  custody_percent: z.number().int(),
});

export const ZInvoiceListGuardian = z.object({
  id: z.number().int(),
  given_name: z.string(),
  family_name: z.string(),
  email: z.string(),
  phone: z.string(),
  street_address: z.string(),
  postal_code: z.string(),
  city: z.string(),
  /** The customer in Visma, once looked up or created. */
  visma_id: z.string().nullable(),
  /** The guardian's invoice of the month, once created. */
  invoice_id: z.number().int().nullable(),
  has_invoice: z.boolean(),
  upload_to_visma: z.boolean(),
  visma_invoice_id: z.string().nullable(),
  visma_status: z.enum(VISMA_STATUSES),
  /** Why the upload to Visma failed for good, until the invoice is marked ready again. */
  upload_error: z.string().nullable(),
  /** The sum of the guardian's lines. */
  invoice_cost: z.number(),
  children: z.array(
    z.object({
      id: z.number().int(),
      given_name: z.string(),
      family_name: z.string(),
      percent: z.number().int(),
    }),
  ),
  invoice_lines: z.array(ZGuardianInvoiceLine),
  /** The guardian's invoice of the month at the unit, as the guardian's invoices name it; none before it is made. */
  invoices: z.array(ZInvoice),
});
export type TInvoiceListGuardian = z.infer<typeof ZInvoiceListGuardian>;

export const ZInvoiceListResponse = z.object({
  period: z.string(),
  summary: z.object({ guardians: z.number().int(), children: z.number().int(), cost: z.number() }),
  guardians: z.array(ZInvoiceListGuardian),
});
export type TInvoiceListResponse = z.infer<typeof ZInvoiceListResponse>;

export interface InvoiceListInput {
  period: string;
  guardians: Omit<
    TInvoiceListGuardian,
    | 'invoice_id'
    | 'has_invoice'
    | 'upload_to_visma'
    | 'visma_invoice_id'
    | 'visma_status'
    | 'upload_error'
    | 'invoice_cost'
    | 'children'
    | 'invoice_lines'
    | 'invoices'
  >[];
  children: { id: number; given_name: string; family_name: string }[];
  lines: GuardianLine[];
  invoices: {
    guardian_id: number;
    upload_to_visma: boolean;
    upload_error: string | null;
    invoice: TInvoice;
  }[];
}

const swedish = new Intl.Collator('sv');

/**
 * The guardians to invoice: those whose lines of the month cost more than 0 kr (spec 5.6), and those
 * with an invoice of the month whatever their lines say now. Swedish name order.
 */
export function invoiceListOfUnit(input: InvoiceListInput): TInvoiceListResponse {
  const linesOf = Map.groupBy(input.lines, (line) => line.guardian_id);
  const invoiceOf = new Map(input.invoices.map((invoice) => [invoice.guardian_id, invoice]));
  const childById = new Map(input.children.map((child) => [child.id, child]));
  const guardians = input.guardians
    .map((guardian): TInvoiceListGuardian => {
      const lines = [...(linesOf.get(guardian.id) ?? [])].sort(
        (a, b) =>
          swedish.compare(a.child_name, b.child_name) ||
          a.child_id - b.child_id ||
          a.sort_order - b.sort_order,
      );
      const invoice = invoiceOf.get(guardian.id);
      const children = new Map<number, TInvoiceListGuardian['children'][number]>();
      for (const line of lines) {
        const child = childById.get(line.child_id);
        if (child && !children.has(child.id))
          children.set(child.id, { ...child, percent: line.custody_percent });
      }
      return {
        ...guardian,
        invoice_id: invoice?.invoice.id ?? null,
        has_invoice: invoice !== undefined,
        upload_to_visma: invoice?.upload_to_visma ?? false,
        visma_invoice_id: invoice?.invoice.visma_id ?? null,
        visma_status: invoice?.invoice.visma_status ?? '',
        upload_error: invoice?.upload_error ?? null,
        invoice_cost: lines.reduce((sum, line) => sum + line.cost, 0),
        children: [...children.values()],
        invoice_lines: lines.map(({ care_time_id: _id, guardian_id: _g, ...line }) => line),
        invoices: invoice ? [invoice.invoice] : [],
      };
    })
    .filter((guardian) => guardian.invoice_cost > 0 || guardian.has_invoice)
    .sort(
      (a, b) =>
        swedish.compare(`${a.family_name} ${a.given_name}`, `${b.family_name} ${b.given_name}`) ||
        a.id - b.id,
    );
  return {
    period: input.period,
    summary: {
      guardians: guardians.length,
      children: new Set(guardians.flatMap((g) => g.children.map((c) => c.id))).size,
      cost: guardians.reduce((sum, g) => sum + g.invoice_cost, 0),
    },
    guardians,
  };
}
