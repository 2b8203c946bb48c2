import type { TSpecialRolePerson } from '@kansli/domain/schools/units';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { schoolQueryKeys } from './query-keys.ts';

export type SpecialRolePerson = TSpecialRolePerson;

/** GET /api/persons/specialRoles/{locationId}: who holds a role at the unit beyond the ordinary ones. */
export function getSpecialRoles(locationId: number, signal?: AbortSignal): Promise<SpecialRolePerson[]> {
  return api.get<SpecialRolePerson[]>(`/api/persons/specialRoles/${locationId}`, { signal });
}

export function specialRolesQueryOptions(locationId: number) {
  return queryOptions({
    queryKey: schoolQueryKeys.specialRoles(locationId),
    queryFn: ({ signal }) => getSpecialRoles(locationId, signal),
    meta: { silentStatuses: [401] },
  });
}

export function useSpecialRoles(locationId: number) {
  return useQuery(specialRolesQueryOptions(locationId));
}
