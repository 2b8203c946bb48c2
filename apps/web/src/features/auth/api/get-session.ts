import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client.ts';

export type Session = { givenName: string; familyName: string; ghostingAs: number | null };

export const sessionQueryKey = ['auth', 'session'] as const;

/** The signed-in user, or null when there is no session (the server answers 401). */
export async function getSession({ signal }: { signal?: AbortSignal } = {}): Promise<Session | null> {
  try {
    return await api.get<Session>('/api/authenticate', { signal });
  } catch (error) {
    if (isApiError(error, 401)) return null;
    throw error;
  }
}

export function sessionQueryOptions() {
  // Sign-in, sign-out and a 401 from any other call update it; nothing else makes it stale.
  return queryOptions({
    queryKey: sessionQueryKey,
    queryFn: getSession,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useSession() {
  return useQuery(sessionQueryOptions());
}
