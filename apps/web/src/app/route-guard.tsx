import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { CenteredSpinner } from '../components/centered-spinner.tsx';
import { useAuthorization } from '../lib/authorization.ts';
import { type RouteAccess, routeAccessRules } from './access-rules.ts';

type RouteGuardProps = { access: RouteAccess; children: ReactNode };

/** Spec 6: waits for the authorization, denies when it failed to load, and sends a denied user to the dashboard. */
export function RouteGuard({ access, children }: RouteGuardProps) {
  const authorization = useAuthorization();
  if (authorization.isPending) return <CenteredSpinner label="Kontrollerar behörighet" />;
  if (!authorization.data || !routeAccessRules[access](authorization.data)) {
    return <Navigate to="/dashboard" replace />;
  }
  return children;
}
