import { ROLE_SEARCH_MIN_LENGTH, type TRoleSearchHit } from '@kansli/domain/persons/location-roles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { personQueryKeys } from './query-keys.ts';

export type RoleSearchHit = TRoleSearchHit;

/** GET /api/roles/search/{query}: roles at units whose names match (spec 7.3). */
export function searchRoles(query: string, signal?: AbortSignal) {
  return api.get<RoleSearchHit[]>(`/api/roles/search/${encodeURIComponent(query)}`, { signal });
}

export function roleSearchQueryOptions(query: string) {
  return queryOptions({
    // The same text typed again is answered from the cache (spec 5.3: de-duplicated).
    queryKey: personQueryKeys.roleSearch(query),
    queryFn: ({ signal }) => searchRoles(query, signal),
    staleTime: 60_000,
  });
}

/** Searches once the (debounced) text has the minimum length of spec 5.3. */
export function useRoleSearch(query: string) {
  const text = query.trim();
  return useQuery({ ...roleSearchQueryOptions(text), enabled: text.length >= ROLE_SEARCH_MIN_LENGTH });
}
