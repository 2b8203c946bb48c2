import type { TPreschoolPerson, TPreschoolSearchResponse } from '@kansli/domain/preschool/search-persons';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { preschoolQueryKeys } from './query-keys.ts';

export type PreschoolPerson = TPreschoolPerson;
export type PreschoolSearchAnswer = TPreschoolSearchResponse;
export type PreschoolSearch = { search: string; legalguardians: '0' | '1'; pageIndex: number };

/** GET /api/preschool/{costCenter}: one page (10) of the unit's children or guardians. */
export function searchPersons(costCenter: string, query: PreschoolSearch, signal?: AbortSignal) {
  return api.get<PreschoolSearchAnswer>(`/api/preschool/${encodeURIComponent(costCenter)}`, {
    query,
    signal,
  });
}

export function searchQueryOptions(costCenter: string, query: PreschoolSearch) {
  return queryOptions({
    queryKey: preschoolQueryKeys.search(costCenter, query),
    queryFn: ({ signal }) => searchPersons(costCenter, query, signal),
    // The previous page of the same search stays while the next loads, so the list does not jump; a
    // new search or type shows the skeleton rather than results that answer another question.
    placeholderData: (previous, previousQuery) => {
      const last = previousQuery?.queryKey[4];
      return last && last.search === query.search && last.legalguardians === query.legalguardians
        ? previous
        : undefined;
    },
  });
}

export function usePreschoolSearch(costCenter: string | undefined, query: PreschoolSearch) {
  return useQuery({ ...searchQueryOptions(costCenter ?? '', query), enabled: costCenter !== undefined });
}
