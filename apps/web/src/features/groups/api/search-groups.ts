import { GROUP_PAGE_SIZE, type TGroupSearchResponse } from '@kansli/domain/groups/groups';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { pause } from '@/lib/pause.ts';
import { groupQueryKeys } from './query-keys.ts';

export type GroupSearch = { search: string; pageIndex: number };

/** Spec 9: the group search request goes out this long after the search changed. */
export const GROUP_SEARCH_REQUEST_DELAY_MS = 100;

/** GET /api/integration/groups: one page (8) of the groups the search finds (spec part 2, 2 and 7). */
export function searchGroups({ search, pageIndex }: GroupSearch, signal?: AbortSignal) {
  return api.get<TGroupSearchResponse>('/api/integration/groups', {
    query: { search, pageIndex, pageSize: GROUP_PAGE_SIZE },
    signal,
  });
}

export function groupSearchQueryOptions(query: GroupSearch) {
  return queryOptions({
    queryKey: groupQueryKeys.search(query),
    queryFn: async ({ signal }) => {
      await pause(GROUP_SEARCH_REQUEST_DELAY_MS, signal);
      return searchGroups(query, signal);
    },
    // Another page of the same search keeps the list in place while it loads; a new search shows
    // the skeletons rather than groups that answer another question.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2].search === query.search ? keepPreviousData(previous) : undefined,
    // Spec 8: a 401 on a list load is ignored silently (the session check shows the login).
    meta: { silentStatuses: [401] },
  });
}

export function useGroupSearch(query: GroupSearch) {
  return useQuery(groupSearchQueryOptions(query));
}
