import type { TAdminSegment } from '@kansli/domain/superadmin/authorization-admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { superadminQueryKeys } from './query-keys.ts';

export type AdminSegment = TAdminSegment;
export type AdminFlag = AdminSegment['flags'][number];

/** GET /api/authorization/list: the segments, each with its flags. */
export function listSegments(signal?: AbortSignal): Promise<AdminSegment[]> {
  return api.get<AdminSegment[]>('/api/authorization/list', { signal });
}

export function segmentsQueryOptions() {
  return queryOptions({
    queryKey: superadminQueryKeys.segments,
    queryFn: ({ signal }) => listSegments(signal),
    meta: { silentStatuses: [401] },
  });
}

export function useSegments() {
  return useQuery(segmentsQueryOptions());
}
