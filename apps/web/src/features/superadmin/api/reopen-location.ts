import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import type { OrganisationUnit } from './list-organisation.ts';
import { organisationChanged } from './organisation-changed.ts';

/** POST /api/organisation/locations/{id}/reopen: the unit's end taken back. */
export function reopenLocation(id: number): Promise<OrganisationUnit> {
  return api.post<OrganisationUnit>(`/api/organisation/locations/${id}/reopen`);
}

/** A refusal (the unit above is ended) shows as the app's notice. */
export function useReopenLocation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: reopenLocation, onSuccess: () => organisationChanged(queryClient) });
}
