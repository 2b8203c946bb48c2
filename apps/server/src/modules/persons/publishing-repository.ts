import { UNIT_MANAGER_ROLES } from '@kansli/domain/persons/publishing';
import { and, asc, eq, inArray, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { personRoles, roles } from '../../db/schema/access.ts';
import { groupMembers, groups } from '../../db/schema/groups.ts';
import { locations } from '../../db/schema/locations.ts';
import { personEmails, personGuardians, persons } from '../../db/schema/persons.ts';

// The SQL of the person's outside systems: what is published to the campus platform, what the setup
// e-mail dialog shows, and what the calls store once the outside system has answered.

/** Roles that are not employment: a staff role is any other. */
const NON_STAFF_ROLES = ['Elev', 'Vårdnadshavare'];

export async function personForPublishing(db: Db, personId: number) {
  const [person] = await db
    .select({
      id: persons.id,
      givenName: persons.givenName,
      familyName: persons.familyName,
      civicNumber: persons.civicNumber,
      campusId: persons.campusId,
      googleId: persons.googleId,
      isEmployed: persons.isEmployed,
      publishedAt: persons.publishedAt,
    })
    .from(persons)
    .where(eq(persons.id, personId));
  return person;
}

export type PublishingPerson = NonNullable<Awaited<ReturnType<typeof personForPublishing>>>;

/** The person's e-mail addresses, in the order they were added. */
export function emailsOf(db: Db, personId: number) {
  return db
    .select({ email: personEmails.email, type: personEmails.type })
    .from(personEmails)
    .where(eq(personEmails.personId, personId))
    .orderBy(asc(personEmails.id));
}

/** The e-mail addresses of each of the persons, in the order they were added. */
export async function emailsOfPersons(db: Db, personIds: readonly number[]): Promise<Map<number, string[]>> {
  const byPerson = new Map<number, string[]>();
  if (personIds.length === 0) return byPerson;
  const rows = await db
    .select({ personId: personEmails.personId, email: personEmails.email })
    .from(personEmails)
    .where(inArray(personEmails.personId, [...personIds]))
    .orderBy(asc(personEmails.id));
  for (const row of rows) byPerson.set(row.personId, [...(byPerson.get(row.personId) ?? []), row.email]);
  return byPerson;
}

/** The person's roles at units by unit name, then role name. */
export function unitRolesOf(db: Db, personId: number) {
  return db
    .select({ role: roles.name, unit: locations.name, locationId: locations.id })
    .from(personRoles)
    .innerJoin(roles, eq(roles.id, personRoles.roleId))
    .innerJoin(locations, eq(locations.id, personRoles.locationId))
    .where(eq(personRoles.personId, personId))
    .orderBy(asc(locations.name), asc(roles.name));
}

/** The unit of the person's first staff role by unit name. */
export async function staffUnitOf(db: Db, personId: number) {
  const [unit] = await db
    .select({ id: locations.id, name: locations.name })
    .from(personRoles)
    .innerJoin(roles, eq(roles.id, personRoles.roleId))
    .innerJoin(locations, eq(locations.id, personRoles.locationId))
    .where(and(eq(personRoles.personId, personId), notInArray(roles.name, NON_STAFF_ROLES)))
    .orderBy(asc(locations.name), asc(locations.id))
    .limit(1);
  return unit;
}

/**
 * Who leads the unit: a person other than `exceptPersonId` holding a manager role there, else at the
 * unit above, and so on to the root; undefined when no unit up the tree has one.
 */
export async function unitManager(db: Db, locationId: number, exceptPersonId: number) {
  let current: number | null = locationId;
  const seen = new Set<number>();
  while (current !== null && !seen.has(current)) {
    seen.add(current);
    const [manager] = await db
      .select({
        id: persons.id,
        givenName: persons.givenName,
        familyName: persons.familyName,
        roleName: roles.name,
        email: sql<string | null>`(select e.email from person_emails e where e.person_id = ${persons.id}
          order by (e.type = 'work') desc, e.id limit 1)`,
      })
      .from(personRoles)
      .innerJoin(roles, eq(roles.id, personRoles.roleId))
      .innerJoin(persons, eq(persons.id, personRoles.personId))
      .where(
        and(
          eq(personRoles.locationId, current),
          inArray(roles.name, [...UNIT_MANAGER_ROLES]),
          ne(persons.id, exceptPersonId),
        ),
      )
      .orderBy(asc(persons.familyName), asc(persons.givenName), asc(persons.id))
      .limit(1);
    if (manager) return manager;
    const [location] = await db
      .select({ parentId: locations.parentId })
      .from(locations)
      .where(eq(locations.id, current));
    current = location?.parentId ?? null;
  }
  return undefined;
}

/** Whether someone other than the person has this address (any case). */
export async function emailTakenByAnother(db: Db, email: string, personId: number): Promise<boolean> {
  const count = await db.$count(
    personEmails,
    and(sql`lower(${personEmails.email}) = ${email.toLowerCase()}`, ne(personEmails.personId, personId)),
  );
  return count > 0;
}

export async function guardianIdsOf(db: Db, personId: number): Promise<number[]> {
  const rows = await db
    .select({ id: personGuardians.guardianId })
    .from(personGuardians)
    .where(eq(personGuardians.personId, personId))
    .orderBy(asc(personGuardians.guardianId));
  return rows.map((row) => row.id);
}

/** The person's memberships that have not ended, with their group and its unit. */
export function activeMembershipsOf(db: Db, personId: number) {
  return db
    .select({
      groupId: groups.id,
      name: groups.name,
      code: groups.code,
      campusId: groups.campusId,
      unit: locations.name,
      role: groupMembers.roleName,
    })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .innerJoin(locations, eq(locations.id, groups.locationId))
    .where(and(eq(groupMembers.personId, personId), isNull(groupMembers.deletedAt)))
    .orderBy(asc(groups.id));
}

/** Stores the platform's id of the person and, when given, when it was published. */
export async function storeCampusId(db: Db, personId: number, campusId: string, publishedAt?: Date) {
  await db
    .update(persons)
    .set({ campusId, ...(publishedAt ? { publishedAt } : {}) })
    .where(eq(persons.id, personId));
}

/** Stores the platform's id of the group; its published_at stays the groups dialog's to set. */
export async function storeGroupCampusId(db: Db, groupId: number, campusId: string) {
  await db
    .update(groups)
    .set({ campusId })
    .where(and(eq(groups.id, groupId), or(isNull(groups.campusId), ne(groups.campusId, campusId))));
}

/**
 * Stores the Google account on a person who has none: 'stored'; 'already' when this very account is
 * stored there (another try got there first); 'other' when another account is.
 */
export async function storeGoogleId(
  db: Db,
  personId: number,
  googleId: string,
): Promise<'stored' | 'already' | 'other'> {
  const stored = await db
    .update(persons)
    .set({ googleId })
    .where(and(eq(persons.id, personId), isNull(persons.googleId)))
    .returning({ id: persons.id });
  if (stored.length > 0) return 'stored';
  const [person] = await db
    .select({ googleId: persons.googleId })
    .from(persons)
    .where(eq(persons.id, personId));
  return person?.googleId === googleId ? 'already' : 'other';
}

/** Adds the address to the person's list unless it is there; true when added. */
export async function addEmailIfMissing(
  db: Db,
  personId: number,
  email: { email: string; type: string; system: string },
): Promise<boolean> {
  const present = await db.$count(
    personEmails,
    and(
      eq(personEmails.personId, personId),
      sql`lower(${personEmails.email}) = ${email.email.toLowerCase()}`,
    ),
  );
  if (present > 0) return false;
  await db.insert(personEmails).values({ personId, ...email });
  return true;
}
