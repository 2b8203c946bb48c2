import { lazy } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AuthCallback } from '../features/auth/components/auth-callback.tsx';
import { AuthGate } from './auth-gate.tsx';
import { RouteError } from './routes/route-error.tsx';

// Pages load with their route (React.lazy rather than route `lazy`, which would fetch them before the
// auth check has decided between the login screen and the app).
const DashboardPage = lazy(() =>
  import('./routes/dashboard.tsx').then((module) => ({ default: module.DashboardPage })),
);
const UnderConstructionPage = lazy(() =>
  import('./routes/under-construction.tsx').then((module) => ({ default: module.UnderConstructionPage })),
);

/** Menu areas (spec 2.2) whose screens are not built yet; replace an entry with its real route. */
const areasUnderConstruction = [
  { path: 'person', title: 'Personer' },
  { path: 'groups', title: 'Grupper' },
  { path: 'studybuddy', title: 'Studybuddy' },
  { path: 'billing/preschool', title: 'Förskoleadministration' },
  { path: 'school', title: 'Enheter' },
  { path: 'devices', title: 'Chromedatorer' },
  { path: 'device-invoice-list', title: 'CB Fakturering' },
  { path: 'communication', title: 'Kommunikation' },
  { path: 'synchronizations', title: 'Synkronisering' },
  { path: 'superadmin', title: 'Superadmin' },
];

/** Spec 2.1: the routes of the signed-in app, rendered inside the signed-in frame. */
const signedInRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="/billing/preschool" replace /> },
  { path: 'dashboard', element: <DashboardPage /> },
  ...areasUnderConstruction.map(({ path, title }) => ({
    path: `${path}/*`,
    element: <UnderConstructionPage title={title} />,
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
