import type {
  TIntegrationKey,
  TIntegrationStatus,
  TIntegrationStatusList,
} from '@kansli/domain/integrations/status';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { superadminQueryKeys } from './query-keys.ts';

/** POST /api/integrations/{key}/check: tests the system once and answers its new state. */
export function checkIntegration(key: TIntegrationKey) {
  return api.post<TIntegrationStatus>(`/api/integrations/${key}/check`);
}

/** 'Testa anslutning': the answer replaces the system's row; a refusal raises the error notice. */
export function useCheckIntegration(key: TIntegrationKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => checkIntegration(key),
    onSuccess: (answer) => {
      queryClient.setQueryData<TIntegrationStatusList>(superadminQueryKeys.integrations, (list) =>
        list
          ? { systems: list.systems.map((system) => (system.key === answer.key ? answer : system)) }
          : list,
      );
    },
  });
}
