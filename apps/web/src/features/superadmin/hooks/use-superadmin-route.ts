import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { type AuditFilter, parseAuditFilter, setAuditParams } from '../utils/audit-filter.ts';
import { type DatabaseFilter, filterParam, parseFilterParam } from '../utils/database-filter.ts';

// The superadmin screen keeps its state in the address's query, '/superadmin?tab=1&view=0', so back,
// forward, reload and a shared link keep it: the tab, the Behörigheter tab's sub-tab, and the
// Databas tab's table, filter and first row ('&table=persons&filter={"id":"=5"}&offset=100'), the
// Logg tab's filters ('&personId=5&action=person.'), and on Integrationer how a connection to Visma
// went ('&visma=error'), which any change of the screen's state leaves behind.

export const SUPERADMIN_TABS = [
  'Översikt',
  'Behörigheter',
  'Databas',
  'Logg',
  'Integrationer',
  'Organisation',
] as const;
export const PERMISSION_VIEWS = ['Roller', 'Behörighetsinställningar'] as const;
export const DATABASE_TAB = 2;
export const AUDIT_TAB = 3;
export const INTEGRATIONS_TAB = 4;
export const ORGANISATION_TAB = 5;

export type SuperadminRoute = {
  /** The tab's index in SUPERADMIN_TABS. */
  tab: number;
  /** The Behörigheter tab's sub-tab, an index in PERMISSION_VIEWS. */
  view: number;
  /** The Databas tab's table, null before one is chosen. */
  table: string | null;
  filter: DatabaseFilter;
  /** The first row of the page shown, counted from 0. */
  offset: number;
  /** The Logg tab's filters. */
  audit: AuditFilter;
};

function indexOf(value: string | null, count: number): number {
  const index = Number(value);
  return Number.isInteger(index) && index >= 0 && index < count ? index : 0;
}

function offsetOf(value: string | null): number {
  const offset = Number(value);
  return Number.isSafeInteger(offset) && offset > 0 ? offset : 0;
}

/** The address of a state of the screen: '/superadmin?tab=1&view=0'. */
export function superadminPathOf({ tab, view, table, filter, offset, audit }: SuperadminRoute): string {
  const params = new URLSearchParams({ tab: String(tab), view: String(view) });
  if (tab === AUDIT_TAB) setAuditParams(params, audit);
  if (table) {
    params.set('table', table);
    const filterText = filterParam(filter);
    if (filterText) params.set('filter', filterText);
    if (offset > 0) params.set('offset', String(offset));
  }
  return `/superadmin?${params}`;
}

export function useSuperadminRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const tab = indexOf(params.get('tab'), SUPERADMIN_TABS.length);
  const view = indexOf(params.get('view'), PERMISSION_VIEWS.length);
  const table = params.get('table');
  const filterText = params.get('filter');
  const offset = offsetOf(params.get('offset'));
  const auditKey = tab === AUDIT_TAB ? params.toString() : '';
  const audit = useMemo(() => parseAuditFilter(new URLSearchParams(auditKey)), [auditKey]);

  /** A new state; `replace` for a step not worth going back to (a filter typed). */
  const change = useCallback(
    (next: Partial<SuperadminRoute>, { replace = false } = {}) => {
      const current = { tab, view, table, filter: parseFilterParam(filterText), offset, audit };
      void navigate(superadminPathOf({ ...current, ...next }), { replace });
    },
    [navigate, tab, view, table, filterText, offset, audit],
  );

  const vismaConnectionFailed = tab === INTEGRATIONS_TAB && params.get('visma') === 'error';

  return { tab, view, table, filterText, offset, audit, vismaConnectionFailed, change };
}
