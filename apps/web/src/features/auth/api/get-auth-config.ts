import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { authQueryKeys } from './query-keys.ts';

/** What the browser needs to send the user to the identity provider. */
export type AuthConfig = {
  authorizationEndpoint: string;
  clientId: string;
  redirectUri: string;
  scope: string;
  extraParams: Record<string, string>;
};

export function getAuthConfig({ signal }: { signal?: AbortSignal } = {}): Promise<AuthConfig> {
  return api.get<AuthConfig>('/api/auth/config', { signal });
}

// No hook: the login button fetches it when pressed (useStartSignIn).
export function authConfigQueryOptions() {
  return queryOptions({
    queryKey: authQueryKeys.config,
    queryFn: getAuthConfig,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
