import type { TPersonLocationRole } from '@kansli/domain/persons/location-roles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { personQueryKeys } from './query-keys.ts';

export type PersonLocationRole = TPersonLocationRole;

/** A role at a unit, told apart from the same role elsewhere. */
export function roleKeyOf(role: { role_id: number; location_id: number }): string {
  return `${role.location_id}-${role.role_id}`;
}

/** GET /api/person/{id}/location_role: the person's roles at units ('Enhetsroller'). */
export function getLocationRoles(personId: number, signal?: AbortSignal) {
  return api.get<PersonLocationRole[]>(`/api/person/${personId}/location_role`, { signal });
}

export function locationRolesQueryOptions(personId: number) {
  return queryOptions({
    queryKey: personQueryKeys.locationRoles(personId),
    queryFn: ({ signal }) => getLocationRoles(personId, signal),
  });
}

export function useLocationRoles(personId: number) {
  return useQuery(locationRolesQueryOptions(personId));
}
