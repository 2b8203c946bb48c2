// The preschool fee engine (spec 4.3–4.4): what each child and each guardian is billed for a month.
// Pure and allocation-light, because the server bills a whole register (thousands of children) per call.

import { type CareInMonth, careShareOfMonth } from './care-share.ts';
import { type CalendarMonth, calendarMonth } from './dates.ts';
import {
  type CarePeriodInput,
  type CareTime,
  type ChildInput,
  type GuardianShareInput,
  requireCustodyPercent,
  requireValidPeriod,
} from './fee-input.ts';
import { wholeKronor, wholePercent } from './money.ts';

export type { CarePeriodInput, CareTime, ChildInput, GuardianShareInput } from './fee-input.ts';

/** Invoice line types as bits, so a status filter is a mask (spec 4.3). */
export const LINE_TYPE = {
  inactive: 1,
  issued: 2,
  expired: 4,
  invalid: 8,
  first_month: 16,
  last_month: 32,
  ok: 64,
} as const;
export type LineTypeName = keyof typeof LINE_TYPE;
export type LineType = (typeof LINE_TYPE)[LineTypeName];

/** The status filter mask that lets every line type through. */
export const ALL_LINE_TYPES = 127;

export const LINE_TYPE_LABEL: Record<LineTypeName, string> = {
  inactive: 'Inte aktiv',
  issued: 'Start',
  expired: 'Slut',
  invalid: 'Ej giltig',
  first_month: 'Första månaden',
  last_month: 'Sista månaden',
  ok: 'Faktureras',
};

const labelOfType = new Map<number, string>(
  (Object.keys(LINE_TYPE) as LineTypeName[]).map((name) => [LINE_TYPE[name], LINE_TYPE_LABEL[name]]),
);

/** The types whose lines carry a cost and produce guardian lines. */
export const BILLED_LINE_TYPES = LINE_TYPE.first_month | LINE_TYPE.last_month | LINE_TYPE.ok;

export interface InvoiceLine {
  /** One LINE_TYPE bit. */
  type: number;
  /** LINE_TYPE_LABEL of the type. */
  status: string;
  status_message: string;
  /** Position among the child's lines, ordered by period start, 0-based. */
  sort_order: number;
  care_time: CareTime | null;
  care_time_id: number | null;
  /** The billed day range 'YYYY-MM-DD – YYYY-MM-DD'; '' when nothing is billed. */
  period: string;
  name: string;
  /** Whole kronor for the child at full custody; 0 when not billed. */
  cost: number;
  month: string;
  /** The billed share of the month in whole percent; 0 when not billed. */
  percent: number;
  /** The billed days of the month (1..D) for the validity bars; [] when not billed. */
  segments: { from: number; to: number }[];
}

export interface GuardianLine extends InvoiceLine {
  guardian_id: number;
  child_id: number;
  child_name: string;
  custody_percent: number;
}

export interface ChildInvoicePreview {
  /** OR of the types of the child's lines. */
  invoice_status: number;
  /** Sum of the child's line costs, whole kronor. */
  invoice_cost: number;
  invoice_lines: InvoiceLine[];
  /** One per guardian per billed line, zero costs included: the invoice body builder filters them. */
  guardian_lines: GuardianLine[];
}

export const FEE_LINE_NAME = { single: 'Avgift', earlier: 'Tidigare kostnad', later: 'Ny kostnad' } as const;

export function invoicePreviewForChild(child: ChildInput, month: string): ChildInvoicePreview {
  return previewForChild(child, calendarMonth(month));
}

/** The previews of a whole register, working the month out once. */
export function invoicePreviewsForMonth(
  children: ChildInput[],
  month: string,
): Map<number, ChildInvoicePreview> {
  const calendar = calendarMonth(month);
  const previews = new Map<number, ChildInvoicePreview>();
  for (const child of children) previews.set(child.id, previewForChild(child, calendar));
  return previews;
}

