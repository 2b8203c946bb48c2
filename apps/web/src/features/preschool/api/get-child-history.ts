import type { TAuditPage } from '@kansli/domain/audit/audit-log';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { nextAuditPage } from '@/components/audit-events/audit-pages.ts';
import { api } from '@/lib/api-client.ts';
import { preschoolQueryKeys } from './query-keys.ts';

/**
 * GET /api/preschool/{costCenter}/child/{childId}/history: a page of 20 of the child's entries in the
 * audit log (changes, reads of the unit while ghosting, statistics exports), newest first.
 */
export function getChildHistory(
  costCenter: string,
  childId: number,
  before: number | undefined,
  signal?: AbortSignal,
) {
  return api.get<TAuditPage>(`/api/preschool/${encodeURIComponent(costCenter)}/child/${childId}/history`, {
    signal,
    query: { before },
  });
}

export function childHistoryQueryOptions(costCenter: string, childId: number) {
  return infiniteQueryOptions({
    // Under the unit's key: a save at the unit makes the history stale too.
    queryKey: preschoolQueryKeys.childHistory(costCenter, childId),
    queryFn: ({ pageParam, signal }) => getChildHistory(costCenter, childId, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: nextAuditPage,
  });
}

/** Loaded only when 'Historik' is opened. */
export function useChildHistory(costCenter: string, childId: number, enabled: boolean) {
  return useInfiniteQuery({ ...childHistoryQueryOptions(costCenter, childId), enabled });
}
