import { z } from 'zod';
import { ZMonth } from '../calendar/schemas.ts';
import { careRunsInMonth, currentPeriod, type DatedPeriod, ZCarePeriod, ZCareTime } from './care-period.ts';
import { ZLinkedPerson } from './linked-person.ts';

// GET /api/preschool/{cost_center}/overview?period=YYYY-MM (spec 2.9, 7.4): a unit's active children with
// their invoice preview for the month. Amounts are whole kronor.

export const ZOverviewQuery = z.object({ period: ZMonth });

export const ZInvoiceLinePreview = z.object({
  type: z.number().int(),
  status: z.string(),
  status_message: z.string(),
  sort_order: z.number().int(),
  care_time: ZCareTime.nullable(),
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
  care_time: ZCareTime.nullable(),
  cost: z.number().nullable(),
});
export type TOverviewChild = z.infer<typeof ZOverviewChild>;

const ZOverviewSummary = z.object({
  children: z.number().int(),
  guardians: z.number().int(),
  revenue: z.number(),
});
export type TOverviewSummary = z.infer<typeof ZOverviewSummary>;

export const ZOverviewResponse = z.object({
  period: z.string(),
  children: z.array(ZOverviewChild),
  summary: ZOverviewSummary,
});
export type TOverviewResponse = z.infer<typeof ZOverviewResponse>;

/**
 * The period whose start, end, commune, care time and cost a child's row shows: the last that runs in
 * the month (`inMonth`), else the child's current one; `inMonth` also sets active_care.
 */
export function periodsShownInMonth<P extends DatedPeriod>(
  periods: readonly P[],
  month: string,
  today: string,
): { inMonth: P | undefined; shown: P | undefined } {
  const inMonth = periods.findLast((period) => careRunsInMonth(period, month));
  return { inMonth, shown: inMonth ?? currentPeriod(periods, today) };
}

/** The header of the overview: children, the guardians they have between them, and the month's fees. */
export function overviewSummary(
  rows: readonly Pick<TOverviewChild, 'guardians' | 'invoice_cost'>[],
): TOverviewSummary {
  const guardians = new Set(rows.flatMap((row) => row.guardians.map((g) => g.id)));
  return {
    children: rows.length,
    guardians: guardians.size,
    revenue: rows.reduce((sum, row) => sum + row.invoice_cost, 0),
  };
}
