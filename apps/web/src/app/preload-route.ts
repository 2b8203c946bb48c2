import { areaAt } from './areas.tsx';
import { SignedInFrame } from './auth-gate.tsx';
import { RouteGuard } from './router.tsx';

// A failed early load is no error: the page loads its code again when shown, and says so if it fails.
const ignoreFailure = () => undefined;

/**
 * The code of the signed-in page the address opens, and of the shell and the page's guard, loads
 * while the session is checked rather than after the shell has rendered. A signed-out visitor of that
 * address has it for the page they reach once signed in.
 */
export function preloadRouteAt(pathname: string) {
  const area = areaAt(pathname);
  if (!area) return;
  SignedInFrame.preload().catch(ignoreFailure);
  if (area.guard) RouteGuard.preload().catch(ignoreFailure);
  area.Page.preload().catch(ignoreFailure);
}
