import type { TOverviewChild, TOverviewResponse } from '@kansli/domain/preschool/unit-overview';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { preschoolQueryKeys } from './query-keys.ts';

export type Overview = TOverviewResponse;
export type OverviewChild = TOverviewChild;

/** GET /api/preschool/{cost_center}/overview: the unit's active children with their lines for the month. */
export function getOverview(costCenter: string, period: string, signal?: AbortSignal): Promise<Overview> {
  return api.get<Overview>(`/api/preschool/${encodeURIComponent(costCenter)}/overview`, {
    query: { period },
    signal,
  });
}

export function overviewQueryOptions(costCenter: string, period: string) {
  return queryOptions({
    queryKey: preschoolQueryKeys.overview(costCenter, period),
    queryFn: ({ signal }) => getOverview(costCenter, period, signal),
  });
}

export function useOverview(costCenter: string | undefined, period: string) {
  return useQuery({ ...overviewQueryOptions(costCenter ?? '', period), enabled: costCenter !== undefined });
}
