import { SYNC_ENTRY_LIMIT, type TSyncEntry } from '@kansli/domain/schools/units';
import { and, desc, eq, isNotNull, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { personRoles, roles } from '../../db/schema/access.ts';
import { locations } from '../../db/schema/locations.ts';
import { persons } from '../../db/schema/persons.ts';
import { syncEntries } from '../../db/schema/sync.ts';

// The SQL of the school units screen.

/** The units: locations of a business (schools and preschools), not the organisation's own levels. */
export function unitLocations(db: Db) {
  return db
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(isNotNull(locations.businessId));
}

export async function locationById(db: Db, locationId: number) {
  const [row] = await db.select().from(locations).where(eq(locations.id, locationId));
  return row;
}

/** The persons holding a role at the unit other than the ordinary ones, by role then name. */
export function specialRolePersonsAt(db: Db, locationId: number, ordinaryRoles: readonly string[]) {
  return db
    .select({
      givenName: persons.givenName,
      familyName: persons.familyName,
      description: roles.description,
      name: roles.name,
    })
    .from(personRoles)
    .innerJoin(roles, eq(roles.id, personRoles.roleId))
    .innerJoin(persons, eq(persons.id, personRoles.personId))
    .where(and(eq(personRoles.locationId, locationId), notInArray(roles.name, [...ordinaryRoles])))
    .orderBy(roles.name, persons.sortName, persons.id);
}

/** The unit's synchronisation entries, newest first. */
export async function syncEntriesAt(db: Db, locationId: number): Promise<TSyncEntry[]> {
  const rows = await db
    .select()
    .from(syncEntries)
    .where(eq(syncEntries.locationId, locationId))
    .orderBy(desc(syncEntries.createdAt), desc(syncEntries.id))
    .limit(SYNC_ENTRY_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    context: row.context,
    type: row.type,
    message: row.message,
    status_code: row.statusCode,
    data: row.data,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
    location_id: row.locationId,
  }));
}
