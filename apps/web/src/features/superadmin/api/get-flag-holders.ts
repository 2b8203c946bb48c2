import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import type { GrantEntry } from './get-role-grants.ts';
import { superadminQueryKeys } from './query-keys.ts';

/** GET /api/permissions/flag/{flagId}/list?context=role: the roles holding the flag (`context_id`). */
export function getFlagHolders(flagId: number, signal?: AbortSignal): Promise<GrantEntry[]> {
  return api.get<GrantEntry[]>(`/api/permissions/flag/${flagId}/list`, {
    query: { context: 'role' },
    signal,
  });
}

export function flagHoldersQueryOptions(flagId: number) {
  return queryOptions({
    queryKey: superadminQueryKeys.flagHolders(flagId),
    queryFn: ({ signal }) => getFlagHolders(flagId, signal),
    meta: { silentStatuses: [401] },
  });
}

export function useFlagHolders(flagId: number | null) {
  return useQuery({ ...flagHoldersQueryOptions(flagId ?? 0), enabled: flagId !== null });
}
