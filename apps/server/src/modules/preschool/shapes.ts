import { kronorFromOre } from '@kansli/domain/money/ore';
import type { TCarePeriod } from '@kansli/domain/preschool/care-period';
import type { TLinkedPerson } from '@kansli/domain/preschool/linked-person';
import type { preschoolCarePeriods, preschoolChildGuardians } from '../../db/schema/preschool.ts';
import type { ChildRow, GuardianRow } from './repository.ts';

// Rows of the database as the answers of several endpoints show them.

export type CarePeriodRow = typeof preschoolCarePeriods.$inferSelect;
export type LinkRow = typeof preschoolChildGuardians.$inferSelect;

export function carePeriodOut(row: CarePeriodRow): TCarePeriod {
  return {
    id: row.id,
    child_id: row.childId,
    start: row.start,
    end: row.end,
    commune: row.commune,
    department: row.department,
    care_time: row.careTime,
    cost: row.costOre === null ? null : kronorFromOre(row.costOre),
    note: row.note,
    _delete: row.deleted,
  };
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
