import type { TPersonCard } from '@kansli/domain/persons/person-card';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { superadminQueryKeys } from './query-keys.ts';

/**
 * GET /api/integration/person/{id}: the name of a person the Logg tab filters by. The address holds only
 * the id, so a reloaded or shared filter names its person again from here.
 */
export function getAuditPersonName(personId: number, signal?: AbortSignal): Promise<string> {
  return api
    .get<{ data: TPersonCard }>(`/api/integration/person/${personId}`, { signal })
    .then(({ data }) => `${data.givenName} ${data.familyName}`);
}

export function auditPersonNameQueryOptions(personId: number) {
  return queryOptions({
    queryKey: superadminQueryKeys.auditPersonName(personId),
    queryFn: ({ signal }) => getAuditPersonName(personId, signal),
    staleTime: Number.POSITIVE_INFINITY,
    // Without adminMenu PERSONS, or for a person since removed, the picker shows the id instead.
    meta: { silentStatuses: [401, 403, 404] },
  });
}

export function useAuditPersonName(personId: number | null, enabled: boolean) {
  return useQuery({ ...auditPersonNameQueryOptions(personId ?? 0), enabled: enabled && personId !== null });
}
