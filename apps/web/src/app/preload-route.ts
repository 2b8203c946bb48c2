import { areaAt } from './areas.tsx';

/** The route guard's code, which every guarded page waits for. */
export const loadRouteGuard = () => import('./route-guard.tsx');

// A failed early load is no error: the page loads its code again when shown, and says so if it fails.
const ignoreFailure = () => undefined;

/**
 * Once signed in, the code of the page the address opens, and of its guard, loads beside the shell's
 * code rather than after the shell has rendered.
 */
export function preloadRouteAt(pathname: string) {
  const area = areaAt(pathname);
  if (!area) return;
  if (area.guard) loadRouteGuard().catch(ignoreFailure);
  area.Page.preload().catch(ignoreFailure);
}
