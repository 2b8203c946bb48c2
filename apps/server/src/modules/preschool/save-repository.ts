import { oreFromKronor } from '@kansli/domain/money/ore';
import type { TGuardianData } from '@kansli/domain/preschool/guardian-form';
import type { TCarePeriodInput, TChildData } from '@kansli/domain/preschool/save-person';
import { and, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  preschoolCarePeriods,
  preschoolChildGuardians,
  preschoolChildren,
  preschoolGuardians,
} from '../../db/schema/preschool.ts';

const childColumns = (data: TChildData) => ({
  givenName: data.given_name,
  familyName: data.family_name,
  civicNumber: data.civic_number,
  note: data.note,
  active: data.active,
});

/** The child that holds the civic number, other than the one given. */
export async function childWithCivicNumber(
  db: Db,
  civicNumber: string,
  exceptId: number | null,
): Promise<{ id: number; locationId: number } | undefined> {
  const [row] = await db
    .select({ id: preschoolChildren.id, locationId: preschoolChildren.locationId })
    .from(preschoolChildren)
    .where(
      exceptId === null
        ? eq(preschoolChildren.civicNumber, civicNumber)
        : and(eq(preschoolChildren.civicNumber, civicNumber), ne(preschoolChildren.id, exceptId)),
    );
  return row;
}

export async function insertChild(db: Db, locationId: number, data: TChildData): Promise<number> {
  const [row] = await db
    .insert(preschoolChildren)
    .values({ locationId, ...childColumns(data) })
    .returning({ id: preschoolChildren.id });
  return (row as { id: number }).id;
}

export async function updateChild(db: Db, id: number, data: TChildData): Promise<void> {
  await db
    .update(preschoolChildren)
    .set({ ...childColumns(data), updatedAt: sql`now()` })
    .where(eq(preschoolChildren.id, id));
}

const guardianColumns = (data: TGuardianData) => ({
  givenName: data.given_name,
  familyName: data.family_name,
  email: data.email,
  phone: data.phone,
  streetAddress: data.street_address,
  postalCode: data.postal_code,
  city: data.city,
  note: data.note,
});

export async function insertGuardian(db: Db, locationId: number, data: TGuardianData): Promise<number> {
  const [row] = await db
    .insert(preschoolGuardians)
    .values({ locationId, ...guardianColumns(data) })
    .returning({ id: preschoolGuardians.id });
  return (row as { id: number }).id;
}

export async function updateGuardian(db: Db, id: number, data: TGuardianData): Promise<void> {
  await db
    .update(preschoolGuardians)
    .set({ ...guardianColumns(data), updatedAt: sql`now()` })
    .where(eq(preschoolGuardians.id, id));
}

const periodColumns = (period: TCarePeriodInput) => ({
  start: period.start,
  end: period.end,
  commune: period.commune,
  department: period.department,
  careTime: period.care_time,
  costOre: period.cost === null ? null : oreFromKronor(period.cost),
  note: period.note,
  deleted: period._delete,
});

export async function insertCarePeriod(db: Db, childId: number, period: TCarePeriodInput): Promise<void> {
  await db.insert(preschoolCarePeriods).values({ childId, ...periodColumns(period) });
}

export async function updateCarePeriod(db: Db, id: number, period: TCarePeriodInput): Promise<void> {
  await db.update(preschoolCarePeriods).set(periodColumns(period)).where(eq(preschoolCarePeriods.id, id));
}

/** Makes the child's guardians exactly these, in this order, with these shares. */
export async function replaceGuardiansOfChild(
  db: Db,
  childId: number,
  guardians: { id: number; percent: number }[],
): Promise<void> {
  const ids = guardians.map((g) => g.id);
  await db
    .delete(preschoolChildGuardians)
    .where(
      ids.length === 0
        ? eq(preschoolChildGuardians.childId, childId)
        : and(
            eq(preschoolChildGuardians.childId, childId),
            notInArray(preschoolChildGuardians.guardianId, ids),
          ),
    );
  await upsertLinks(
    db,
    guardians.map((g, sortOrder) => ({ childId, guardianId: g.id, percent: g.percent, sortOrder })),
  );
}

export async function upsertLinks(
  db: Db,
  links: { childId: number; guardianId: number; percent: number; sortOrder: number }[],
): Promise<void> {
  if (links.length === 0) return;
  await db
    .insert(preschoolChildGuardians)
    .values(links)
    .onConflictDoUpdate({
      target: [preschoolChildGuardians.childId, preschoolChildGuardians.guardianId],
      set: { percent: sql`excluded.percent`, sortOrder: sql`excluded.sort_order` },
    });
}

export async function deleteLinks(db: Db, guardianId: number, childIds: number[]): Promise<void> {
  if (childIds.length === 0) return;
  await db
    .delete(preschoolChildGuardians)
    .where(
      and(
        eq(preschoolChildGuardians.guardianId, guardianId),
        inArray(preschoolChildGuardians.childId, childIds),
      ),
    );
}
