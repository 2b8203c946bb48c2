// What the fee engine is given about a child, and the checks that keep its integer maths exact.

import { isCalendarDate } from './dates.ts';
import { isAcceptedMonthlyCost } from './money.ts';

export type CareTime = 'Heltid' | 'Deltid';

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

// Bad dates, costs or shares are bugs upstream (the database and the forms rule them out), so they fail
// loudly rather than bill a wrong amount. An end before the start is user data and becomes an invalid line.
export function requireValidPeriod(child: ChildInput, period: CarePeriodInput): void {
  // Built only on failure: this runs for every period of a register.
  const where = () => `child ${child.id}, care period ${period.id}`;
  if (!isCalendarDate(period.start)) {
    throw new RangeError(`${where()}: start '${period.start}' is no YYYY-MM-DD date`);
  }
  if (period.end !== null && !isCalendarDate(period.end)) {
    throw new RangeError(`${where()}: end '${period.end}' is no YYYY-MM-DD date`);
  }
  if (period.costOre !== null && !isAcceptedMonthlyCost(period.costOre)) {
    throw new RangeError(`${where()}: cost ${period.costOre} is no whole number of öre within bounds`);
  }
}

export function requireCustodyPercent(child: ChildInput, guardian: GuardianShareInput): void {
  if (!Number.isInteger(guardian.percent) || guardian.percent < 0 || guardian.percent > 100) {
    throw new RangeError(
      `child ${child.id}, guardian ${guardian.id}: custody ${guardian.percent} is not 0..100`,
    );
  }
}
