import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

// The school units screen keeps its state in the address's query (spec part 2, 2): the unit and the
// tab, '/school?location=201&tab=1', so back, forward, reload and a shared link keep them.

export const SCHOOL_TABS = ['Översikt', 'Synkronisering', 'Rådata'] as const;

export type SchoolRoute = {
  /** The chosen unit; undefined while none is. */
  locationId: number | undefined;
  /** The tab's index in SCHOOL_TABS. */
  tab: number;
};

export type SchoolRouteChange = Partial<SchoolRoute> & { replace?: boolean };

function locationIdOf(value: string | null): number | undefined {
  return value !== null && /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : undefined;
}

function tabOf(value: string | null): number {
  const tab = Number(value);
  return Number.isInteger(tab) && tab >= 0 && tab < SCHOOL_TABS.length ? tab : 0;
}

/** The address of a state of the screen: '/school?location=201&tab=0'. */
export function schoolPathOf({ locationId, tab }: SchoolRoute): string {
  const query = new URLSearchParams();
  if (locationId !== undefined) query.set('location', String(locationId));
  query.set('tab', String(tab));
  return `/school?${query}`;
}

export function useSchoolRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const locationId = locationIdOf(params.get('location'));
  const tab = tabOf(params.get('tab'));

  const change = useCallback(
    ({ replace = false, ...next }: SchoolRouteChange) => {
      void navigate(schoolPathOf({ locationId, tab, ...next }), { replace });
    },
    [navigate, locationId, tab],
  );

  return { locationId, tab, change };
}
