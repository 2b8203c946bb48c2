import { decodeQpm, encodeQpm, type PreschoolView } from '@kansli/domain/preschool/qpm';
import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';

// The screen's view lives in the URL (`unit` and `qpm`), so reload, back/forward and a copied link
// restore it, and per route in local storage, so coming back through the menu does too. Local storage
// keeps no search text: a name must not stay in the browser after the session.

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
  const { pathname } = useLocation();
  const unit = params.get('unit');
  const qpm = params.get('qpm');
  const view = useMemo(() => decodeQpm(qpm), [qpm]);

  // A bare address takes the view this route had last time.
  useEffect(() => {
    if (unit !== null || qpm !== null) return;
    const stored = readStored(pathname);
    if (stored && stored.size > 0) setParams(stored, { replace: true });
  }, [unit, qpm, pathname, setParams]);

  useEffect(() => {
    if (unit !== null || qpm !== null) store(pathname, unit, view);
  }, [pathname, unit, qpm, view]);

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
        { replace },
      ),
    [setParams],
  );

  return { unit, view, change };
}
