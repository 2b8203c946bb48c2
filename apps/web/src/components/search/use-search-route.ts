import { useCallback } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';

// A search screen's state lives in its address, so back, forward and reload keep it: the item shown
// in the path ({base}/{id}), the search and its page in the query (?search=…&page=…). Never in browser
// storage: a search may be a civic number.

export type SearchRoute = {
  /** The search text as searched ('' for all). */
  search: string;
  /** The result page, from 0. */
  pageIndex: number;
  /** The item in the path; undefined when none is, NaN when the path names no valid id. */
  id: number | undefined;
};

export type SearchRouteChange = Partial<SearchRoute> & { replace?: boolean };

function pageIndexOf(page: string | null): number {
  const number = Number(page);
  return Number.isSafeInteger(number) && number > 1 ? number - 1 : 0;
}

function idOf(id: string | undefined): number | undefined {
  if (id === undefined) return undefined;
  return /^[1-9][0-9]{0,9}$/.test(id) ? Number(id) : Number.NaN;
}

/** The address of a state of a screen: searchPathOf('/groups', …) is '/groups/7?search=matte&page=2'. */
export function searchPathOf(basePath: string, { search, pageIndex, id }: SearchRoute): string {
  const query = new URLSearchParams();
  if (search !== '') query.set('search', search);
  if (pageIndex > 0) query.set('page', String(pageIndex + 1));
  const path = id === undefined || Number.isNaN(id) ? basePath : `${basePath}/${id}`;
  const queryText = query.toString();
  return queryText === '' ? path : `${path}?${queryText}`;
}

/** The state of the search screen at basePath, a way to change it, and the address of another item in it. */
export function useSearchRoute(basePath: string) {
  const { id: idParam } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const search = params.get('search') ?? '';
  const pageIndex = pageIndexOf(params.get('page'));
  const id = idOf(idParam);

  const change = useCallback(
    ({ replace = false, ...next }: SearchRouteChange) => {
      void navigate(searchPathOf(basePath, { search, pageIndex, id, ...next }), { replace });
    },
    [navigate, basePath, search, pageIndex, id],
  );
  /** The same search and page with another item shown. */
  const pathOf = (itemId: number) => searchPathOf(basePath, { search, pageIndex, id: itemId });

  return { search, pageIndex, id, change, pathOf };
}
