import { hashKey, type Query } from '@tanstack/react-query';
import { sharedQueryKeys } from '@/lib/api/query-keys.ts';

// The auth area's query keys and what its mutations do with the cache (eVaka's queries.ts idea):
// sign-in and sign-out drop every answer but the session's, as fetched for the previous identity;
// then the sign-in invalidates the session and the sign-out sets it to null.
export const authQueryKeys = {
  config: ['auth', 'config'],
  session: sharedQueryKeys.session,
  /** The signed-in user's own preferences; a change of identity drops them with the other answers. */
  preferences: ['auth', 'preferences'],
} as const;

/** The one query that outlives a change of identity (and that a 401 elsewhere checks again). */
export function isSessionQuery(query: Pick<Query, 'queryHash'>): boolean {
  return query.queryHash === hashKey(authQueryKeys.session);
}
