import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { CenteredSpinner } from '@/components/centered-spinner.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { authQueryKeys } from '../api/query-keys.ts';
import { useSignIn } from '../api/sign-in.ts';
import { idTokenFromCallback } from '../utils/id-token-callback.ts';
import { takeSignInRequest } from '../utils/sign-in-request.ts';
import { accessDeniedState } from './login-screen.tsx';

/** The route the identity provider returns to with the id token in the URL fragment. */
export function AuthCallback() {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { mutateAsync: signIn } = useSignIn();
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    // The id token must not stay in the address bar or the browser history.
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${window.location.search}`,
    );

    const request = takeSignInRequest();
    const returnPath = request?.returnPath ?? '/';
    const showLogin = (accessDenied: boolean) => {
      queryClient.setQueryData(authQueryKeys.session, null);
      navigate(returnPath, { replace: true, state: accessDenied ? accessDeniedState : undefined });
    };

    const idToken = idTokenFromCallback(hash, request);
    if (!idToken) {
      showLogin(true);
      return;
    }
    signIn(idToken).then(
      () => navigate(returnPath, { replace: true }),
      // Other failures have raised the error notice.
      (error: unknown) => showLogin(isApiError(error, 401) || isApiError(error, 403)),
    );
  }, [hash, navigate, queryClient, signIn]);

  return <CenteredSpinner label="Loggar in" fullScreen />;
}
