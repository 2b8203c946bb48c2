import { usePrefetchQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { CenteredSpinner } from '../components/centered-spinner.tsx';
import { type Session, useSession } from '../features/auth/api/get-session.ts';
import { userPreferencesQueryOptions } from '../features/auth/api/get-user-preferences.ts';
import { LoginScreen } from '../features/auth/components/login-screen.tsx';
import { authorizationQueryOptions } from '../lib/api/get-authorization.ts';
import { preloadable } from '../lib/preloadable.tsx';

// Loaded only once signed in or on a signed-in page's address, so the login page stays small.
export const SignedInFrame = preloadable(() =>
  import('./signed-in-frame.tsx').then((module) => module.SignedInFrame),
);

/** Spec 4.1: checking → the login screen or the signed-in app. */
export function AuthGate() {
  const session = useSession();
  if (session.isPending) return <CenteredSpinner label="Kontrollerar inloggning" fullScreen />;
  // A failed check (not a 401) has raised the error notice; signing in again is the way on.
  if (!session.data) return <LoginScreen />;
  return <SignedInApp session={session.data} />;
}

function SignedInApp({ session }: { session: Session }) {
  // The authorization and the user's colour scheme load while the shell's code does, rather than after it.
  usePrefetchQuery(authorizationQueryOptions());
  usePrefetchQuery(userPreferencesQueryOptions());
  return (
    <Suspense fallback={<CenteredSpinner fullScreen />}>
      <SignedInFrame session={session} />
    </Suspense>
  );
}
