import type { AuditLogQuery } from '../utils/audit-filter.ts';

// The superadmin screen's query keys: the roles, the segments with their flags, and the grants seen
// from a role (role-first) and from a flag (permission-first), which a permission change both touches;
// the database browser's catalogue, pages and counts; the Logg tab's pages and its person picker; and
// the outside systems' states of Integrationer, which a test of one system updates; and the units of
// Organisation, whose changes make every area's lists of units stale (unitQueryKeys).
export const superadminQueryKeys = {
  all: ['superadmin'] as const,
  roles: ['superadmin', 'roles'] as const,
  segments: ['superadmin', 'segments'] as const,
  grants: ['superadmin', 'grants'] as const,
  allRoleGrants: ['superadmin', 'grants', 'role'] as const,
  roleGrants: (roleId: number) => ['superadmin', 'grants', 'role', roleId] as const,
  flagHolders: (flagId: number) => ['superadmin', 'grants', 'flag', flagId] as const,
  databaseTables: ['superadmin', 'database', 'tables'] as const,
  databaseRows: (table: string, filter: string, offset: number) =>
    ['superadmin', 'database', 'rows', table, filter, offset] as const,
  databaseMetadata: (table: string, filter: string) =>
    ['superadmin', 'database', 'metadata', table, filter] as const,
  auditLog: (query: AuditLogQuery) => ['superadmin', 'audit', 'log', query] as const,
  auditPersonSearch: (search: string) => ['superadmin', 'audit', 'person-search', search] as const,
  auditPersonName: (personId: number) => ['superadmin', 'audit', 'person-name', personId] as const,
  integrations: ['superadmin', 'integrations'] as const,
  organisation: ['superadmin', 'organisation'] as const,
} as const;
