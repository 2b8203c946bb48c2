import { decodeQpm, encodeQpm, type PreschoolView } from '@kansli/domain/preschool/qpm';
import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';

// The screen's view lives in the URL (`unit` and `qpm`), so reload, back/forward and a copied link
// restore it, and per route in local storage, so coming back through the menu does too. Local storage
// keeps no search text: a name must not stay in the browser after the session.
// Every address the screen writes is marked in the history entry, so its bare default view is kept
// through Back and reload, and only a bare address from outside (the menu, a typed link) is restored.

const OWN_ENTRY = { preschoolView: true } as const;

function isOwnEntry(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'preschoolView' in state;
}

const storageKey = (pathname: string) => `kansli.view:${pathname}`;

function readStored(pathname: string): URLSearchParams | null {
  try {
    const stored = localStorage.getItem(storageKey(pathname));
    return stored === null ? null : new URLSearchParams(stored);
  } catch {
    return null;
  }
}

function store(pathname: string, unit: string | null, view: PreschoolView) {
  const params = new URLSearchParams();
  if (unit) params.set('unit', unit);
  const qpm = encodeQpm({ ...view, search: '' });
  if (qpm) params.set('qpm', qpm);
  try {
    localStorage.setItem(storageKey(pathname), params.toString());
  } catch {
    // Storage full or forbidden: the URL still holds the view.
  }
}

export interface ViewChange {
  unit?: string;
  view?: Partial<PreschoolView>;
  /** Typing replaces the history entry; a click on a tab, page or person adds one. */
  replace?: boolean;
}

export function usePreschoolView() {
  const [params, setParams] = useSearchParams();
  const { pathname, state } = useLocation();
  const unit = params.get('unit');
  const qpm = params.get('qpm');
  const view = useMemo(() => decodeQpm(qpm), [qpm]);
  const restoring = unit === null && qpm === null && !isOwnEntry(state);

  // A bare address from outside takes the view this route had last time.
  useEffect(() => {
    if (!restoring) return;
    setParams(readStored(pathname) ?? new URLSearchParams(), { replace: true, state: OWN_ENTRY });
  }, [restoring, pathname, setParams]);

  useEffect(() => {
    if (!restoring) store(pathname, unit, view);
  }, [restoring, pathname, unit, view]);

  const change = useCallback(
    ({ unit: nextUnit, view: patch, replace = false }: ViewChange) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (nextUnit !== undefined) next.set('unit', nextUnit);
          const encoded = encodeQpm({ ...decodeQpm(current.get('qpm')), ...patch });
          if (encoded) next.set('qpm', encoded);
          else next.delete('qpm');
          return next;
        },
        { replace, state: OWN_ENTRY },
      ),
    [setParams],
  );

  return { unit, view, change };
}
