import type { TAdminFlag, TFlagSave } from '@kansli/domain/superadmin/authorization-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { superadminQueryKeys } from './query-keys.ts';

export type FlagSave = TFlagSave;

/** POST /api/authorization/flags/save: a new flag (no id) gets the segment's next free bit. */
export function saveFlag(flag: FlagSave): Promise<TAdminFlag> {
  return api.post<TAdminFlag>('/api/authorization/flags/save', flag);
}

/** The flag dialog shows a failure itself (a taken key, no free bit), so no notice. */
export function useSaveFlag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFlag,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: superadminQueryKeys.segments }),
  });
}
