import { unitQueryKeys } from '@/lib/api/query-keys.ts';

// The dashboard's query keys. The readable list sits beside the session and the authorization under
// 'auth': it is the same user's permissions, in words.
export const dashboardQueryKeys = {
  readableAuthorizations: unitQueryKeys.readableAuthorizations,
} as const;
