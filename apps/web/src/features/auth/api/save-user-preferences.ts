import type { TSaveUserPreferencesRequest } from '@kansli/domain/auth/user-preferences';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import type { UserPreferences } from './get-user-preferences.ts';
import { authQueryKeys } from './query-keys.ts';

/** PUT /api/me/preferences: the whole set; the server answers what it keeps. */
export function saveUserPreferences(preferences: TSaveUserPreferencesRequest): Promise<UserPreferences> {
  return api.put<UserPreferences>('/api/me/preferences', preferences);
}

/**
 * A choice shows at once and is saved behind it; a failure puts the previous one back (the generic
 * notice carries the server's message). One save at a time, so the last choice is the one kept.
 */
export function useSaveUserPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveUserPreferences,
    scope: { id: 'user-preferences' },
    onMutate: async (preferences) => {
      await queryClient.cancelQueries({ queryKey: authQueryKeys.preferences });
      const previous = queryClient.getQueryData<UserPreferences>(authQueryKeys.preferences);
      queryClient.setQueryData<UserPreferences>(authQueryKeys.preferences, preferences);
      return { previous };
    },
    onError: (_error, _preferences, snapshot) => {
      queryClient.setQueryData(authQueryKeys.preferences, snapshot?.previous);
    },
    onSuccess: (saved) => queryClient.setQueryData<UserPreferences>(authQueryKeys.preferences, saved),
  });
}
