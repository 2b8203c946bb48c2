import { monthOfDate } from '@kansli/domain/calendar/dates';
import { dateInStockholm } from '@kansli/domain/calendar/stockholm';
import type { TLinkedPerson } from '@kansli/domain/preschool/linked-person';
import { type OverviewChild, useOverview } from '@/features/preschool/api/get-overview.ts';
import type { PreschoolPerson } from '@/features/preschool/api/search-persons.ts';
import { usePreschoolScreen } from '@/features/preschool/state/screen-context.ts';

// What the view panels know beyond a search result: the unit's overview of the current month holds a
// child's note, siblings and invoice lines, and the other guardians of a guardian's children.

/** In place of a part whose data failed to load; the error notice has said why. */
export const FAILED_TEXT = 'Kunde inte hämtas';

export function todayInStockholm(): string {
  return dateInStockholm(new Date());
}

const monthTitleFormat = new Intl.DateTimeFormat('sv-SE', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'november 2026' for '2026-11'. */
export function monthTitle(month: string): string {
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  return monthTitleFormat.format(new Date(Date.UTC(year, monthNumber - 1, 1)));
}

/** 'Andel 30 %' for a custody share that is set and not 100 (spec 3, linked person). */
export function shareText(percent: number | null): string | undefined {
  return percent === null || percent === 100 ? undefined : `Andel ${percent} %`;
}

export const fullName = (person: { given_name: string; family_name: string }) =>
  `${person.given_name} ${person.family_name}`;

/** The unit's overview of the current month, fetched only when `needed`. */
export function useCurrentOverview(needed: boolean) {
  const { unit } = usePreschoolScreen();
  const month = monthOfDate(todayInStockholm());
  const query = useOverview(needed ? unit.cost_center : undefined, month);
  return {
    month,
    children: query.data?.children,
    isPending: needed && query.isPending,
  };
}

/**
 * The overview's children that share a guardian with the child. The overview holds only active
 * children, so an inactive sibling is not among them.
 */
export function siblingsInOverview(
  child: PreschoolPerson,
  children: readonly OverviewChild[],
): TLinkedPerson[] {
  const guardianIds = new Set(child.guardians.map((guardian) => guardian.id));
  return children
    .filter((other) => other.id !== child.id && other.guardians.some((g) => guardianIds.has(g.id)))
    .map((other) => ({
      id: other.id,
      given_name: other.given_name,
      family_name: other.family_name,
      department: other.department,
      percent: null,
    }));
}

export interface SharedGuardian {
  guardian: TLinkedPerson;
  /** Given names of the children the two share. */
  children: string[];
}

/** The other guardians of the guardian's children that are in the overview. */
export function sharedGuardiansInOverview(
  guardian: PreschoolPerson,
  children: readonly OverviewChild[],
): SharedGuardian[] {
  const ownChildren = new Set(guardian.children.map((child) => child.id));
  const shared = new Map<number, SharedGuardian>();
  for (const child of children) {
    if (!ownChildren.has(child.id)) continue;
    for (const other of child.guardians) {
      if (other.id === guardian.id) continue;
      const entry = shared.get(other.id) ?? { guardian: other, children: [] };
      entry.children.push(child.given_name);
      shared.set(other.id, entry);
    }
  }
  return [...shared.values()];
}
