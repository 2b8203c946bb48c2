import type { TLinkedPerson } from '@kansli/domain/persons/person-card';
import { and, asc, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { PERSON_SEARCH_TEXT, personGuardians, persons } from '../../db/schema/persons.ts';
import { likePattern } from '../../db/text-search.ts';

// The SQL of a pupil's guardians on the person card.

const linkedPerson = {
  id: persons.id,
  given_name: persons.givenName,
  family_name: persons.familyName,
  civic_number: persons.civicNumber,
};
const byName = [sql`lower(${persons.familyName})`, sql`lower(${persons.givenName})`, asc(persons.id)];

export function guardiansOf(db: Db, pupilId: number): Promise<TLinkedPerson[]> {
  return db
    .select(linkedPerson)
    .from(personGuardians)
    .innerJoin(persons, eq(persons.id, personGuardians.guardianId))
    .where(eq(personGuardians.personId, pupilId))
    .orderBy(...byName);
}

export function pupilsOf(db: Db, guardianId: number): Promise<TLinkedPerson[]> {
  return db
    .select(linkedPerson)
    .from(personGuardians)
    .innerJoin(persons, eq(persons.id, personGuardians.personId))
    .where(eq(personGuardians.guardianId, guardianId))
    .orderBy(...byName);
}

/**
 * Persons whose civic number, its hyphen left out, starts with the digits. The first six digits never
 * hold the hyphen (YYMMDD-NNNN, YYYYMMDD-NNNN), so they are looked up in the search text's trigram
 * index, and only those hits are compared in full.
 */
export function personsByCivicNumberPrefix(db: Db, digits: string, limit: number): Promise<TLinkedPerson[]> {
  return queryRows<TLinkedPerson>(
    db,
    sql`select id, given_name, family_name, civic_number from persons
        where ${PERSON_SEARCH_TEXT} like ${likePattern(digits.slice(0, 6))}
          and starts_with(replace(civic_number, '-', ''), ${digits})
        order by lower(family_name), lower(given_name), id limit ${limit}`,
  );
}

/** Links the guardian to the pupil; false when linked already. */
export async function linkGuardian(db: Db, pupilId: number, guardianId: number): Promise<boolean> {
  const added = await db
    .insert(personGuardians)
    .values({ personId: pupilId, guardianId })
    .onConflictDoNothing()
    .returning({ personId: personGuardians.personId });
  return added.length > 0;
}

/** Unlinks the guardian from the pupil; false when not linked. */
export async function unlinkGuardian(db: Db, pupilId: number, guardianId: number): Promise<boolean> {
  const removed = await db
    .delete(personGuardians)
    .where(and(eq(personGuardians.personId, pupilId), eq(personGuardians.guardianId, guardianId)))
    .returning({ personId: personGuardians.personId });
  return removed.length > 0;
}
