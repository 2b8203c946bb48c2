import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { forgetGhosting } from '@/lib/ghosting.ts';
import { authQueryKeys, isSessionQuery } from './query-keys.ts';

export type SignedInUser = { givenName: string; familyName: string };

/** Trades the identity provider's id token for a session cookie. */
export function signIn(idToken: string): Promise<SignedInUser> {
  // A sign-in starts as the user; a ghost_as left by a session that expired would be refused.
  forgetGhosting();
  return api.post<SignedInUser>('/api/authenticate', undefined, {
    headers: { Authorization: `Bearer ${idToken}` },
  });
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    // A rejected sign-in opens the Access Denied dialog instead of the error notice.
    meta: { silentStatuses: [401, 403] },
    onSuccess: () => {
      // Answers cached for a session that ended without signing out (a 401) belong to someone else.
      queryClient.removeQueries({ predicate: (query) => !isSessionQuery(query) });
      return queryClient.invalidateQueries({ queryKey: authQueryKeys.session, refetchType: 'all' });
    },
  });
}
