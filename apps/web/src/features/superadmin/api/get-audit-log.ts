import type { TAuditPage } from '@kansli/domain/audit/audit-log';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { nextAuditPage } from '@/components/audit-events/audit-pages.ts';
import { api } from '@/lib/api-client.ts';
import type { AuditLogQuery } from '../utils/audit-filter.ts';
import { superadminQueryKeys } from './query-keys.ts';

/** GET /api/audit: a page of 50 entries the filters leave, newest first, below the id `before`. */
export function getAuditLog(query: AuditLogQuery, before: number | undefined, signal?: AbortSignal) {
  return api.get<TAuditPage>('/api/audit', { signal, query: { ...query, before } });
}

export function auditLogQueryOptions(query: AuditLogQuery) {
  return infiniteQueryOptions({
    queryKey: superadminQueryKeys.auditLog(query),
    queryFn: ({ pageParam, signal }) => getAuditLog(query, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: nextAuditPage,
    meta: { silentStatuses: [401] },
  });
}

export function useAuditLog(query: AuditLogQuery, enabled = true) {
  return useInfiniteQuery({ ...auditLogQueryOptions(query), enabled });
}
