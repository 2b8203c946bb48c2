import type { TIntegrationStatusList } from '@kansli/domain/integrations/status';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { superadminQueryKeys } from './query-keys.ts';

/** GET /api/integrations/status: every outside system's state. */
export function getIntegrationStatus(signal?: AbortSignal) {
  return api.get<TIntegrationStatusList>('/api/integrations/status', { signal });
}

export const integrationStatusQueryOptions = queryOptions({
  queryKey: superadminQueryKeys.integrations,
  queryFn: ({ signal }) => getIntegrationStatus(signal),
  meta: { silentStatuses: [401] },
});

export function useIntegrationStatus() {
  return useQuery(integrationStatusQueryOptions);
}
