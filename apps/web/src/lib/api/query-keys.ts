// The keys of the app-wide queries, shared by the shell, the route guards and every feature. No
// mutation of the web app changes them: a superadmin's change reaches open tabs once they go stale.
export const sharedQueryKeys = {
  authorization: ['auth', 'authorization'],
  /** GET /api/authenticate, which the auth area loads before the shell shows. */
  session: ['auth', 'session'],
} as const;
