// The dashboard's query keys. The readable list sits beside the session and the authorization under
// 'auth': it is the same user's permissions, in words.
export const dashboardQueryKeys = {
  readableAuthorizations: ['auth', 'readable-list'],
} as const;
