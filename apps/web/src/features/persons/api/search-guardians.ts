import { GUARDIAN_SEARCH_MIN_LENGTH } from '@kansli/domain/persons/guardians';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import type { LinkedPerson } from './get-guardians-pupils.ts';
import { personQueryKeys } from './query-keys.ts';

/** What the server searches by: digits and a hyphen of a civic number (ZGuardianSearchParams). */
const CIVIC_NUMBER_PART = /^[0-9-]+$/;

/** Whether the text is one the guardian search takes: 3 to 13 digits or hyphens (spec 5.3). */
export function isGuardianQuery(text: string): boolean {
  const query = text.trim();
  return query.length >= GUARDIAN_SEARCH_MIN_LENGTH && query.length <= 13 && CIVIC_NUMBER_PART.test(query);
}

/** GET /api/persons/getGuardianFromPNR/{query}: persons whose civic number holds the digits. */
export function searchGuardians(query: string, signal?: AbortSignal) {
  return api.get<LinkedPerson[]>(`/api/persons/getGuardianFromPNR/${encodeURIComponent(query)}`, {
    signal,
  });
}

export function guardianSearchQueryOptions(query: string) {
  return queryOptions({
    // The same digits typed again are answered from the cache (spec 5.3: de-duplicated).
    queryKey: personQueryKeys.guardianSearch(query),
    queryFn: ({ signal }) => searchGuardians(query, signal),
    staleTime: 60_000,
  });
}

export function useGuardianSearch(query: string) {
  const text = query.trim();
  return useQuery({ ...guardianSearchQueryOptions(text), enabled: isGuardianQuery(text) });
}
