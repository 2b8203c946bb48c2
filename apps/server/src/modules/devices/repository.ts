import { and, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chromeDevices } from '../../db/schema/devices.ts';

// The SQL of the device search: the generated search_text (serial number, annotated user, model) has
// a trigram index, so every word's substring match uses it.

export type ChromeDeviceRow = typeof chromeDevices.$inferSelect;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * At most `limit` devices whose serial number, annotated user or model hold every word: an exact serial
 * number first, then those starting with it, then the most recently synced; without words, the most
 * recently synced of all.
 */
export function searchChromeDevices(db: Db, words: readonly string[], limit: number) {
  const first = words[0]?.toLowerCase() ?? '';
  const where: SQL | undefined =
    words.length === 0
      ? undefined
      : and(...words.map((word) => ilike(chromeDevices.searchText, `%${escapeLike(word.toLowerCase())}%`)));
  const recent = [sql`${chromeDevices.lastSync} desc nulls last`, chromeDevices.serialNumber];
  return db
    .select()
    .from(chromeDevices)
    .where(where)
    .orderBy(
      ...(words.length === 0
        ? recent
        : [
            sql`lower(${chromeDevices.serialNumber}) = ${first} desc`,
            sql`starts_with(lower(${chromeDevices.serialNumber}), ${first}) desc`,
            ...recent,
          ]),
    )
    .limit(limit);
}

export async function chromeDeviceById(db: Db, deviceId: string): Promise<ChromeDeviceRow | undefined> {
  const [row] = await db.select().from(chromeDevices).where(eq(chromeDevices.deviceId, deviceId));
  return row;
}
