import type { TRoleAtLocation } from '@kansli/domain/persons/location-roles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { showNotice } from '@/lib/notice-store.ts';
import type { PersonLocationRole } from './get-location-roles.ts';
import { invalidatedByPersonChange, personQueryKeys } from './query-keys.ts';

export type RoleChange = 'add' | 'remove';

const noticeOf: Record<RoleChange, string> = {
  add: 'Role added successfully',
  remove: 'Role removed successfully',
};

/** POST /api/person/{id}/addRole or …/removeRole: answers the person's roles after the change. */
export function changeLocationRole(personId: number, change: RoleChange, role: TRoleAtLocation) {
  return api.post<PersonLocationRole[]>(`/api/person/${personId}/${change}Role`, role);
}

export function useChangeLocationRole(personId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ change, role }: { change: RoleChange; role: TRoleAtLocation }) =>
      changeLocationRole(personId, change, role),
    onSuccess: (roles, { change }) => {
      queryClient.setQueryData(personQueryKeys.locationRoles(personId), roles);
      showNotice(noticeOf[change]);
      return Promise.all(
        invalidatedByPersonChange(personId).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}
