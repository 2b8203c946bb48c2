import type { TGrantEntry } from '@kansli/domain/superadmin/authorization-admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { superadminQueryKeys } from './query-keys.ts';

export type GrantEntry = TGrantEntry;

/** GET /api/permissions/role/{roleId}/list: the role's grants, one per segment. */
export function getRoleGrants(roleId: number, signal?: AbortSignal): Promise<GrantEntry[]> {
  return api.get<GrantEntry[]>(`/api/permissions/role/${roleId}/list`, { signal });
}

export function roleGrantsQueryOptions(roleId: number) {
  return queryOptions({
    queryKey: superadminQueryKeys.roleGrants(roleId),
    queryFn: ({ signal }) => getRoleGrants(roleId, signal),
    meta: { silentStatuses: [401] },
  });
}

export function useRoleGrants(roleId: number | null) {
  return useQuery({ ...roleGrantsQueryOptions(roleId ?? 0), enabled: roleId !== null });
}
