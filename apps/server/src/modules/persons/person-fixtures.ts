import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';

// Seeded persons the person card's API tests start from.

async function one<T>(db: Db, query: ReturnType<typeof sql>, what: string): Promise<T> {
  const [row] = await queryRows<T>(db, query);
  if (!row) throw new Error(`the seed has no ${what}`);
  return row;
}

/** A pupil with guardians and a mobile number from the school's system (read-only here). */
export const pupilWithGuardians = (db: Db) =>
  one<{ id: number; phoneId: number; system: string }>(
    db,
    sql`select p.id, ph.id as "phoneId", ph.system from persons p
        join person_phones ph on ph.person_id = p.id and ph.system <> 'admin'
        where exists (select from person_guardians g where g.person_id = p.id)
        order by p.id limit 1`,
    'pupil with guardians and an outside-system phone',
  );

/** A person with more Chromebooks than the card shows. */
export const personWithManyDevices = (db: Db) =>
  one<{ id: number }>(
    db,
    sql`select person_id as id from person_chrome_devices group by person_id having count(*) > 3
        order by person_id limit 1`,
    'person with more than 3 Chromebooks',
  );

/** A person with an ended group membership as well as a current one. */
export const personWithEndedMembership = (db: Db) =>
  one<{ id: number }>(
    db,
    sql`select person_id as id from group_members group by person_id
        having count(deleted_at) > 0 and count(*) > count(deleted_at) order by person_id limit 1`,
    'person with an ended and a current group membership',
  );

/** An adult with no pupils of their own: a guardian to link in tests. */
export const unlinkedAdult = (db: Db) =>
  one<{ id: number; civicNumber: string }>(
    db,
    sql`select p.id, p.civic_number as "civicNumber" from persons p
        where p.is_employed and p.civic_number is not null
          and not exists (select from person_guardians g where g.guardian_id = p.id)
        order by p.id desc limit 1`,
    'staff member',
  );
