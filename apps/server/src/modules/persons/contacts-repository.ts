import type { PhoneSystem, PhoneType } from '@kansli/domain/persons/person-card';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { personEmails, personPhones, persons } from '../../db/schema/persons.ts';

// The SQL of a person's e-mail addresses and phone numbers.

export interface EmailRow {
  email: string;
  type: string;
  system: string;
}

/** Locks the person's row, so that two saves of the same person's contacts run one after the other. */
export async function lockPerson(db: Db, personId: number): Promise<boolean> {
  const rows = await db
    .select({ id: persons.id })
    .from(persons)
    .where(eq(persons.id, personId))
    .for('update');
  return rows.length > 0;
}

export async function touchPerson(db: Db, personId: number, now: Date): Promise<void> {
  await db.update(persons).set({ updatedAt: now }).where(eq(persons.id, personId));
}

export async function deleteEmails(db: Db, ids: number[]): Promise<void> {
  if (ids.length > 0) await db.delete(personEmails).where(inArray(personEmails.id, ids));
}

export async function updateEmail(db: Db, id: number, row: EmailRow): Promise<void> {
  await db.update(personEmails).set(row).where(eq(personEmails.id, id));
}

export async function insertEmails(db: Db, personId: number, rows: EmailRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(personEmails).values(rows.map((row) => ({ ...row, personId })));
}

export function phoneRowsByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(personPhones).where(inArray(personPhones.id, ids));
}

export interface PhoneRow {
  number: string;
  type: PhoneType;
  system: PhoneSystem;
}

export async function insertPhones(db: Db, personId: number, rows: PhoneRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(personPhones).values(rows.map((row) => ({ ...row, personId })));
}

export async function updatePhone(db: Db, id: number, row: PhoneRow): Promise<void> {
  await db.update(personPhones).set(row).where(eq(personPhones.id, id));
}

/** Deletes the phone row if it is still the person's; false when it was gone. */
export async function deletePhone(db: Db, id: number, personId: number): Promise<boolean> {
  const deleted = await db
    .delete(personPhones)
    .where(and(eq(personPhones.id, id), eq(personPhones.personId, personId)))
    .returning({ id: personPhones.id });
  return deleted.length > 0;
}
