import { useEffect } from 'react';
import { CenteredSpinner } from '../components/centered-spinner.tsx';
import type { Session } from '../features/auth/api/get-session.ts';
import { useUserPreferences } from '../features/auth/api/get-user-preferences.ts';
import { useAuthorization } from '../lib/api/get-authorization.ts';
import { Shell } from './shell/shell.tsx';
import { useUserColorScheme } from './use-user-color-scheme.ts';

/** Spec 2.2 and 4.1: the shell shows once the authorization has loaded (or failed to). */
export function SignedInFrame({ session }: { session: Session }) {
  const authorization = useAuthorization();
  // Waited for as well, so the shell does not show in the system's scheme and then switch; should it
  // fail (the error notice says so), the screen follows the system.
  const preferences = useUserPreferences();
  useUserColorScheme(preferences.data?.colorScheme);

  useEffect(() => {
    // Spec 8: no notice; the user is unauthorized (only the always-shown menu entries, guards deny).
    if (!authorization.error) return;
    console.error('The authorization failed to load; the user is unauthorized.', authorization.error);
  }, [authorization.error]);

  if (authorization.isPending || preferences.isPending) {
    return <CenteredSpinner label="Laddar behörigheter" fullScreen />;
  }
  return <Shell session={session} authorization={authorization.data} />;
}
