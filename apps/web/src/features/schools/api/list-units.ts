import type { TLocationListItem } from '@kansli/domain/schools/units';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { schoolQueryKeys } from './query-keys.ts';

export type Unit = TLocationListItem;

const swedish = new Intl.Collator('sv');

/** GET /api/locations/list?segment=location: the units the user may open, sorted by name. */
export function listUnits(signal?: AbortSignal): Promise<Unit[]> {
  return api
    .get<Unit[]>('/api/locations/list', { query: { segment: 'location' }, signal })
    .then((units) => [...units].sort((a, b) => swedish.compare(a.name, b.name)));
}

export function unitsQueryOptions() {
  return queryOptions({
    queryKey: schoolQueryKeys.units,
    queryFn: ({ signal }) => listUnits(signal),
    staleTime: 10 * 60_000,
    // Spec 8: a 401 on a list load is ignored silently (the session check shows the login).
    meta: { silentStatuses: [401] },
  });
}

export function useUnits() {
  return useQuery(unitsQueryOptions());
}
