import { z } from 'zod';

// GET /api/preschool/{cost_center}/invoices/{person_id} (spec 7.4): a guardian's invoices. Amounts are
// kronor.

export const VISMA_STATUSES = ['open', 'voided', 'paid', ''] as const;
export type VismaStatus = (typeof VISMA_STATUSES)[number];

export const ZInvoice = z.object({
  id: z.number().int(),
  period: z.string(),
  name: z.string(),
  text: z.string(),
  cost_sum: z.number(),
  currency: z.string(),
  visma_id: z.string().nullable(),
  visma_status: z.enum(VISMA_STATUSES),
  invoice_lines: z.array(
    z.object({ line_number: z.number().int(), description: z.string(), cost: z.number(), note: z.string() }),
  ),
});
export type TInvoice = z.infer<typeof ZInvoice>;

export const ZGuardianInvoicesResponse = z.object({ invoices: z.array(ZInvoice) });
export type TGuardianInvoicesResponse = z.infer<typeof ZGuardianInvoicesResponse>;

/** A stored status as the answer names it: no status yet is the empty text. */
export function vismaStatusOf(stored: string | null): VismaStatus {
  return (VISMA_STATUSES as readonly string[]).includes(stored ?? '') ? ((stored ?? '') as VismaStatus) : '';
}
