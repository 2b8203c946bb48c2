import { type BusinessId, businessName } from '../organisation/businesses.ts';
import type { BuiltInRoleName } from './built-in-roles.ts';

// Which roles a unit offers, and what a role given there reaches beyond it. A unit's kind is its
// business; a unit without one (the organisation's root, its staff) belongs to the organisation as a
// whole. A role made in Superadmin, whose work the code cannot know, fits every unit.

/** A unit's kind: its business, or null for the organisation's own units. */
export type UnitKind = BusinessId | null;

/** The kinds of unit each built-in role is given at. */
export const ROLE_UNIT_KINDS: Readonly<Record<BuiltInRoleName, readonly UnitKind[]>> = {
  Administratör: [null],
  Ekonom: [null],
  // IT support also works at a school for its staff and pupils.
  Supportpersonal: [null, 200, 300],
  Förskolechef: [100],
  Förskollärare: [100],
  Barnskötare: [100],
  Rektor: [200, 300],
  Lärare: [200, 300],
  Elev: [200, 300],
  Vårdnadshavare: [200],
};

const kindsOf = (roleName: string): readonly UnitKind[] | undefined =>
  (ROLE_UNIT_KINDS as Readonly<Record<string, readonly UnitKind[]>>)[roleName];

/** Whether the role is given at a unit of the business (null: of none). */
export function roleFitsUnit(roleName: string, businessId: number | null): boolean {
  const kinds = kindsOf(roleName);
  return kinds === undefined || kinds.some((kind) => kind === businessId);
}

/** The answer (409) to giving a role at a unit of a kind it does not belong to. */
export function wrongUnitKindMessage(roleName: string, businessId: number | null): string {
  const where = businessId === null ? 'på organisationens egna enheter' : `inom ${businessName(businessId)}`;
  return `Rollen ${roleName} ges inte ${where}. Välj en enhet där rollen hör hemma.`;
}

/** What a role grants in one segment, with the segment's scope. */
export interface SegmentGrant {
  segment: string;
  scope: 'global' | 'location';
  flags: number;
}

/** A segment's name and its flags' names, as the catalogue in the database holds them. */
export interface NamedSegment {
  key: string;
  name: string;
  flags: readonly { name: string; bit: number }[];
}

/**
 * The rights, as 'Segment: Flagga', that a role given at a unit holds beyond that unit: a global
 * segment's flags hold everywhere, and at the organisation's root every flag does.
 */
export function rightsBeyondUnit(
  grants: readonly SegmentGrant[],
  atRoot: boolean,
  segments: readonly NamedSegment[],
): string[] {
  return grants
    .filter((grant) => atRoot || grant.scope === 'global')
    .flatMap((grant) => {
      const segment = segments.find((known) => known.key === grant.segment);
      if (!segment) return [];
      return segment.flags
        .filter((flag) => (grant.flags & flag.bit) !== 0)
        .map((flag) => `${segment.name}: ${flag.name}`);
    });
}
