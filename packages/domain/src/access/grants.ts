// Which flags reach a location: the pure rule behind every permission check.

export interface LocationNode {
  id: number;
  parentId: number | null;
}

export interface HeldGrant {
  segment: string;
  /** Where the grant holds: this location and all below it; null is everywhere. */
  locationId: number | null;
  flags: number;
}

/** The location and its ancestors up to the root, nearest first. */
export function ancestorsOf(locationId: number, parentOf: ReadonlyMap<number, number | null>): number[] {
  const path: number[] = [];
  let current: number | null | undefined = locationId;
  while (current != null && !path.includes(current)) {
    path.push(current);
    current = parentOf.get(current);
  }
  return path;
}

/** The flags of a segment held at a location: the union of the grants at it or above it, and the global ones. */
export function flagsAt(grants: readonly HeldGrant[], segment: string, ancestors: readonly number[]): number {
  let flags = 0;
  for (const grant of grants) {
    if (grant.segment !== segment) continue;
    if (grant.locationId === null || ancestors.includes(grant.locationId)) flags |= grant.flags;
  }
  return flags;
}

/** The flags of a segment held anywhere. */
export function flagsAnywhere(grants: readonly HeldGrant[], segment: string): number {
  return grants.reduce((flags, grant) => (grant.segment === segment ? flags | grant.flags : flags), 0);
}

/** For every location and segment, the flags that reach it; locations reached by nothing are left out. */
export function expandToLocations(
  grants: readonly HeldGrant[],
  locations: readonly LocationNode[],
): { location_id: number; auth_segment: string; auth_flags: number }[] {
  const parentOf = new Map(locations.map((l) => [l.id, l.parentId]));
  const segments = [...new Set(grants.map((g) => g.segment))];
  const result: { location_id: number; auth_segment: string; auth_flags: number }[] = [];
  for (const location of locations) {
    const ancestors = ancestorsOf(location.id, parentOf);
    for (const segment of segments) {
      const flags = flagsAt(grants, segment, ancestors);
      if (flags !== 0) result.push({ location_id: location.id, auth_segment: segment, auth_flags: flags });
    }
  }
  return result;
}
