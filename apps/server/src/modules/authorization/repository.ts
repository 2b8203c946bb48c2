import { ROLE_UNIT_KINDS } from '@kansli/domain/access/unit-roles';
import { and, asc, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authFlags, authSegments, grants, personRoles, roles } from '../../db/schema/access.ts';
import { locations } from '../../db/schema/locations.ts';
import { persons } from '../../db/schema/persons.ts';

export interface SegmentWithFlags {
  id: number;
  key: string;
  name: string;
  scope: 'global' | 'location';
  flags: { key: string; name: string; bit: number }[];
}

export async function loadSegments(db: Db): Promise<SegmentWithFlags[]> {
  const rows = await db
    .select({
      id: authSegments.id,
      key: authSegments.key,
      name: authSegments.name,
      scope: authSegments.scope,
      flagKey: authFlags.key,
      flagName: authFlags.name,
      bit: authFlags.bit,
    })
    .from(authSegments)
    .leftJoin(authFlags, eq(authFlags.segmentId, authSegments.id))
    .orderBy(asc(authSegments.id), asc(authFlags.bit));
  const segments = new Map<number, SegmentWithFlags>();
  for (const row of rows) {
    let segment = segments.get(row.id);
    if (!segment) {
      segment = { id: row.id, key: row.key, name: row.name, scope: row.scope, flags: [] };
      segments.set(row.id, segment);
    }
    if (row.flagKey !== null && row.flagName !== null && row.bit !== null) {
      segment.flags.push({ key: row.flagKey, name: row.flagName, bit: row.bit });
    }
  }
  return [...segments.values()];
}

export function loadLocationTree(db: Db) {
  return db
    .select({ id: locations.id, parentId: locations.parentId, name: locations.name })
    .from(locations)
    .orderBy(asc(locations.name));
}

export function loadRoleAssignments(db: Db, personId: number) {
  return db
    .select({ locationId: personRoles.locationId, roleName: roles.name })
    .from(personRoles)
    .innerJoin(roles, eq(roles.id, personRoles.roleId))
    .where(eq(personRoles.personId, personId))
    .orderBy(asc(roles.name));
}

/** The flags of a segment that a role grants. */
export interface RoleFlags {
  segment: string;
  scope: 'global' | 'location';
  flags: number;
}

/** What each of the roles grants, segment by segment; a role granting nothing is left out. */
export async function flagsOfRoles(db: Db, roleIds: readonly number[]): Promise<Map<number, RoleFlags[]>> {
  const byRole = new Map<number, RoleFlags[]>();
  if (roleIds.length === 0) return byRole;
  const rows = await db
    .select({
      roleId: grants.contextId,
      segment: authSegments.key,
      scope: authSegments.scope,
      flags: grants.flags,
    })
    .from(grants)
    .innerJoin(authSegments, eq(authSegments.id, grants.segmentId))
    .where(and(eq(grants.context, 'role'), inArray(grants.contextId, [...roleIds]), ne(grants.flags, 0)));
  for (const { roleId, ...flags } of rows) byRole.set(roleId, [...(byRole.get(roleId) ?? []), flags]);
  return byRole;
}

export async function contextExists(db: Db, context: 'role' | 'person', id: number): Promise<boolean> {
  const table = context === 'role' ? roles : persons;
  return (await db.$count(table, eq(table.id, id))) > 0;
}

/** The role's name and the unit's business, for whether the role is given there. */
export async function roleAndUnitKind(db: Db, roleId: number, locationId: number) {
  const [role] = await db.select({ name: roles.name }).from(roles).where(eq(roles.id, roleId));
  const [unit] = await db
    .select({ businessId: locations.businessId })
    .from(locations)
    .where(eq(locations.id, locationId));
  return { roleName: role?.name, businessId: unit?.businessId };
}

/** SQL true where the role, by its name, is given at a unit of the business: the domain's table. */
export function roleFitsUnitSql(roleName: SQL, businessId: SQL): SQL {
  const kinds = Object.entries(ROLE_UNIT_KINDS);
  const fitting = kinds.map(([name, unitKinds]) => {
    const businesses = unitKinds.filter((kind) => kind !== null);
    const either = [
      ...(unitKinds.includes(null) ? [sql`${businessId} is null`] : []),
      ...(businesses.length > 0 ? [sql`${businessId} in (${sql.join(businesses, sql`, `)})`] : []),
    ];
    return sql`(${roleName} = ${name} and (${sql.join(either, sql` or `)}))`;
  });
  const known = sql.join(
    kinds.map(([name]) => sql`${name}`),
    sql`, `,
  );
  return sql`(${roleName} not in (${known}) or ${sql.join(fitting, sql` or `)})`;
}

export async function roleName(db: Db, roleId: number): Promise<string | undefined> {
  const [role] = await db.select({ name: roles.name }).from(roles).where(eq(roles.id, roleId));
  return role?.name;
}

/** The flags a role, or a person organisation-wide, is granted in a segment; locked for the change. */
export async function lockGrantFlags(
  db: Db,
  context: 'role' | 'person',
  contextId: number,
  segmentId: number,
): Promise<number> {
  const [row] = await db
    .select({ flags: grants.flags })
    .from(grants)
    .where(grantKey(context, contextId, segmentId))
    .for('update');
  return row?.flags ?? 0;
}

export async function saveGrantFlags(
  db: Db,
  context: 'role' | 'person',
  contextId: number,
  segmentId: number,
  flags: number,
): Promise<void> {
  if (flags === 0) {
    await db.delete(grants).where(grantKey(context, contextId, segmentId));
    return;
  }
  await db
    .insert(grants)
    .values({ context, contextId, segmentId, locationId: null, flags })
    .onConflictDoUpdate({
      target: [grants.context, grants.contextId, grants.segmentId, grants.locationId],
      set: { flags: sql`excluded.flags` },
    });
}

const grantKey = (context: 'role' | 'person', contextId: number, segmentId: number) =>
  and(
    eq(grants.context, context),
    eq(grants.contextId, contextId),
    eq(grants.segmentId, segmentId),
    isNull(grants.locationId),
  );
