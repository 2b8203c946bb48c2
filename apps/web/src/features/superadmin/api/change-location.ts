import type { TLocationSave } from '@kansli/domain/organisation/locations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import type { OrganisationUnit } from './list-organisation.ts';
import { organisationChanged } from './organisation-changed.ts';

/** PUT /api/organisation/locations/{id}: the unit as saved. */
export function changeLocation({ id, unit }: { id: number; unit: TLocationSave }): Promise<OrganisationUnit> {
  return api.put<OrganisationUnit>(`/api/organisation/locations/${id}`, unit);
}

/** The unit dialog shows a failure at its field, so no notice. */
export function useChangeLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeLocation,
    meta: { silent: true },
    onSuccess: () => organisationChanged(queryClient),
  });
}
