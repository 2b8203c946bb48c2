import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import type { OrganisationUnit } from './list-organisation.ts';
import { organisationChanged } from './organisation-changed.ts';

/** POST /api/organisation/locations/{id}/end: the unit ended from the date on. */
export function endLocation({ id, date }: { id: number; date: string }): Promise<OrganisationUnit> {
  return api.post<OrganisationUnit>(`/api/organisation/locations/${id}/end`, { date });
}

/** The confirmation shows a failure itself, so no notice. */
export function useEndLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endLocation,
    meta: { silent: true },
    onSuccess: () => organisationChanged(queryClient),
  });
}
