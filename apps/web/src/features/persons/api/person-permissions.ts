import type { TPersonPermissionChange, TPersonPermissions } from '@kansli/domain/persons/person-permissions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { personQueryKeys } from './query-keys.ts';

export type PersonPermissions = TPersonPermissions;
export type PersonPermissionSegment = PersonPermissions['segments'][number];
export type PersonPermissionFlag = PersonPermissionSegment['flags'][number];
export type PersonPermissionChange = TPersonPermissionChange;

/**
 * POST /api/integration/person/{id}/permissions: makes the changes and answers the person's
 * permissions after them; the empty list only reads (spec 7.2).
 */
export function changePersonPermissions(personId: number, changes: readonly PersonPermissionChange[]) {
  return api
    .post<{ data: PersonPermissions }>(`/api/integration/person/${personId}/permissions`, changes)
    .then((answer) => answer.data);
}

/** The permissions of the 'Behörigheter' dialog, read afresh each time it opens. */
export function usePersonPermissions(personId: number, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: personQueryKeys.permissions(personId),
    queryFn: () => changePersonPermissions(personId, []),
    enabled,
    staleTime: 0,
  });
}

/** 'Spara': the answer replaces what the dialog shows. */
export function useSavePersonPermissions(personId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: readonly PersonPermissionChange[]) => changePersonPermissions(personId, changes),
    onSuccess: (permissions) => queryClient.setQueryData(personQueryKeys.permissions(personId), permissions),
  });
}
