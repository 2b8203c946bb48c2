// The preschool fee engine (spec 4.3–4.4): what each child and each guardian is billed for a month.
// Pure and allocation-light, because the server bills a whole register (thousands of children) per call.

import { type CalendarMonth, calendarMonth } from '../calendar/dates.ts';
import { wholeKronor, wholePercent } from '../money/rounding.ts';
import { type CareInMonth, careShareOfMonth } from './care-share.ts';
import {
  type CarePeriodInput,
  type ChildInput,
  type GuardianShareInput,
  INVALID_SHARE_MESSAGE,
  isCustodyPercent,
  problemOfPeriod,
} from './fee-input.ts';
import {
  BILLED_LINE_TYPES,
  type ChildInvoicePreview,
  FEE_LINE_NAME,
  type GuardianLine,
  type InvoiceLine,
  LINE_TYPE,
  LINE_TYPE_LABEL,
  type LineType,
  labelOfType,
} from './invoice-line.ts';
import {
  type BillingMonth,
  billingMonth,
  dayRangeText,
  firstMonthText,
  lastMonthText,
  sharedCustodyText,
} from './line-texts.ts';

// The server and the web app import the whole fee-engine vocabulary from here.
export type { CarePeriodInput, CareTime, ChildInput, GuardianShareInput } from './fee-input.ts';
export type {
  ChildInvoicePreview,
  GuardianLine,
  InvoiceLine,
  LineType,
  LineTypeName,
} from './invoice-line.ts';
export {
  ALL_LINE_TYPES,
  BILLED_LINE_TYPES,
  FEE_LINE_NAME,
  LINE_TYPE,
  LINE_TYPE_LABEL,
} from './invoice-line.ts';

export function invoicePreviewForChild(child: ChildInput, month: string): ChildInvoicePreview {
  return previewForChild(child, billingMonth(calendarMonth(month)));
}

/** The previews of a whole register, working the month out once. */
export function invoicePreviewsForMonth(
  children: ChildInput[],
  month: string,
): Map<number, ChildInvoicePreview> {
  const billing = billingMonth(calendarMonth(month));
  const previews = new Map<number, ChildInvoicePreview>();
  for (const child of children) previews.set(child.id, previewForChild(child, billing));
  return previews;
}

function previewForChild(child: ChildInput, billing: BillingMonth): ChildInvoicePreview {
  const { calendar } = billing;
  if (!child.active) return singleLinePreview(LINE_TYPE.inactive, 'Ingen debitering', calendar.month);
  if (child.guardians.length === 0) return singleLinePreview(LINE_TYPE.invalid, 'Saknar VH', calendar.month);
  const periods = currentPeriodsByStart(child);
  if (periods.length === 0) return singleLinePreview(LINE_TYPE.invalid, 'Saknar omsorg', calendar.month);
  for (const guardian of child.guardians) {
    if (!isCustodyPercent(guardian.percent)) {
      return singleLinePreview(LINE_TYPE.invalid, INVALID_SHARE_MESSAGE, calendar.month);
    }
  }

  const lines: InvoiceLine[] = [];
  let status = 0;
  let cost = 0;
  let billedCount = 0;
  for (let sortOrder = 0; sortOrder < periods.length; sortOrder++) {
    const line = periodLine(periods[sortOrder] as CarePeriodInput, sortOrder, billing);
    lines.push(line);
    status |= line.type;
    cost += line.cost;
    if ((line.type & BILLED_LINE_TYPES) !== 0) billedCount++;
  }
  if (billedCount > 1) nameBilledLines(lines);
  return {
    invoice_status: status,
    invoice_cost: cost,
    invoice_lines: lines,
    guardian_lines: billedCount === 0 ? [] : guardianLinesOf(child, lines),
  };
}

/**
 * One line per guardian per billed line; lines[i] is the line of periods[i]. The month is split between
 * the guardians once (splitMonthByShares), so the kronor a line's rounding leaves do not pile up on one
 * guardian over the month's lines.
 */
function guardianLinesOf(child: ChildInput, lines: InvoiceLine[]): GuardianLine[] {
  const percents = child.guardians.map((guardian) => guardian.percent);
  const guardianLines: GuardianLine[] = [];
  const billed = lines.filter((line) => (line.type & BILLED_LINE_TYPES) !== 0);
  const amounts = splitMonthByShares(
    billed.map((line) => line.cost),
    percents,
  );
  child.guardians.forEach((guardian, g) => {
    billed.forEach((line, i) => {
      guardianLines.push(guardianLineOf(line, child, guardian, amounts[i]?.[g] ?? 0));
    });
  });
  return guardianLines;
}

