import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authFlags, authSegments, grants, personRoles, roles } from '../../db/schema/access.ts';

// The SQL of the person card's permissions dialog.

/** Every segment with its scope and description, and its flags by bit. */
export function permissionCatalogue(db: Db) {
  return db
    .select({
      segmentId: authSegments.id,
      segmentKey: authSegments.key,
      segmentName: authSegments.name,
      scope: authSegments.scope,
      key: authFlags.key,
      name: authFlags.name,
      description: authFlags.description,
      bit: authFlags.bit,
    })
    .from(authSegments)
    .leftJoin(authFlags, eq(authFlags.segmentId, authSegments.id))
    .orderBy(asc(authSegments.id), asc(authFlags.bit));
}

/** The flags granted to the person directly, everywhere, by segment id. */
export async function personGrantFlags(db: Db, personId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ segmentId: grants.segmentId, flags: grants.flags })
    .from(grants)
    .where(and(eq(grants.context, 'person'), eq(grants.contextId, personId), isNull(grants.locationId)));
  return new Map(rows.map((row) => [row.segmentId, row.flags]));
}

/** The grants of the person's roles, at whichever units the person holds them. */
export function roleGrantsOfPerson(db: Db, personId: number) {
  return db
    .selectDistinct({ roleName: roles.name, segmentId: grants.segmentId, flags: grants.flags })
    .from(personRoles)
    .innerJoin(roles, eq(roles.id, personRoles.roleId))
    .innerJoin(grants, and(eq(grants.context, 'role'), eq(grants.contextId, personRoles.roleId)))
    .where(eq(personRoles.personId, personId));
}
