import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { roles } from '../db/schema/access.ts';
import { personEmails } from '../db/schema/persons.ts';

/** The id of the person with this e-mail address in the seeded organisation. */
export async function personIdOf(db: Db, email: string): Promise<number> {
  const [row] = await db
    .select({ id: personEmails.personId })
    .from(personEmails)
    .where(eq(personEmails.email, email));
  if (!row) throw new Error(`no person with ${email}`);
  return row.id;
}

export async function roleIdOf(db: Db, name: string): Promise<number> {
  const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, name));
  if (!row) throw new Error(`no role ${name}`);
  return row.id;
}
