import { z } from 'zod';
import type { FlagKey, SegmentKey } from './catalogue.ts';

// The shapes of GET /api/authorization (spec part 1, sections 3 and 7.1) and the checks made on them.
// The server and the web app both decide with these functions.

export const ZSegmentFlags = z.object({ auth_segment: z.string(), auth_flags: z.number().int() });

export const ZLocationFlags = ZSegmentFlags.extend({ location_id: z.number().int() });
export type TLocationFlags = z.infer<typeof ZLocationFlags>;

export const ZAuthorizationResponse = z.object({
  /** Per segment, every flag the user holds anywhere. */
  authorization: z.array(ZSegmentFlags),
  /** Per segment key, its flags by key with their bits. */
  authData: z.record(
    z.string(),
    z.object({ segment: z.string(), flags: z.record(z.string(), z.number().int()) }),
  ),
  /** Per location and segment, the flags held there, through grants at the location or above it. */
  locationAuthorizations: z.array(ZLocationFlags),
});
export type TAuthorizationResponse = z.infer<typeof ZAuthorizationResponse>;

function bitOf(authorization: TAuthorizationResponse, segment: SegmentKey, flag: string): number {
  return authorization.authData[segment]?.flags[flag] ?? 0;
}

/** Whether the user holds the flag of the segment at all (spec: a global check). */
export function holdsFlag<S extends SegmentKey>(
  authorization: TAuthorizationResponse,
  segment: S,
  flag: FlagKey<S>,
): boolean {
  const bit = bitOf(authorization, segment, flag);
  return (
    bit !== 0 &&
    authorization.authorization.some((a) => a.auth_segment === segment && (a.auth_flags & bit) !== 0)
  );
}

/** Whether the user holds the flag at the location, or at any location when `locationId` is null. */
export function holdsFlagAt<S extends SegmentKey>(
  authorization: TAuthorizationResponse,
  segment: S,
  flag: FlagKey<S>,
  locationId: number | null,
): boolean {
  const bit = bitOf(authorization, segment, flag);
  return (
    bit !== 0 &&
    authorization.locationAuthorizations.some(
      (a) =>
        a.auth_segment === segment &&
        (locationId === null || a.location_id === locationId) &&
        (a.auth_flags & bit) !== 0,
    )
  );
}

/** Whether the user holds at least one of the flags (a menu entry shows when it does). */
export function holdsAnyFlag<S extends SegmentKey>(
  authorization: TAuthorizationResponse,
  segment: S,
  flags: readonly FlagKey<S>[],
) {
  return flags.some((flag) => holdsFlag(authorization, segment, flag));
}
