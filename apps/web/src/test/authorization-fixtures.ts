import { segmentCatalogue } from '@kansli/domain/access/catalogue';
import type { Authorization } from '../lib/api/get-authorization.ts';

type Grant = { segment: string; flags: readonly string[]; locations: readonly number[] };

const authData: Authorization['authData'] = Object.fromEntries(
  segmentCatalogue.map((segment) => [
    segment.key,
    { segment: segment.key, flags: Object.fromEntries(segment.flags.map((flag) => [flag.key, flag.bit])) },
  ]),
);

function bitsOf(segment: string, flags: readonly string[]): number {
  return flags.reduce((mask, flag) => mask | (authData[segment]?.flags[flag] ?? 0), 0);
}

/**
 * GET /api/authorization for a user holding the grants, in the server's shape. For brevity a grant
 * lists every location it reaches rather than expanding the location tree.
 */
export function authorizationWith(grants: readonly Grant[]): Authorization {
  const locationAuthorizations = grants.flatMap(({ segment, flags, locations }) =>
    locations.map((location_id) => ({
      location_id,
      auth_segment: segment,
      auth_flags: bitsOf(segment, flags),
    })),
  );
  const anywhere = new Map<string, number>();
  for (const { auth_segment, auth_flags } of locationAuthorizations) {
    anywhere.set(auth_segment, (anywhere.get(auth_segment) ?? 0) | auth_flags);
  }
  return {
    authorization: [...anywhere].map(([auth_segment, auth_flags]) => ({ auth_segment, auth_flags })),
    authData,
    locationAuthorizations,
  };
}

const everyFlag = segmentCatalogue.map((segment) => ({
  segment: segment.key,
  flags: segment.flags.map((flag) => flag.key),
  locations: [1, 100, 101],
}));

/** The demo accounts' permissions (the seed of the server). */
export const demoAuthorizations = {
  admin: authorizationWith(everyFlag),
  forskolechef: authorizationWith([
    { segment: 'adminMenu', flags: ['PRESCHOOL'], locations: [101] },
    { segment: 'preschool', flags: ['ACCESS', 'BILLING'], locations: [101] },
  ]),
  forskollarare: authorizationWith([
    { segment: 'adminMenu', flags: ['PRESCHOOL'], locations: [101] },
    { segment: 'preschool', flags: ['ACCESS'], locations: [101] },
  ]),
  support: authorizationWith([
    { segment: 'adminMenu', flags: ['PERSONS'], locations: [1, 201] },
    { segment: 'support', flags: ['EDIT_ROLES', 'GHOST'], locations: [1, 201] },
  ]),
  larare: authorizationWith([]),
} satisfies Record<string, Authorization>;
