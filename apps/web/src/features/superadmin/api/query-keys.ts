// The superadmin screen's query keys: the roles, the segments with their flags, and the grants seen
// from a role (role-first) and from a flag (permission-first). A permission change touches both.
export const superadminQueryKeys = {
  all: ['superadmin'] as const,
  roles: ['superadmin', 'roles'] as const,
  segments: ['superadmin', 'segments'] as const,
  grants: ['superadmin', 'grants'] as const,
  allRoleGrants: ['superadmin', 'grants', 'role'] as const,
  roleGrants: (roleId: number) => ['superadmin', 'grants', 'role', roleId] as const,
  flagHolders: (flagId: number) => ['superadmin', 'grants', 'flag', flagId] as const,
} as const;
