import { z } from 'zod';
import { monthOfDate } from '../calendar/dates.ts';

// A child's care periods (spec 3 'Care time'): the answer's shape and the rules that pick one of them.

export const CARE_TIMES = ['Heltid', 'Deltid'] as const;
export type CareTime = (typeof CARE_TIMES)[number];
export const ZCareTime = z.enum(CARE_TIMES, { error: 'Välj Heltid eller Deltid' });

export const END_BEFORE_START_MESSAGE = 'Slut kan inte vara före start';

/** Whether a period's end, when it has one, is on or after its start. */
export function endNotBeforeStart(period: { start: string; end: string | null }): boolean {
  return period.end === null || period.end >= period.start;
}

/** A care period in an answer. Amounts are kronor. */
export const ZCarePeriod = z.object({
  id: z.number().int(),
  child_id: z.number().int(),
  start: z.string(),
  end: z.string().nullable(),
  commune: z.string(),
  department: z.string(),
  care_time: ZCareTime,
  cost: z.number().nullable(),
  note: z.string(),
  _delete: z.boolean(),
});
export type TCarePeriod = z.infer<typeof ZCarePeriod>;

/** What the rules below read of a period: its dates and whether it is deleted. */
export interface DatedPeriod {
  start: string;
  end: string | null;
  deleted: boolean;
}

/** Whether a period that is not deleted runs on some day of the month 'YYYY-MM'. */
export function careRunsInMonth(period: DatedPeriod, month: string): boolean {
  return (
    !period.deleted &&
    monthOfDate(period.start) <= month &&
    (period.end === null || monthOfDate(period.end) >= month)
  );
}

const byStart = (a: DatedPeriod, b: DatedPeriod) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0);

export const CARE_PERIODS_OVERLAP_MESSAGE = 'Omsorgsperioderna får inte överlappa varandra';

/**
 * Two periods, not deleted, that share a day, or undefined when none do. Both dates are days of care,
 * so a period that ends the day before the next starts touches it without overlapping; a period
 * without end runs on. Each period is billed on its own, so two on one day would bill that day twice.
 */
export function overlappingPeriods<P extends DatedPeriod>(periods: readonly P[]): [P, P] | undefined {
  const live = periods.filter((p) => !p.deleted).sort(byStart);
  // In order of start, periods that each end before the next starts cannot overlap at all (no stored
  // period ends before it starts), so neighbours are the only pairs to compare.
  for (const [index, period] of live.entries()) {
    const next = live[index + 1];
    if (next && (period.end === null || period.end >= next.start)) return [period, next];
  }
  return undefined;
}

/** The period that holds on the day, else the latest one that has started, else the first to come. */
export function currentPeriod<P extends DatedPeriod>(periods: readonly P[], today: string): P | undefined {
  const live = periods.filter((p) => !p.deleted).sort(byStart);
  return (
    live.find((p) => p.start <= today && (p.end === null || p.end >= today)) ??
    live.findLast((p) => p.start <= today) ??
    live[0]
  );
}
