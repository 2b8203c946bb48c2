import type { TPermissionChangeResponse } from '@kansli/domain/access/permission-change';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { showNotice } from '@/lib/notice-store.ts';
import type { GrantEntry } from './get-role-grants.ts';
import type { AdminFlag, AdminSegment } from './list-segments.ts';
import { superadminQueryKeys } from './query-keys.ts';

export const PERMISSION_ADDED_NOTICE = 'Behörigheten är tillagd';
export const PERMISSION_REMOVED_NOTICE = 'Behörigheten är borttagen';

export type RolePermissionChange = {
  roleId: number;
  segment: Pick<AdminSegment, 'id' | 'key'>;
  flag: Pick<AdminFlag, 'id' | 'vars' | 'flag'>;
  /** True grants the flag, false revokes it. */
  held: boolean;
};

/** POST /api/permissions/add or /remove: the flag of the segment for the role. */
export function changeRolePermission({ roleId, segment, flag, held }: RolePermissionChange) {
  return api.post<TPermissionChangeResponse>(`/api/permissions/${held ? 'add' : 'remove'}`, {
    context: 'role',
    context_id: roleId,
    segment: segment.key,
    flag: flag.vars,
  });
}

/** The role's grants with the segment's mask set to `flags`. */
function withRoleMask(grants: GrantEntry[], change: RolePermissionChange, flags: number): GrantEntry[] {
  const { roleId, segment } = change;
  if (grants.some((grant) => grant.segment === segment.id)) {
    return grants.map((grant) => (grant.segment === segment.id ? { ...grant, flags } : grant));
  }
  return [...grants, { id: -roleId, context: 'role', context_id: roleId, segment: segment.id, flags }];
}

/** The flag's holders with the role added or taken away. */
function withHolder(holders: GrantEntry[], { roleId, segment, flag, held }: RolePermissionChange) {
  const others = holders.filter((holder) => holder.context_id !== roleId);
  if (!held) return others;
  return [
    ...others,
    { id: -roleId, context: 'role' as const, context_id: roleId, segment: segment.id, flags: flag.flag },
  ];
}

/**
 * A checkbox of 'Roller': both views show the change at once, the answer's mask then replaces the
 * role's; a failure puts both back (the generic notice carries the server's message).
 */
export function useChangeRolePermission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeRolePermission,
    onMutate: async (change) => {
      const roleKey = superadminQueryKeys.roleGrants(change.roleId);
      const flagKey = superadminQueryKeys.flagHolders(change.flag.id);
      await queryClient.cancelQueries({ queryKey: superadminQueryKeys.grants });
      const roleGrants = queryClient.getQueryData<GrantEntry[]>(roleKey);
      const holders = queryClient.getQueryData<GrantEntry[]>(flagKey);
      if (roleGrants) {
        const mask = roleGrants
          .filter((grant) => grant.segment === change.segment.id)
          .reduce((held, grant) => held | grant.flags, 0);
        const next = change.held ? mask | change.flag.flag : mask & ~change.flag.flag;
        queryClient.setQueryData(roleKey, withRoleMask(roleGrants, change, next));
      }
      if (holders) queryClient.setQueryData(flagKey, withHolder(holders, change));
      return { roleGrants, holders };
    },
    onError: (_error, change, snapshot) => {
      queryClient.setQueryData(superadminQueryKeys.roleGrants(change.roleId), snapshot?.roleGrants);
      queryClient.setQueryData(superadminQueryKeys.flagHolders(change.flag.id), snapshot?.holders);
    },
    onSuccess: (answer, change) => {
      queryClient.setQueryData<GrantEntry[]>(superadminQueryKeys.roleGrants(change.roleId), (grants) =>
        grants ? withRoleMask(grants, change, answer.flags) : grants,
      );
      showNotice(change.held ? PERMISSION_ADDED_NOTICE : PERMISSION_REMOVED_NOTICE);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: superadminQueryKeys.grants }),
  });
}