/**
 * Whole kronor split by custody shares with the largest remainder: each gets the whole kronor of its
 * exact share, and the kronor left go one each to those whose exact share lost most to rounding (a tie
 * to the larger share, then the first listed). 33/67 of 2 035 kr is 672 + 1 363. Shares that do not
 * make 100 % are each rounded on their own.
 */
export function splitByShares(kronor: number, percents: readonly number[]): number[] {
  const total = percents.reduce((sum, percent) => sum + percent, 0);
  if (total !== 100) return percents.map((percent) => Math.round((kronor * percent) / 100));
  const amounts = percents.map((percent) => Math.floor((kronor * percent) / 100));
  let left = kronor - amounts.reduce((sum, amount) => sum + amount, 0);
  const order = percents
    .map((percent, index) => ({ index, percent, lost: (kronor * percent) % 100 }))
    .sort((a, b) => b.lost - a.lost || b.percent - a.percent || a.index - b.index);
  for (const { index } of order) {
    if (left === 0) break;
    amounts[index] = (amounts[index] ?? 0) + 1;
    left--;
  }
  return amounts;
}

/**
 * A child's month of lines split between its guardians: amounts[line][guardian]. The month's total is
 * split once with splitByShares, so each guardian pays their exact share of the month give or take less
 * than a krona (50/50 of 999 + 499 kr is 749 + 749, not 750 + 748). Within that, each line gives each
 * guardian the whole kronor of their exact share of it, and the kronor the line has left go one at a
 * time to a guardian who still has kronor of the month to pay: first the one whose share of this line
 * lost most to rounding, then the one with most still to pay, then the larger share, then the first
 * listed. The guardians' amounts of a line add up to the line when their shares make 100 %; shares that
 * do not are each rounded on their own, cumulatively over the lines, so each total is its rounded share.
 */
export function splitMonthByShares(lineKronor: readonly number[], percents: readonly number[]): number[][] {
  const month = lineKronor.reduce((sum, kronor) => sum + kronor, 0);
  if (percents.reduce((sum, percent) => sum + percent, 0) !== 100) {
    let before = 0;
    return lineKronor.map((kronor) => {
      const after = before + kronor;
      const amounts = percents.map(
        (percent) => Math.round((after * percent) / 100) - Math.round((before * percent) / 100),
      );
      before = after;
      return amounts;
    });
  }
  // What each guardian still owes of the month beyond the whole kronor of their exact share of each line.
  const floors = lineKronor.map((kronor) => percents.map((percent) => Math.floor((kronor * percent) / 100)));
  const owed = splitByShares(month, percents).map(
    (total, g) => total - floors.reduce((sum, amounts) => sum + (amounts[g] ?? 0), 0),
  );
  return lineKronor.map((kronor, i) => {
    const amounts = floors[i] as number[];
    // What each share of this line lost to rounding; a guardian given a krona of the line has lost nothing.
    const lost = percents.map((percent) => (kronor * percent) % 100);
    const goesFirst = (g: number, other: number) =>
      (lost[g] ?? 0) - (lost[other] ?? 0) ||
      (owed[g] ?? 0) - (owed[other] ?? 0) ||
      (percents[g] ?? 0) - (percents[other] ?? 0);
    let left = kronor - amounts.reduce((sum, amount) => sum + amount, 0);
    for (; left > 0; left--) {
      // The month's kronor owed add up to the lines' kronor left, so someone still owes one.
      let next = owed.findIndex((amount) => amount > 0);
      for (let g = next + 1; g < percents.length; g++) {
        if ((owed[g] ?? 0) > 0 && goesFirst(g, next) > 0) next = g;
      }
      amounts[next] = (amounts[next] ?? 0) + 1;
      owed[next] = (owed[next] ?? 0) - 1;
      lost[next] = -1;
    }
    return amounts;
  });
}

/**
 * The non-deleted periods in start order (ties by id). The caller's array is returned as it is when it
 * already is that, since most children have one or two periods entered in order.
 */
function currentPeriodsByStart(child: ChildInput): readonly CarePeriodInput[] {
  const all = child.carePeriods;
  let asGiven = true;
  for (let i = 0; i < all.length; i++) {
    const period = all[i] as CarePeriodInput;
    if (period.deleted) {
      asGiven = false;
      continue;
    }
    if (i > 0 && byStartThenId(all[i - 1] as CarePeriodInput, period) > 0) asGiven = false;
  }
  if (asGiven) return all;
  return all.filter((period) => !period.deleted).sort(byStartThenId);
}

