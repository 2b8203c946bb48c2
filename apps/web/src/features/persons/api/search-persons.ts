import {
  PERSON_PAGE_SIZE,
  type TPersonSearchHit,
  type TPersonSearchResponse,
} from '@kansli/domain/persons/search-persons';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { personQueryKeys } from './query-keys.ts';

export type PersonSearchHit = TPersonSearchHit;
export type PersonSearchAnswer = TPersonSearchResponse['data'];
export type PersonSearch = { search: string; pageIndex: number };

/** GET /api/integration/persons: one page (8) of the persons the search finds (spec 2.4, 7.2). */
export function searchPersons({ search, pageIndex }: PersonSearch, signal?: AbortSignal) {
  return api
    .get<TPersonSearchResponse>('/api/integration/persons', {
      query: { search, pageIndex, pageSize: PERSON_PAGE_SIZE },
      signal,
    })
    .then((answer) => answer.data);
}

export function personSearchQueryOptions(query: PersonSearch) {
  return queryOptions({
    queryKey: personQueryKeys.search(query),
    queryFn: ({ signal }) => searchPersons(query, signal),
    // Another page of the same search keeps the list in place while it loads; a new search shows
    // the skeleton cards rather than hits that answer another question.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2].search === query.search ? keepPreviousData(previous) : undefined,
  });
}

export function usePersonSearch(query: PersonSearch) {
  return useQuery(personSearchQueryOptions(query));
}
