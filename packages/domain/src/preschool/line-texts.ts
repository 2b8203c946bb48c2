// The texts invoice lines repeat, made once: a register of thousands of children shares a handful of
// them, and building each again per line is most of the garbage a month's billing would make.

import { type CalendarMonth, dateInMonth } from '../calendar/dates.ts';

function byWholePercent(text: (percent: number) => string): readonly string[] {
  return Array.from({ length: 101 }, (_, percent) => text(percent));
}

const firstMonthTexts = byWholePercent((percent) => `Första månaden ~${percent}%`);
const lastMonthTexts = byWholePercent((percent) => `Sista månaden ~${percent}%`);
const sharedCustodyTexts = byWholePercent((percent) => `Delad vårdnad ~${percent}%`);

/** 'Första månaden ~N%' for a whole percent 0..100. */
export function firstMonthText(percent: number): string {
  return firstMonthTexts[percent] as string;
}

/** 'Sista månaden ~N%' for a whole percent 0..100. */
export function lastMonthText(percent: number): string {
  return lastMonthTexts[percent] as string;
}

/** 'Delad vårdnad ~N%' for a custody share 0..100. */
export function sharedCustodyText(percent: number): string {
  return sharedCustodyTexts[percent] as string;
}

/** A month about to be billed: its calendar and its day-range texts, filled in as lines ask for them. */
export interface BillingMonth {
  calendar: CalendarMonth;
  wholeMonthRange: string;
  /** By first day, the ranges that run to the month's end. */
  rangesFromDay: (string | undefined)[];
  /** By last day, the ranges that start on the 1st. */
  rangesToDay: (string | undefined)[];
}

export function billingMonth(calendar: CalendarMonth): BillingMonth {
  const wholeMonthRange = `${calendar.firstDate} – ${calendar.lastDate}`;
  return { calendar, wholeMonthRange, rangesFromDay: [], rangesToDay: [] };
}

/** The billed days fromDay..toDay of the month as 'YYYY-MM-DD – YYYY-MM-DD' (an en dash with spaces). */
export function dayRangeText(month: BillingMonth, fromDay: number, toDay: number): string {
  const { calendar } = month;
  if (fromDay === 1 && toDay === calendar.days) return month.wholeMonthRange;
  if (toDay === calendar.days) {
    let text = month.rangesFromDay[fromDay];
    if (text === undefined) {
      text = `${dateInMonth(calendar.month, fromDay)} – ${calendar.lastDate}`;
      month.rangesFromDay[fromDay] = text;
    }
    return text;
  }
  if (fromDay === 1) {
    let text = month.rangesToDay[toDay];
    if (text === undefined) {
      text = `${calendar.firstDate} – ${dateInMonth(calendar.month, toDay)}`;
      month.rangesToDay[toDay] = text;
    }
    return text;
  }
  return `${dateInMonth(calendar.month, fromDay)} – ${dateInMonth(calendar.month, toDay)}`;
}
