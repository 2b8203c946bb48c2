import { useCallback } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';

// The person screen's state lives in its address, so back, forward and reload keep it: the person in
// the path (/person/{id}), the search and its page in the query (?search=…&page=…). Never in browser
// storage: a search may be a civic number.

export type PersonRoute = {
  /** The search text as searched ('' for all persons). */
  search: string;
  /** The result page, from 0. */
  pageIndex: number;
  /** The person in the path; undefined when none is, NaN when the path names no valid id. */
  personId: number | undefined;
};

export type PersonRouteChange = Partial<PersonRoute> & { replace?: boolean };

function pageIndexOf(page: string | null): number {
  const number = Number(page);
  return Number.isSafeInteger(number) && number > 1 ? number - 1 : 0;
}

function personIdOf(id: string | undefined): number | undefined {
  if (id === undefined) return undefined;
  return /^[1-9][0-9]{0,9}$/.test(id) ? Number(id) : Number.NaN;
}

/** The address of a state of the screen: '/person/42?search=Lind&page=2'. */
export function personPathOf({ search, pageIndex, personId }: PersonRoute): string {
  const query = new URLSearchParams();
  if (search !== '') query.set('search', search);
  if (pageIndex > 0) query.set('page', String(pageIndex + 1));
  const path = personId === undefined || Number.isNaN(personId) ? '/person' : `/person/${personId}`;
  const queryText = query.toString();
  return queryText === '' ? path : `${path}?${queryText}`;
}

export function usePersonRoute() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const route: PersonRoute = {
    search: params.get('search') ?? '',
    pageIndex: pageIndexOf(params.get('page')),
    personId: personIdOf(id),
  };
  const { search, pageIndex, personId } = route;

  const change = useCallback(
    ({ replace = false, ...next }: PersonRouteChange) => {
      void navigate(personPathOf({ search, pageIndex, personId, ...next }), { replace });
    },
    [navigate, search, pageIndex, personId],
  );

  return { ...route, change };
}
