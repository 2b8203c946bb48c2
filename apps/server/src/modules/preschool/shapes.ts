import type { TCarePeriod, TLinkedPerson } from '@kansli/domain/preschool/preschool-api';
import type { preschoolCarePeriods, preschoolChildGuardians } from '../../db/schema/preschool.ts';
import type { ChildRow, GuardianRow } from './repository.ts';

export type { ChildRow, GuardianRow } from './repository.ts';
export type CarePeriodRow = typeof preschoolCarePeriods.$inferSelect;
export type LinkRow = typeof preschoolChildGuardians.$inferSelect;

export const kronorOf = (ore: number | null) => (ore === null ? null : ore / 100);

export function carePeriodOut(row: CarePeriodRow): TCarePeriod {
  return {
    id: row.id,
    child_id: row.childId,
    start: row.start,
    end: row.end,
    commune: row.commune,
    department: row.department,
    care_time: row.careTime,
    cost: kronorOf(row.costOre),
    note: row.note,
    _delete: row.deleted,
  };
}

/** The period that holds on the day, else the latest one that has started, else the first to come. */
export function currentPeriod(periods: CarePeriodRow[], today: string): CarePeriodRow | undefined {
  const live = periods.filter((p) => !p.deleted).sort((a, b) => a.start.localeCompare(b.start));
  return (
    live.find((p) => p.start <= today && (p.end === null || p.end >= today)) ??
    live.filter((p) => p.start <= today).at(-1) ??
    live[0]
  );
}

export const linkedGuardian = (
  link: LinkRow,
  guardian: Pick<GuardianRow, 'id' | 'givenName' | 'familyName' | 'email'>,
): TLinkedPerson => ({
  id: guardian.id,
  given_name: guardian.givenName,
  family_name: guardian.familyName,
  email: guardian.email,
  percent: link.percent,
});

export const linkedChild = (link: LinkRow | null, child: ChildRow, department: string): TLinkedPerson => ({
  id: child.id,
  given_name: child.givenName,
  family_name: child.familyName,
  department,
  percent: link?.percent ?? null,
});

/** Groups rows by a key, keeping their order. */
export function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

const stockholmDate = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' });

/** Today's date in Stockholm, as the staff see the calendar. */
export function todayInStockholm(now = new Date()): string {
  return stockholmDate.format(now);
}
