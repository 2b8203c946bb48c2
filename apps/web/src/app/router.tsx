import { lazy, type ReactElement } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AuthCallback } from '../features/auth/components/auth-callback.tsx';
import type { RouteAccess } from './access-rules.ts';
import { AuthGate } from './auth-gate.tsx';
import { RouteError } from './routes/route-error.tsx';

// Pages load with their route (React.lazy rather than route `lazy`, which would fetch them before the
// auth check has decided between the login screen and the app). The guard is lazy too: its permission
// rules are not needed on the login page.
const RouteGuard = lazy(() => import('./route-guard.tsx').then((module) => ({ default: module.RouteGuard })));
const DashboardPage = lazy(() =>
  import('./routes/dashboard.tsx').then((module) => ({ default: module.DashboardPage })),
);
const UnderConstructionPage = lazy(() =>
  import('./routes/under-construction.tsx').then((module) => ({ default: module.UnderConstructionPage })),
);

/** A screen not built yet; replace it with the area's page when it comes. */
const underConstruction = (title: string) => <UnderConstructionPage title={title} />;

type AppRoute = {
  path: string;
  /** Beyond being signed in, which every route needs. */
  access?: RouteAccess;
  page: ReactElement;
};

/** Spec part 1 §2.1 and part 2 §2: every route of the signed-in app, its guard and its page. */
const routeTable: readonly AppRoute[] = [
  { path: 'dashboard', page: <DashboardPage /> },
  { path: 'person', access: 'persons', page: underConstruction('Personer') },
  { path: 'person/:id', access: 'persons', page: underConstruction('Personer') },
  { path: 'billing/preschool', access: 'preschool', page: underConstruction('Förskoleadministration') },
  {
    path: 'billing/preschool/:subroute',
    access: 'preschool',
    page: underConstruction('Förskoleadministration'),
  },
  { path: 'school', page: underConstruction('Enheter') },
  { path: 'superadmin', page: underConstruction('Superadmin') },
  { path: 'groups', page: underConstruction('Grupper') },
  { path: 'groups/:id', page: underConstruction('Grupper') },
  { path: 'devices', page: underConstruction('Chromedatorer') },
  { path: 'devices/:id', page: underConstruction('Chromedatorer') },
  { path: 'device-invoice-list', page: underConstruction('CB Fakturering') },
  { path: 'communication', page: underConstruction('Kommunikation') },
  { path: 'studybuddy', access: 'studybuddy', page: underConstruction('Studybuddy') },
  { path: 'synchronizations', page: underConstruction('Synkronisering') },
];

const signedInRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="/billing/preschool" replace /> },
  ...routeTable.map(({ path, access, page }) => ({
    path,
    element: access ? <RouteGuard access={access}>{page}</RouteGuard> : page,
  })),
  { path: '*', element: <Navigate to="/dashboard" replace /> },
];

export const appRoutes: RouteObject[] = [
  { path: '/auth/callback', element: <AuthCallback />, errorElement: <RouteError /> },
  { path: '/', element: <AuthGate />, errorElement: <RouteError />, children: signedInRoutes },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
