// What the fee engine is given about a child, and the checks that keep its integer maths exact.

import { isCalendarDate } from '../calendar/dates.ts';
import { isAcceptedMonthlyCost } from './care-cost.ts';
import type { CareTime } from './care-period.ts';

export type { CareTime } from './care-period.ts';

export interface CarePeriodInput {
  id: number;
  start: string;
  end: string | null;
  careTime: CareTime;
  /** Monthly cost in öre; null when none has been set. */
  costOre: number | null;
  deleted: boolean;
}

/** A guardian of the child with their custody share, a whole percent 0..100. */
export interface GuardianShareInput {
  id: number;
  percent: number;
}

export interface ChildInput {
  id: number;
  name: string;
  active: boolean;
  carePeriods: CarePeriodInput[];
  guardians: GuardianShareInput[];
}

// The forms and the database rule these out, but a row stored before a rule existed must not stop a
// unit's screens: the engine bills nothing for it and says why on an invalid line, for staff to correct.
const INVALID_DATE_MESSAGE = 'Ogiltigt datum';
const INVALID_COST_MESSAGE = 'Ogiltig kostnad';
export const INVALID_SHARE_MESSAGE = 'Ogiltig vårdnadsandel';

/** Why a period's dates or cost cannot be billed, or null when they can. */
export function problemOfPeriod(period: CarePeriodInput): string | null {
  if (!isCalendarDate(period.start) || (period.end !== null && !isCalendarDate(period.end))) {
    return INVALID_DATE_MESSAGE;
  }
  if (period.costOre !== null && !isAcceptedMonthlyCost(period.costOre)) return INVALID_COST_MESSAGE;
  return null;
}

export function isCustodyPercent(percent: number): boolean {
  return Number.isInteger(percent) && percent >= 0 && percent <= 100;
}