function byStartThenId(a: CarePeriodInput, b: CarePeriodInput): number {
  if (a.start !== b.start) return a.start < b.start ? -1 : 1;
  return a.id - b.id;
}

function periodLine(period: CarePeriodInput, sortOrder: number, billing: BillingMonth): InvoiceLine {
  const { calendar } = billing;
  const problem = problemOfPeriod(period);
  if (problem !== null) return unbilledPeriodLine(period, sortOrder, LINE_TYPE.invalid, problem, calendar);
  if (period.end !== null && period.end < period.start) {
    return unbilledPeriodLine(period, sortOrder, LINE_TYPE.invalid, 'Slut före start', calendar);
  }
  const share: CareInMonth = careShareOfMonth(period.start, period.end, calendar);
  if (share.kind === 'not-started') {
    return unbilledPeriodLine(period, sortOrder, LINE_TYPE.issued, `Startar ${period.start}`, calendar);
  }
  if (share.kind === 'ended') {
    return unbilledPeriodLine(period, sortOrder, LINE_TYPE.expired, `Slutade ${period.end}`, calendar);
  }
  // Only a month the period covers lacks its cost.
  if (period.costOre === null) {
    return unbilledPeriodLine(period, sortOrder, LINE_TYPE.invalid, 'Saknar kostnad', calendar);
  }

  const percent = wholePercent(share.days, calendar.days);
  let type: LineType = LINE_TYPE.ok;
  let message = LINE_TYPE_LABEL.ok;
  // A period that both starts and ends in the month is shown as its first month.
  if (share.startsInMonth) {
    type = LINE_TYPE.first_month;
    message = firstMonthText(percent);
  } else if (share.endsInMonth) {
    type = LINE_TYPE.last_month;
    message = lastMonthText(percent);
  }
  return {
    type,
    status: labelOfType.get(type) as string,
    status_message: message,
    sort_order: sortOrder,
    care_time: period.careTime,
    care_time_id: period.id,
    period: dayRangeText(billing, share.fromDay, share.toDay),
    name: FEE_LINE_NAME.single,
    cost: wholeKronor(period.costOre * share.days, calendar.days),
    month: calendar.month,
    percent,
    segments: [{ from: share.fromDay, to: share.toDay }],
  };
}

/** With more than one period billing in the month, the last is the new cost and the rest earlier ones. */
function nameBilledLines(lines: InvoiceLine[]): void {
  let later: InvoiceLine | undefined;
  for (const line of lines) {
    if ((line.type & BILLED_LINE_TYPES) === 0) continue;
    line.name = FEE_LINE_NAME.earlier;
    later = line;
  }
  if (later) later.name = FEE_LINE_NAME.later;
}

function unbilledPeriodLine(
  period: CarePeriodInput,
  sortOrder: number,
  type: LineType,
  message: string,
  calendar: CalendarMonth,
): InvoiceLine {
  const line = unbilledLine(type, message, calendar.month);
  line.sort_order = sortOrder;
  line.care_time = period.careTime;
  line.care_time_id = period.id;
  return line;
}

/** A line that bills nothing; it is named by its status, since no fee is named on it. */
function unbilledLine(type: LineType, message: string, month: string): InvoiceLine {
  const label = labelOfType.get(type) as string;
  return {
    type,
    status: label,
    status_message: message,
    sort_order: 0,
    care_time: null,
    care_time_id: null,
    period: '',
    name: label,
    cost: 0,
    month,
    percent: 0,
    segments: [],
  };
}

function singleLinePreview(type: LineType, message: string, month: string): ChildInvoicePreview {
  return {
    invoice_status: type,
    invoice_cost: 0,
    invoice_lines: [unbilledLine(type, message, month)],
    guardian_lines: [],
  };
}

function guardianLineOf(
  line: InvoiceLine,
  child: ChildInput,
  guardian: GuardianShareInput,
  cost: number,
): GuardianLine {
  return {
    type: line.type,
    status: line.status,
    status_message: guardian.percent < 100 ? sharedCustodyText(guardian.percent) : line.status_message,
    sort_order: line.sort_order,
    care_time: line.care_time,
    care_time_id: line.care_time_id,
    period: line.period,
    name: line.name,
    cost,
    month: line.month,
    percent: line.percent,
    // Shared, not copied: previews are read-only results and the bars are the same for every guardian.
    segments: line.segments,
    guardian_id: guardian.id,
    child_id: child.id,
    child_name: child.name,
    custody_percent: guardian.percent,
  };
}
