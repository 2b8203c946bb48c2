import { SCHOOL_BUSINESS_IDS } from '@kansli/domain/schools/synchronizations';
import { SYNC_ENTRY_LIMIT, type TSyncEntry } from '@kansli/domain/schools/units';
import { and, count, desc, eq, gte, inArray, isNotNull, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notEndedOn } from '../../db/ended-locations.ts';
import { personRoles, roles } from '../../db/schema/access.ts';
import { locations } from '../../db/schema/locations.ts';
import { persons } from '../../db/schema/persons.ts';
import { syncEntries } from '../../db/schema/sync.ts';

// The SQL of the school units screen.

const syncEntryOf = (row: typeof syncEntries.$inferSelect): TSyncEntry => ({
  id: row.id,
  context: row.context,
  type: row.type,
  message: row.message,
  status_code: row.statusCode,
  data: row.data,
  created_at: row.createdAt.toISOString(),
  finished_at: row.finishedAt?.toISOString() ?? null,
  location_id: row.locationId,
});

/** The units not ended: locations of a business (schools and preschools), not the organisation's own levels. */
export function unitLocations(db: Db, today: string) {
  return db
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(and(isNotNull(locations.businessId), notEndedOn(today)));
}

/** The ids of the school units not ended, whose pupils come from a school system's export. */
export async function schoolUnitIds(db: Db, today: string): Promise<number[]> {
  return (await schoolUnits(db, today)).map((unit) => unit.id);
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
  return rows.map(syncEntryOf);
}

/** The school units (schools and adult education) not ended on the day, with their names, by id. */
export function schoolUnits(db: Db, today: string) {
  return db
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(and(inArray(locations.businessId, [...SCHOOL_BUSINESS_IDS]), notEndedOn(today)))
    .orderBy(locations.id);
}

/** The newest 'sync' entry of each job type at each of the units. */
export async function latestJobEntries(db: Db, locationIds: readonly number[]): Promise<TSyncEntry[]> {
  if (locationIds.length === 0) return [];
  const rows = await db
    .selectDistinctOn([syncEntries.locationId, syncEntries.type])
    .from(syncEntries)
    .where(and(eq(syncEntries.context, 'sync'), inArray(syncEntries.locationId, [...locationIds])))
    .orderBy(syncEntries.locationId, syncEntries.type, desc(syncEntries.createdAt), desc(syncEntries.id));
  return rows.map(syncEntryOf);
}

/** The problems at the units since the instant, newest first, with the unit's name. */
export async function problemsSince(db: Db, locationIds: readonly number[], since: Date, limit: number) {
  if (locationIds.length === 0) return [];
  const rows = await db
    .select({ entry: syncEntries, locationName: locations.name })
    .from(syncEntries)
    .innerJoin(locations, eq(locations.id, syncEntries.locationId))
    .where(
      and(
        eq(syncEntries.context, 'syncflag'),
        inArray(syncEntries.locationId, [...locationIds]),
        gte(syncEntries.createdAt, since),
      ),
    )
    .orderBy(desc(syncEntries.createdAt), desc(syncEntries.id))
    .limit(limit);
  return rows.map((row) => ({ ...syncEntryOf(row.entry), location_name: row.locationName }));
}

/** How many problems each unit has had since the instant. */
export async function problemCountsSince(db: Db, locationIds: readonly number[], since: Date) {
  if (locationIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ locationId: syncEntries.locationId, count: count() })
    .from(syncEntries)
    .where(
      and(
        eq(syncEntries.context, 'syncflag'),
        inArray(syncEntries.locationId, [...locationIds]),
        gte(syncEntries.createdAt, since),
      ),
    )
    .groupBy(syncEntries.locationId);
  return new Map(rows.map((row) => [row.locationId, row.count]));
}
