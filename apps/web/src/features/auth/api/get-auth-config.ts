import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

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

export function authConfigQueryOptions() {
  return queryOptions({
    queryKey: ['auth', 'config'],
    queryFn: getAuthConfig,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
