import { useEffect } from 'react';
import { CenteredSpinner } from '../components/centered-spinner.tsx';
import type { Session } from '../features/auth/api/get-session.ts';
import { useAuthorization } from '../lib/api/get-authorization.ts';
import { Shell } from './shell/shell.tsx';

/** Spec 2.2 and 4.1: the shell shows once the authorization has loaded (or failed to). */
export function SignedInFrame({ session }: { session: Session }) {
  const authorization = useAuthorization();

  useEffect(() => {
    // Spec 8: no notice; the user is unauthorized (only the always-shown menu entries, guards deny).
    if (!authorization.error) return;
    console.error('The authorization failed to load; the user is unauthorized.', authorization.error);
  }, [authorization.error]);

  if (authorization.isPending) return <CenteredSpinner label="Laddar behörigheter" fullScreen />;
  return <Shell session={session} authorization={authorization.data} />;
}
