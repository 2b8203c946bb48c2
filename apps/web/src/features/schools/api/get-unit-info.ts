import type { TLocationInfo } from '@kansli/domain/schools/units';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { schoolQueryKeys } from './query-keys.ts';

export type UnitInfo = TLocationInfo;

/** GET /api/location/{id}/info: the unit with the ids the school systems know it by. */
export function getUnitInfo(locationId: number, signal?: AbortSignal): Promise<UnitInfo> {
  return api.get<UnitInfo>(`/api/location/${locationId}/info`, { signal });
}

export function unitInfoQueryOptions(locationId: number) {
  return queryOptions({
    queryKey: schoolQueryKeys.info(locationId),
    queryFn: ({ signal }) => getUnitInfo(locationId, signal),
    meta: { silentStatuses: [401] },
  });
}

export function useUnitInfo(locationId: number) {
  return useQuery(unitInfoQueryOptions(locationId));
}
