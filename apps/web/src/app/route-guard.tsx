import { holdsFlagAt } from '@kansli/domain/access/authorization';
import type { Permission } from '@kansli/domain/access/catalogue';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { CenteredSpinner } from '../components/centered-spinner.tsx';
import { useAuthorization } from '../lib/api/get-authorization.ts';

type RouteGuardProps = { permission: Permission; children: ReactNode };

/**
 * Spec 6: shows the page to a holder of the flag at some location. Waits for the authorization, denies
 * when it failed to load, and sends a denied user to the dashboard.
 */
export function RouteGuard({ permission, children }: RouteGuardProps) {
  const authorization = useAuthorization();
  if (authorization.isPending) return <CenteredSpinner label="Kontrollerar behörighet" />;
  if (!authorization.data || !holdsFlagAt(authorization.data, permission.segment, permission.flag, null)) {
    return <Navigate to="/dashboard" replace />;
  }
  return children;
}
