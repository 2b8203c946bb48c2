import type {
  TPreschoolLocation,
  TPreschoolLocationsResponse,
} from '@kansli/domain/preschool/list-locations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { preschoolQueryKeys } from './query-keys.ts';

export type PreschoolUnit = TPreschoolLocation;

/** GET /api/preschool/locations: the units the user may open, the own one marked `selected`. */
export function listLocations({ signal }: { signal?: AbortSignal } = {}): Promise<PreschoolUnit[]> {
  return api
    .get<TPreschoolLocationsResponse>('/api/preschool/locations', { signal })
    .then((answer) => answer.locations);
}

export function locationsQueryOptions() {
  return queryOptions({
    queryKey: preschoolQueryKeys.locations,
    queryFn: listLocations,
    staleTime: 10 * 60_000,
    // Spec 8: a 401 on the unit load is ignored silently (the session check shows the login).
    meta: { silentStatuses: [401] },
  });
}

export function usePreschoolLocations() {
  return useQuery(locationsQueryOptions());
}
