import type { TAuditPage } from '@kansli/domain/audit/audit-log';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { nextAuditPage } from '@/components/audit-events/audit-pages.ts';
import { api } from '@/lib/api-client.ts';
import { personQueryKeys } from './query-keys.ts';

/**
 * GET /api/integration/person/{id}/history: a page of 20 of the person's entries in the audit log (their
 * changes, reads while ghosting, exports that held them), newest first, below the id `before`.
 */
export function getPersonHistory(personId: number, before: number | undefined, signal?: AbortSignal) {
  return api.get<TAuditPage>(`/api/integration/person/${personId}/history`, { signal, query: { before } });
}

export function personHistoryQueryOptions(personId: number) {
  return infiniteQueryOptions({
    // Under the person's key: a change to the person makes the history stale too.
    queryKey: personQueryKeys.history(personId),
    queryFn: ({ pageParam, signal }) => getPersonHistory(personId, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: nextAuditPage,
  });
}

/** Loaded only when 'Historik' is opened. */
export function usePersonHistory(personId: number, enabled: boolean) {
  return useInfiniteQuery({ ...personHistoryQueryOptions(personId), enabled });
}
