import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

// The superadmin screen keeps its tab and the Behörigheter tab's sub-tab in the address's query,
// '/superadmin?tab=1&view=0', so back, forward, reload and a shared link keep them.

export const SUPERADMIN_TABS = ['Översikt', 'Behörigheter', 'Databas'] as const;
export const PERMISSION_VIEWS = ['Roller', 'Behörighetsinställningar'] as const;

export type SuperadminRoute = {
  /** The tab's index in SUPERADMIN_TABS. */
  tab: number;
  /** The Behörigheter tab's sub-tab, an index in PERMISSION_VIEWS. */
  view: number;
};

function indexOf(value: string | null, count: number): number {
  const index = Number(value);
  return Number.isInteger(index) && index >= 0 && index < count ? index : 0;
}

/** The address of a state of the screen: '/superadmin?tab=1&view=0'. */
export function superadminPathOf({ tab, view }: SuperadminRoute): string {
  return `/superadmin?${new URLSearchParams({ tab: String(tab), view: String(view) })}`;
}

export function useSuperadminRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const tab = indexOf(params.get('tab'), SUPERADMIN_TABS.length);
  const view = indexOf(params.get('view'), PERMISSION_VIEWS.length);

  const change = useCallback(
    (next: Partial<SuperadminRoute>) => {
      void navigate(superadminPathOf({ tab, view, ...next }));
    },
    [navigate, tab, view],
  );

  return { tab, view, change };
}
