import { publishableUnits, type TPublishLocation } from '@kansli/domain/groups/publishing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { unitQueryKeys } from './query-keys.ts';

// The publish dialog's units, shared by the groups and the preschool screens.

export type PublishLocation = TPublishLocation;

export const publishLocationsQueryKey = unitQueryKeys.publishLocations;

/** GET /api/publish/locations: the units the user may publish, in the dialog's order whatever the server sent. */
export async function getPublishLocations({
  signal,
}: {
  signal?: AbortSignal;
} = {}): Promise<PublishLocation[]> {
  return publishableUnits(await api.get<PublishLocation[]>('/api/publish/locations', { signal }));
}

export function publishLocationsQueryOptions() {
  return queryOptions({
    queryKey: publishLocationsQueryKey,
    queryFn: getPublishLocations,
    staleTime: 5 * 60_000,
    // The dialog says so itself.
    meta: { silent: true },
  });
}

export function usePublishLocations({ enabled }: { enabled: boolean }) {
  return useQuery({ ...publishLocationsQueryOptions(), enabled });
}
