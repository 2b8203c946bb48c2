import type { TLocationSave } from '@kansli/domain/organisation/locations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { organisationChanged } from './organisation-changed.ts';

/** POST /api/organisation/locations: a new unit; answers its id. */
export function createLocation(unit: TLocationSave): Promise<{ id: number }> {
  return api.post<{ id: number }>('/api/organisation/locations', unit);
}

/** The unit dialog shows a failure at its field, so no notice. */
export function useCreateLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLocation,
    meta: { silent: true },
    onSuccess: () => organisationChanged(queryClient),
  });
}
