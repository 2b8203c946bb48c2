import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { authConfigQueryOptions } from '../api/get-auth-config.ts';
import { issueSignInNonce } from '../api/issue-sign-in-nonce.ts';
import { redirectTo } from '../utils/redirect.ts';
import { beginSignIn } from '../utils/sign-in-request.ts';

/** Sends the browser to the identity provider; it comes back to /auth/callback. */
export function useStartSignIn() {
  const queryClient = useQueryClient();
  const location = useLocation();
  const [isStarting, setStarting] = useState(false);
  // A mutation, so that a failure raises the error notice like any failed call.
  const nonce = useMutation({ mutationFn: issueSignInNonce });

  useEffect(() => {
    // Coming back with the browser's Back button restores this page from its cache: enable the button again.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setStarting(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const startSignIn = () => {
    setStarting(true);
    const returnPath = `${location.pathname}${location.search}`;
    Promise.all([queryClient.fetchQuery(authConfigQueryOptions()), nonce.mutateAsync()]).then(
      ([config, issued]) => redirectTo(beginSignIn(config, returnPath, issued.nonce)),
      // The query or mutation cache has shown the error notice.
      () => setStarting(false),
    );
  };

  return { startSignIn, isStarting };
}
