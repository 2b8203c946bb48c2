import type { TUserPreferences } from '@kansli/domain/auth/user-preferences';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userPreferences } from '../../db/schema/preferences.ts';

/** The person's stored preferences, or undefined while they have chosen nothing. */
export async function findUserPreferences(
  db: Db,
  personId: number,
  { forUpdate = false } = {},
): Promise<TUserPreferences | undefined> {
  const query = db
    .select({ colorScheme: userPreferences.colorScheme })
    .from(userPreferences)
    .where(eq(userPreferences.personId, personId));
  const [row] = forUpdate ? await query.for('update') : await query;
  // The column's CHECK constraint holds it to the schema's values.
  return row as TUserPreferences | undefined;
}

/** Stores the person's preferences, whether they had a row or not. */
export async function upsertUserPreferences(
  db: Db,
  personId: number,
  preferences: TUserPreferences,
  now: Date,
): Promise<void> {
  await db
    .insert(userPreferences)
    .values({ personId, colorScheme: preferences.colorScheme, updatedAt: now })
    .onConflictDoUpdate({
      target: userPreferences.personId,
      set: { colorScheme: preferences.colorScheme, updatedAt: now },
    });
}
