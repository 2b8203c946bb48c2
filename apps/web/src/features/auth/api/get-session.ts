import type { TAuthenticateResponse } from '@kansli/domain/auth/authenticate';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client.ts';
import { endRefusedGhosting } from '@/lib/ghosting.ts';
import { authQueryKeys } from './query-keys.ts';

/** While ghosting, the names and picture are the ghosted person's and `ghostingAs` is their id. */
export type Session = TAuthenticateResponse;

/** The signed-in user, or null when there is no session (the server answers 401). */
export async function getSession({ signal }: { signal?: AbortSignal } = {}): Promise<Session | null> {
  try {
    return await api.get<Session>('/api/authenticate', { signal });
  } catch (error) {
    if (isApiError(error, 401)) return null;
    // A refused ghost_as (403: the user may not ghost; 400, 404: no such person) must not lock the user
    // out: the app reloads as the user, and shows the spinner until then.
    if (refusesGhosting(error) && endRefusedGhosting()) return new Promise<never>(() => {});
    throw error;
  }
}

function refusesGhosting(error: unknown): boolean {
  return isApiError(error, 400) || isApiError(error, 403) || isApiError(error, 404);
}

export function sessionQueryOptions() {
  // Sign-in, sign-out and a 401 from any other call update it; nothing else makes it stale.
  return queryOptions({
    queryKey: authQueryKeys.session,
    queryFn: getSession,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useSession() {
  return useQuery(sessionQueryOptions());
}
