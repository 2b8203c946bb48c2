import { useCallback } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';

// The groups screen's state lives in its address, so back, forward and reload keep it: the group in
// the path (/groups/{id}), the search and its page in the query (?search=…&page=…).

export type GroupRoute = {
  /** The search text as searched ('' for all groups). */
  search: string;
  /** The result page, from 0. */
  pageIndex: number;
  /** The group in the path; undefined when none is, NaN when the path names no valid id. */
  groupId: number | undefined;
};

export type GroupRouteChange = Partial<GroupRoute> & { replace?: boolean };

function pageIndexOf(page: string | null): number {
  const number = Number(page);
  return Number.isSafeInteger(number) && number > 1 ? number - 1 : 0;
}

function groupIdOf(id: string | undefined): number | undefined {
  if (id === undefined) return undefined;
  return /^[1-9][0-9]{0,9}$/.test(id) ? Number(id) : Number.NaN;
}

/** The address of a state of the screen: '/groups/7?search=matte&page=2'. */
export function groupPathOf({ search, pageIndex, groupId }: GroupRoute): string {
  const query = new URLSearchParams();
  if (search !== '') query.set('search', search);
  if (pageIndex > 0) query.set('page', String(pageIndex + 1));
  const path = groupId === undefined || Number.isNaN(groupId) ? '/groups' : `/groups/${groupId}`;
  const queryText = query.toString();
  return queryText === '' ? path : `${path}?${queryText}`;
}

export function useGroupRoute() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const route: GroupRoute = {
    search: params.get('search') ?? '',
    pageIndex: pageIndexOf(params.get('page')),
    groupId: groupIdOf(id),
  };
  const { search, pageIndex, groupId } = route;

  const change = useCallback(
    ({ replace = false, ...next }: GroupRouteChange) => {
      void navigate(groupPathOf({ search, pageIndex, groupId, ...next }), { replace });
    },
    [navigate, search, pageIndex, groupId],
  );

  return { ...route, change };
}