function previewForChild(child: ChildInput, calendar: CalendarMonth): ChildInvoicePreview {
  if (!child.active) return singleLinePreview(LINE_TYPE.inactive, 'Ingen debitering', calendar.month);
  if (child.guardians.length === 0) return singleLinePreview(LINE_TYPE.invalid, 'Saknar VH', calendar.month);
  const periods = currentPeriodsByStart(child);
  if (periods.length === 0) return singleLinePreview(LINE_TYPE.invalid, 'Saknar omsorg', calendar.month);
  for (const guardian of child.guardians) requireCustodyPercent(child, guardian);

  const lines: InvoiceLine[] = [];
  let status = 0;
  let cost = 0;
  let billedCount = 0;
  for (let sortOrder = 0; sortOrder < periods.length; sortOrder++) {
    const line = periodLine(periods[sortOrder] as CarePeriodInput, sortOrder, calendar);
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
    guardian_lines: billedCount === 0 ? [] : guardianLinesOf(child, periods, lines, calendar),
  };
}

/**
 * One line per guardian per billed line; lines[i] is the line of periods[i]. Each guardian's cost is
 * rounded from öre, not from the child's already rounded kronor.
 */
function guardianLinesOf(
  child: ChildInput,
  periods: readonly CarePeriodInput[],
  lines: InvoiceLine[],
  calendar: CalendarMonth,
): GuardianLine[] {
  const guardianLines: GuardianLine[] = [];
  for (const guardian of child.guardians) {
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i] as InvoiceLine;
      if ((line.type & BILLED_LINE_TYPES) === 0) continue;
      // A billed line covers a single run of days.
      const covered = line.segments[0] as { from: number; to: number };
      const oreTimesShare = ((periods[i] as CarePeriodInput).costOre ?? 0) * (covered.to - covered.from + 1);
      const guardianCost = wholeKronor(oreTimesShare * guardian.percent, calendar.days * 100);
      guardianLines.push(guardianLineOf(line, child, guardian, guardianCost));
    }
  }
  return guardianLines;
}

/**
 * The non-deleted periods in start order (ties by id), checked. The caller's array is returned as it is
 * when it already is that, since most children have one or two periods entered in order.
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
    requireValidPeriod(child, period);
    if (i > 0 && byStartThenId(all[i - 1] as CarePeriodInput, period) > 0) asGiven = false;
  }
  if (asGiven) return all;
  return all.filter((period) => !period.deleted).sort(byStartThenId);
}

function byStartThenId(a: CarePeriodInput, b: CarePeriodInput): number {
  if (a.start !== b.start) return a.start < b.start ? -1 : 1;
  return a.id - b.id;
}

function periodLine(period: CarePeriodInput, sortOrder: number, calendar: CalendarMonth): InvoiceLine {
  if (period.costOre === null) {
    return unbilledPeriodLine(period, sortOrder, LINE_TYPE.invalid, 'Saknar kostnad', calendar);
  }
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

  const percent = wholePercent(share.days, calendar.days);
  let type: LineType = LINE_TYPE.ok;
  let message = LINE_TYPE_LABEL.ok;
  // A period that both starts and ends in the month is shown as its first month.
  if (share.startsInMonth) {
    type = LINE_TYPE.first_month;
    message = `Första månaden ~${percent}%`;
  } else if (share.endsInMonth) {
    type = LINE_TYPE.last_month;
    message = `Sista månaden ~${percent}%`;
  }
  const from = share.startsInMonth ? period.start : calendar.firstDate;
  const to = share.endsInMonth ? (period.end as string) : calendar.lastDate;
  return {
    type,
    status: labelOfType.get(type) as string,
    status_message: message,
    sort_order: sortOrder,
    care_time: period.careTime,
    care_time_id: period.id,
    period: `${from} – ${to}`,
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
    status_message: guardian.percent < 100 ? `Delad vårdnad ~${guardian.percent}%` : line.status_message,
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
