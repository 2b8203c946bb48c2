import type { TRole } from '@kansli/domain/superadmin/authorization-admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { superadminQueryKeys } from './query-keys.ts';

export type Role = TRole;

/** GET /api/role/list: every role. */
export function listRoles(signal?: AbortSignal): Promise<Role[]> {
  return api.get<Role[]>('/api/role/list', { signal });
}

export function rolesQueryOptions() {
  return queryOptions({
    queryKey: superadminQueryKeys.roles,
    queryFn: ({ signal }) => listRoles(signal),
    meta: { silentStatuses: [401] },
  });
}

export function useRoles() {
  return useQuery(rolesQueryOptions());
}
