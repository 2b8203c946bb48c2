import { asc, desc, eq, sql } from 'drizzle-orm';
import { type Db, preparedQuery } from '../../db/client.ts';
import { personEmails, persons } from '../../db/schema/persons.ts';

export interface PersonName {
  id: number;
  givenName: string;
  familyName: string;
}

const nameColumns = { id: persons.id, givenName: persons.givenName, familyName: persons.familyName };

const personByEmail = preparedQuery((db) =>
  db
    .select(nameColumns)
    .from(personEmails)
    .innerJoin(persons, eq(persons.id, personEmails.personId))
    .where(eq(sql`lower(${personEmails.email})`, sql.placeholder('email')))
    .orderBy(desc(persons.isEmployed), asc(persons.id))
    .limit(1)
    .prepare('person_by_email'),
);

/** The person an e-mail address belongs to; staff first when a private address is shared. */
export async function findPersonByEmail(db: Db, email: string): Promise<PersonName | undefined> {
  const [row] = await personByEmail(db).execute({ email: email.toLowerCase() });
  return row;
}
