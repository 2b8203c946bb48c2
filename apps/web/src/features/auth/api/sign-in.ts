import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { sessionQueryKey } from './get-session.ts';

export type SignedInUser = { givenName: string; familyName: string };

/** Trades the identity provider's id token for a session cookie. */
export function signIn(idToken: string): Promise<SignedInUser> {
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey, refetchType: 'all' }),
  });
}
