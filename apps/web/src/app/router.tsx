import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AuthCallback } from '../features/auth/components/auth-callback.tsx';
import { preloadable } from '../lib/preloadable.tsx';
import { areas, routePathsOf } from './areas.tsx';
import { AuthGate } from './auth-gate.tsx';
import { RouteError } from './routes/route-error.tsx';
import { fromStartPage } from './start-page.ts';

// Lazy like the pages (see areas.tsx): the guard's permission rules are not needed on the login page.
export const RouteGuard = preloadable(() => import('./route-guard.tsx').then((module) => module.RouteGuard));

const areaRoutes: RouteObject[] = areas.flatMap((area) => {
  const { guard, Page } = area;
  const element = guard ? (
    <RouteGuard permission={guard} area={area.label}>
      <Page />
    </RouteGuard>
  ) : (
    <Page />
  );
  return routePathsOf(area).map((path) => ({ path, element }));
});

/**
 * The areas' routes; the empty path opens the preschool screen (or, for whom it is closed, the
 * dashboard: the start page is not a page they asked for), an unknown one the dashboard.
 */
const signedInRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="/billing/preschool" replace state={fromStartPage} /> },
  ...areaRoutes,
  { path: '*', element: <Navigate to="/dashboard" replace /> },
];

export const appRoutes: RouteObject[] = [
  { path: '/auth/callback', element: <AuthCallback />, errorElement: <RouteError /> },
  { path: '/', element: <AuthGate />, errorElement: <RouteError />, children: signedInRoutes },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
