import type { PersonSearch } from '@kansli/domain/persons/search-persons';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { aliasNotEndedOn } from '../../db/ended-locations.ts';
import { personRoles, roles } from '../../db/schema/access.ts';
import { locations } from '../../db/schema/locations.ts';
import { PERSON_SEARCH_TEXT, personEmails, persons } from '../../db/schema/persons.ts';
import { allWordsMatch } from '../../db/text-search.ts';
import { roleFitsUnitSql } from '../authorization/repository.ts';

// The SQL of the person administration.

/** Each word in the names, the civic number or an e-mail address: one trigram index on the search text. */
function matching(search: PersonSearch) {
  if (search.kind === 'system') {
    const system = search.system === null ? sql`true` : sql`system = ${search.system}`;
    return sql`p.id in (select person_id from system_ids where ${system} and system_id = ${search.systemId})`;
  }
  return allWordsMatch(sql`p.${PERSON_SEARCH_TEXT}`, search.words);
}

/**
 * One page of the persons the search finds, in name order, with how many it finds in all. The hits are
 * gathered once through the search index and then counted and sorted by the stored sort name; left to
 * itself the planner would walk the whole name index to keep the order, testing every person.
 */
export async function searchPersonIds(
  db: Db,
  search: PersonSearch,
  offset: number,
  limit: number,
): Promise<{ ids: number[]; total: number }> {
  const rows = await queryRows<{ id: number | null; total: number }>(
    db,
    sql`with hits as materialized (
          select p.id, p.sort_name from persons p where ${matching(search)}),
        page as (
          select id from hits order by sort_name, id limit ${limit} offset ${offset})
        select page.id, (select count(*) from hits)::int as total
        from (select 1) as one left join page on true`,
  );
  return {
    ids: rows.flatMap((r) => (r.id === null ? [] : [r.id])),
    total: rows[0]?.total ?? 0,
  };
}

export function personsByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(persons).where(inArray(persons.id, ids));
}

/** The names of the persons' roles, at any location. */
export function roleNamesOf(db: Db, personIds: number[]) {
  if (personIds.length === 0) return Promise.resolve([]);
  return db
    .selectDistinct({ personId: personRoles.personId, name: roles.name })
    .from(personRoles)
    .innerJoin(roles, eq(roles.id, personRoles.roleId))
    .where(inArray(personRoles.personId, personIds))
    .orderBy(asc(roles.name));
}

export async function personExists(db: Db, personId: number): Promise<boolean> {
  return (await db.$count(persons, eq(persons.id, personId))) > 0;
}

/** The person's roles at units, by unit name then role name. */
export function locationRolesOf(db: Db, personId: number) {
  return db
    .select({
      location_id: locations.id,
      location_name: locations.name,
      role_id: roles.id,
      role_name: roles.name,
    })
    .from(personRoles)
    .innerJoin(roles, eq(roles.id, personRoles.roleId))
    .innerJoin(locations, eq(locations.id, personRoles.locationId))
    .where(eq(personRoles.personId, personId))
    .orderBy(asc(locations.name), asc(roles.name));
}

export async function roleAndLocation(db: Db, roleId: number, locationId: number) {
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.id, roleId));
  const [location] = await db
    .select({ id: locations.id, endedAt: locations.endedAt })
    .from(locations)
    .where(eq(locations.id, locationId));
  return { role: role !== undefined, location };
}

/** Gives the person the role at the location; false when it held it already. */
export async function addPersonRole(db: Db, personId: number, roleId: number, locationId: number) {
  const added = await db
    .insert(personRoles)
    .values({ personId, roleId, locationId })
    .onConflictDoNothing()
    .returning({ id: personRoles.id });
  return added.length > 0;
}

/** Takes the role at the location from the person; false when it did not hold it. */
export async function removePersonRole(db: Db, personId: number, roleId: number, locationId: number) {
  const removed = await db
    .delete(personRoles)
    .where(
      and(
        eq(personRoles.personId, personId),
        eq(personRoles.roleId, roleId),
        eq(personRoles.locationId, locationId),
      ),
    )
    .returning({ id: personRoles.id });
  return removed.length > 0;
}

/**
 * Roles at the units not ended on the day, and of the role's kind, whose unit name, role name or
 * description hold every word.
 */
export function searchRolesAtLocations(db: Db, words: string[], limit: number, today: string) {
  const where = sql`${allWordsMatch(sql`lower(l.name || ' ' || r.name || ' ' || r.description)`, words)}
    and ${aliasNotEndedOn('l', today)} and ${roleFitsUnitSql(sql`r.name`, sql`l.business_id`)}`;
  return queryRows<{
    location_id: number;
    location_name: string;
    role_id: number;
    role_name: string;
    role_description: string;
  }>(
    db,
    sql`select l.id as location_id, l.name as location_name, r.id as role_id, r.name as role_name,
          r.description as role_description
        from locations l cross join roles r where ${where}
        order by lower(l.name), lower(r.name), l.id, r.id limit ${limit}`,
  );
}

/** The advisory lock key of making a person ('Pers' in ASCII); no other lock of Kansli uses it. */
const PERSON_CREATION_LOCK = 0x50657273;

/**
 * Held until the transaction ends, so that persons are made one at a time: the check that nobody has
 * the civic number or the e-mail address yet holds until the new person is written.
 */
export async function lockPersonCreation(db: Db): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${PERSON_CREATION_LOCK})`);
}

export async function personIdByCivicNumber(db: Db, civicNumber: string): Promise<number | undefined> {
  const [row] = await db.select({ id: persons.id }).from(persons).where(eq(persons.civicNumber, civicNumber));
  return row?.id;
}

export interface NewPerson {
  givenName: string;
  familyName: string;
  civicNumber: string | null;
  email: string;
  isEmployed: boolean;
  now: Date;
}

/**
 * Writes the person and the work address, answering the new id; undefined, writing nothing, when the
 * civic number was taken meanwhile by a writer that does not take the creation lock (an import).
 */
export async function insertPerson(db: Db, person: NewPerson): Promise<number | undefined> {
  const { email, now, ...fields } = person;
  const [row] = await db
    .insert(persons)
    .values({ ...fields, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: persons.civicNumber })
    .returning({ id: persons.id });
  if (!row) return undefined;
  await db.insert(personEmails).values({ personId: row.id, email, type: 'work', system: 'admin' });
  return row.id;
}
