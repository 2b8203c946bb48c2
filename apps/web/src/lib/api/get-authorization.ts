import type { TAuthorizationResponse } from '@kansli/domain/access/authorization';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { sharedQueryKeys } from './query-keys.ts';

// Shared by the shell, the route guards and every feature that shows or hides by permission. Only
// the type comes from the domain package here, so this module stays light enough for the login page.

export type Authorization = TAuthorizationResponse;

export function getAuthorization({ signal }: { signal?: AbortSignal } = {}): Promise<Authorization> {
  return api.get<Authorization>('/api/authorization', { signal });
}

export function authorizationQueryOptions() {
  return queryOptions({
    queryKey: sharedQueryKeys.authorization,
    queryFn: getAuthorization,
    // Permission changes by a superadmin reach open tabs within minutes; navigating does not refetch.
    staleTime: 5 * 60_000,
    // Spec 8: a failed load marks the user unauthorized and is logged, without the error notice.
    meta: { silent: true },
    // After a failure the user stays unauthorized until a reload: a new try would blank the shell with
    // the loading spinner each time a guard mounts or the window gets focus.
    retryOnMount: false,
    refetchOnWindowFocus: (query) => query.state.data !== undefined,
    refetchOnReconnect: (query) => query.state.data !== undefined,
  });
}

export function useAuthorization() {
  return useQuery(authorizationQueryOptions());
}
