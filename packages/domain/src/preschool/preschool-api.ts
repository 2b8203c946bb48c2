import { z } from 'zod';

// Responses of the preschool API (spec part 1, sections 3 and 7.4). Amounts are whole kronor.

export const ZPreschoolLocation = z.object({
  id: z.number().int(),
  name: z.string(),
  cost_center: z.string(),
  communes: z.array(z.string()),
  departments: z.array(z.string()),
  /** The unit to show first: where the user has a role. */
  selected: z.boolean(),
});
export const ZPreschoolLocationsResponse = z.object({ locations: z.array(ZPreschoolLocation) });
export type TPreschoolLocation = z.infer<typeof ZPreschoolLocation>;

export const ZCarePeriod = z.object({
  id: z.number().int(),
  child_id: z.number().int(),
  start: z.string(),
  end: z.string().nullable(),
  commune: z.string(),
  department: z.string(),
  care_time: z.enum(['Heltid', 'Deltid']),
  cost: z.number().nullable(),
  note: z.string(),
  _delete: z.boolean(),
});
export type TCarePeriod = z.infer<typeof ZCarePeriod>;

/** A person linked to another: a guardian (with e-mail) or a child (with department). */
export const ZLinkedPerson = z.object({
  id: z.number().int(),
  given_name: z.string(),
  family_name: z.string(),
  email: z.string().optional(),
  department: z.string().optional(),
  /** Custody share; shown only when set and not 100. */
  percent: z.number().int().nullable(),
});
export type TLinkedPerson = z.infer<typeof ZLinkedPerson>;

export const ZPreschoolPerson = z.object({
  id: z.number().int(),
  type: z.enum(['child', 'legalguardian']),
  given_name: z.string(),
  family_name: z.string(),
  email: z.string(),
  department: z.string(),
  /** The second line of a result: the civic number of a child, the e-mail address of a guardian. */
  sub: z.string(),
  active: z.boolean(),
  percent: z.number().int().nullable(),
  guardians: z.array(ZLinkedPerson),
  children: z.array(ZLinkedPerson),
  start: z.string().nullable(),
  end: z.string().nullable(),
  care_times: z.array(ZCarePeriod),
});
export type TPreschoolPerson = z.infer<typeof ZPreschoolPerson>;

export const ZPagingMeta = z.object({
  pageIndex: z.number().int(),
  pageSize: z.number().int(),
  /** The number of results in all pages. */
  pageLength: z.number().int(),
});

export const ZPreschoolSearchQuery = z.object({
  search: z.string().trim().max(200).optional().default(''),
  legalguardians: z.enum(['0', '1']).optional().default('0'),
  pageIndex: z.coerce.number({ error: 'pageIndex must be a number' }).int().min(0).max(100_000).default(0),
});
export const ZPreschoolSearchResponse = z.object({ persons: z.array(ZPreschoolPerson), meta: ZPagingMeta });

export const ZInvoiceLinePreview = z.object({
  type: z.number().int(),
  status: z.string(),
  status_message: z.string(),
  sort_order: z.number().int(),
  care_time: z.enum(['Heltid', 'Deltid']).nullable(),
  period: z.string(),
  name: z.string(),
  cost: z.number(),
  month: z.string(),
  percent: z.number(),
  segments: z.array(z.object({ from: z.number().int(), to: z.number().int() })),
});

export const ZOverviewChild = z.object({
  id: z.number().int(),
  given_name: z.string(),
  family_name: z.string(),
  civic_number: z.string(),
  note: z.string(),
  active: z.union([z.literal(1), z.literal(0)]),
  department: z.string(),
  guardians: z.array(ZLinkedPerson),
  siblings: z.array(ZLinkedPerson),
  care_times: z.array(ZCarePeriod),
  invoice_lines: z.array(ZInvoiceLinePreview),
  invoice_status: z.number().int(),
  invoice_cost: z.number(),
  has_invoice: z.boolean(),
  /** Whether a care period of the child runs in the month. */
  active_care: z.boolean(),
  start: z.string().nullable(),
  end: z.string().nullable(),
  commune: z.string(),
  care_time: z.enum(['Heltid', 'Deltid']).nullable(),
  cost: z.number().nullable(),
});
export type TOverviewChild = z.infer<typeof ZOverviewChild>;

export const ZMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Använd formatet YYYY-MM');
export const ZOverviewQuery = z.object({ period: ZMonth });
export const ZOverviewResponse = z.object({
  period: z.string(),
  children: z.array(ZOverviewChild),
  summary: z.object({ children: z.number().int(), guardians: z.number().int(), revenue: z.number() }),
});

export const ZInvoice = z.object({
  id: z.number().int(),
  period: z.string(),
  name: z.string(),
  text: z.string(),
  cost_sum: z.number(),
  currency: z.string(),
  visma_id: z.string().nullable(),
  visma_status: z.enum(['open', 'voided', 'paid', '']),
  invoice_lines: z.array(
    z.object({ line_number: z.number().int(), description: z.string(), cost: z.number(), note: z.string() }),
  ),
});
export const ZGuardianInvoicesResponse = z.object({ invoices: z.array(ZInvoice) });
