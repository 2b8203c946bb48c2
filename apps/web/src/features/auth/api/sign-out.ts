import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, GHOST_AS_STORAGE_KEY, isApiError } from '@/lib/api-client.ts';
import { authQueryKeys, isSessionQuery } from './query-keys.ts';

export async function signOut(): Promise<void> {
  try {
    await api.delete('/api/authenticate');
  } catch (error) {
    // The session had already ended: the user is signed out either way.
    if (!isApiError(error, 401)) throw error;
  }
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      window.localStorage.removeItem(GHOST_AS_STORAGE_KEY);
      // The session goes to null first, so the login screen shows at once without a new check.
      queryClient.setQueryData(authQueryKeys.session, null);
      queryClient.removeQueries({ predicate: (query) => !isSessionQuery(query) });
    },
  });
}
