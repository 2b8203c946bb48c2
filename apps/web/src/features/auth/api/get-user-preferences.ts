import type { TUserPreferences } from '@kansli/domain/auth/user-preferences';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { authQueryKeys } from './query-keys.ts';

export type UserPreferences = TUserPreferences;

/** GET /api/me/preferences: the signed-in user's own (the real user's, also while ghosting). */
export function getUserPreferences({ signal }: { signal?: AbortSignal } = {}): Promise<UserPreferences> {
  return api.get<UserPreferences>('/api/me/preferences', { signal });
}

export function userPreferencesQueryOptions() {
  // Only this tab changes them (useSaveUserPreferences); another browser's change shows on the next load.
  return queryOptions({
    queryKey: authQueryKeys.preferences,
    queryFn: getUserPreferences,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useUserPreferences() {
  return useQuery(userPreferencesQueryOptions());
}
