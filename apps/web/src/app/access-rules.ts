import { holdsFlagAt } from '@kansli/domain/access/authorization';
import type { Authorization } from '../lib/authorization.ts';

/** The guards of spec part 1 §2.1 and part 2 §2 beyond the login; the router names them by key. */
export type RouteAccess = 'persons' | 'preschool' | 'studybuddy';

export const routeAccessRules: Record<RouteAccess, (authorization: Authorization) => boolean> = {
  // The person route needs a location-level check (spec 6): the flag at some location.
  persons: (authorization) => holdsFlagAt(authorization, 'adminMenu', 'PERSONS', null),
  preschool: (authorization) => holdsFlagAt(authorization, 'preschool', 'ACCESS', null),
  studybuddy: (authorization) => holdsFlagAt(authorization, 'studybuddy', 'ACCESS', null),
};
