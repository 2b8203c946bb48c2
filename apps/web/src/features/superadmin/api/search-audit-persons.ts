import type { TPersonSearchResponse } from '@kansli/domain/persons/search-persons';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { superadminQueryKeys } from './query-keys.ts';

export type AuditPerson = { id: number; name: string; roles: string[] };

/** GET /api/integration/persons: the persons the Logg tab's picker offers for a search (8 of them). */
export function searchAuditPersons(search: string, signal?: AbortSignal): Promise<AuditPerson[]> {
  return api
    .get<TPersonSearchResponse>('/api/integration/persons', { signal, query: { search, pageIndex: 0 } })
    .then((answer) =>
      answer.data.persons.map((person) => ({
        id: person.id,
        name: `${person.givenName} ${person.familyName}`,
        roles: person.roles,
      })),
    );
}

export function auditPersonSearchQueryOptions(search: string) {
  return queryOptions({
    queryKey: superadminQueryKeys.auditPersonSearch(search),
    queryFn: ({ signal }) => searchAuditPersons(search, signal),
    // The picker says itself that it cannot search: a superadmin may lack adminMenu PERSONS.
    meta: { silentStatuses: [401, 403] },
  });
}

/** Searches once `search` holds two characters. */
export function useAuditPersonSearch(search: string) {
  return useQuery({ ...auditPersonSearchQueryOptions(search), enabled: search.length >= 2 });
}
