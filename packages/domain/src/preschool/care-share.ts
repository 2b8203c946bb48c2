import { type CalendarMonth, dayOfMonth } from '../calendar/dates.ts';

/** Where a care period stands in a month: not begun, over, or covering a run of the month's days. */
export type CareInMonth =
  | { kind: 'not-started' }
  | { kind: 'ended' }
  | {
      kind: 'covered';
      /** First and last covered day of the month, 1..D, inclusive. */
      fromDay: number;
      toDay: number;
      days: number;
      startsInMonth: boolean;
      endsInMonth: boolean;
    };

// Shared so that the common "not this month" answers allocate nothing.
const notStarted: CareInMonth = { kind: 'not-started' };
const ended: CareInMonth = { kind: 'ended' };

/**
 * The days of the month a care period covers: from max(start, 1st) to min(end, last day) inclusive.
 * Dates must be valid 'YYYY-MM-DD' with end ≥ start; ISO dates compare correctly as strings.
 */
export function careShareOfMonth(start: string, end: string | null, calendar: CalendarMonth): CareInMonth {
  if (start > calendar.lastDate) return notStarted;
  if (end !== null && end < calendar.firstDate) return ended;
  const startsInMonth = start >= calendar.firstDate;
  const endsInMonth = end !== null && end <= calendar.lastDate;
  const fromDay = startsInMonth ? dayOfMonth(start) : 1;
  const toDay = endsInMonth ? dayOfMonth(end) : calendar.days;
  return { kind: 'covered', fromDay, toDay, days: toDay - fromDay + 1, startsInMonth, endsInMonth };
}
