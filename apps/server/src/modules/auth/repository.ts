import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { personEmails, persons } from '../../db/schema/persons.ts';

export interface PersonName {
  id: number;
  givenName: string;
  familyName: string;
}

const nameColumns = { id: persons.id, givenName: persons.givenName, familyName: persons.familyName };

/** The person an e-mail address belongs to; staff first when a private address is shared. */
export async function findPersonByEmail(db: Db, email: string): Promise<PersonName | undefined> {
  const [row] = await db
    .select(nameColumns)
    .from(personEmails)
    .innerJoin(persons, eq(persons.id, personEmails.personId))
    .where(eq(sql`lower(${personEmails.email})`, email.toLowerCase()))
    .orderBy(desc(persons.isEmployed), asc(persons.id))
    .limit(1);
  return row;
}

export async function findPersonName(db: Db, id: number): Promise<PersonName | undefined> {
  const [row] = await db.select(nameColumns).from(persons).where(eq(persons.id, id));
  return row;
}
