import type { TReadableListResponse } from '@kansli/domain/access/readable-list';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { dashboardQueryKeys } from './query-keys.ts';

export type ReadableAuthorizations = TReadableListResponse;

/**
 * A location where the user has roles, or an ancestor of one (then with empty roles and authorizations).
 * Per segment, `authorizations` holds its display name and the names of the flags held, joined with ', '.
 */
export type ReadableLocation = ReadableAuthorizations['locations'][number];

/** The user's (or the ghosted person's) roles and permissions by location, in words. */
export function getReadableAuthorizations({ signal }: { signal?: AbortSignal } = {}) {
  return api.get<ReadableAuthorizations>('/api/authorization/readable-list', { signal });
}

export function readableAuthorizationsQueryOptions() {
  return queryOptions({
    queryKey: dashboardQueryKeys.readableAuthorizations,
    queryFn: getReadableAuthorizations,
  });
}

export function useReadableAuthorizations() {
  return useQuery(readableAuthorizationsQueryOptions());
}
