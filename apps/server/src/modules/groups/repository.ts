import { and, asc, count, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { groupMembers, groups } from '../../db/schema/groups.ts';
import { locations } from '../../db/schema/locations.ts';
import { persons } from '../../db/schema/persons.ts';

// The SQL of the groups screen and of publishing groups.

/**
 * What a search text asks for: words all to be found, or one id in a system ('admin' is Kansli's own,
 * 'system' any system's, as the search box's 'system:system_id' reads).
 */
export type GroupSearch = { words: string[] } | { system: string; systemId: string };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function searchCondition(search: GroupSearch): SQL | undefined {
  if ('system' in search) {
    const kansliId = /^\d{1,9}$/.test(search.systemId) ? eq(groups.id, Number(search.systemId)) : sql`false`;
    if (search.system === 'admin') return kansliId;
    if (search.system === 'system') return or(kansliId, eq(groups.systemId, search.systemId));
    return and(eq(groups.system, search.system), eq(groups.systemId, search.systemId));
  }
  if (search.words.length === 0) return undefined;
  const haystack = sql`(${groups.name} || ' ' || coalesce(${groups.email}, '') || ' ' || coalesce(${groups.code}, ''))`;
  return and(...search.words.map((word) => ilike(haystack, `%${escapeLike(word)}%`)));
}

/** A page of the ids of the groups found at the units, by name, and how many there are in all. */
export async function searchGroupIds(
  db: Db,
  search: GroupSearch,
  locationIds: readonly number[] | 'all',
  offset: number,
  limit: number,
): Promise<{ ids: number[]; total: number }> {
  if (locationIds !== 'all' && locationIds.length === 0) return { ids: [], total: 0 };
  const where = and(
    searchCondition(search),
    locationIds === 'all' ? undefined : inArray(groups.locationId, [...locationIds]),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({ id: groups.id })
      .from(groups)
      .where(where)
      .orderBy(sql`lower(${groups.name})`, asc(groups.id))
      .offset(offset)
      .limit(limit),
    db.select({ total: count() }).from(groups).where(where),
  ]);
  return { ids: rows.map((row) => row.id), total: counted?.total ?? 0 };
}

/** The groups with their unit's name and their number of current members. */
export function groupsByIds(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      group: groups,
      locationName: locations.name,
      memberCount: sql<number>`(select count(*)::int from ${groupMembers}
        where ${groupMembers.groupId} = ${groups.id} and ${groupMembers.deletedAt} is null)`,
    })
    .from(groups)
    .innerJoin(locations, eq(locations.id, groups.locationId))
    .where(inArray(groups.id, [...ids]));
}

export type GroupRow = Awaited<ReturnType<typeof groupsByIds>>[number];

export async function groupById(db: Db, id: number): Promise<GroupRow | undefined> {
  const [row] = await groupsByIds(db, [id]);
  return row;
}

/** The units that have groups: those the search may reach. */
export async function locationsWithGroups(db: Db): Promise<number[]> {
  const rows = await db.selectDistinct({ locationId: groups.locationId }).from(groups);
  return rows.map((row) => row.locationId);
}

/** The group's current members, teachers first, then by family and given name. */
export function currentMembersOf(db: Db, groupId: number) {
  return db
    .select({
      id: groupMembers.id,
      personId: persons.id,
      givenName: persons.givenName,
      familyName: persons.familyName,
      roleName: groupMembers.roleName,
      createdAt: groupMembers.createdAt,
    })
    .from(groupMembers)
    .innerJoin(persons, eq(persons.id, groupMembers.personId))
    .where(and(eq(groupMembers.groupId, groupId), isNull(groupMembers.deletedAt)))
    .orderBy(sql`${groupMembers.roleName} <> 'Lärare'`, asc(persons.sortName), asc(persons.id));
}

export async function setGroupActive(db: Db, groupId: number, active: boolean, now: Date) {
  await db.update(groups).set({ active, updatedAt: now }).where(eq(groups.id, groupId));
}

/** Ends the current membership; undefined when the group has no such current member. */
export async function endMembership(db: Db, groupId: number, memberId: number, now: Date) {
  const [ended] = await db
    .update(groupMembers)
    .set({ deletedAt: now })
    .where(
      and(eq(groupMembers.id, memberId), eq(groupMembers.groupId, groupId), isNull(groupMembers.deletedAt)),
    )
    .returning({ id: groupMembers.id, personId: groupMembers.personId, roleName: groupMembers.roleName });
  return ended;
}

/** Stores the platform's id of the group and when it was published. */
export async function storeGroupPublished(db: Db, groupId: number, campusId: string, publishedAt: Date) {
  await db.update(groups).set({ campusId, publishedAt }).where(eq(groups.id, groupId));
}

/** The unit's groups a publish run takes: active, not ended before today, by name. */
export function publishableGroupsAt(db: Db, locationId: number, today: string) {
  return db
    .select({ id: groups.id, name: groups.name })
    .from(groups)
    .where(
      and(
        eq(groups.locationId, locationId),
        eq(groups.active, true),
        or(isNull(groups.endDate), sql`${groups.endDate} >= ${today}`),
      ),
    )
    .orderBy(sql`lower(${groups.name})`, asc(groups.id));
}
