import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { persons } from './persons.ts';

/**
 * A Chrome OS device as Google Admin knows it; `data` keeps the rest of Google's answer. A device
 * Google no longer lists keeps its row with the status MISSING.
 */
export const chromeDevices = pgTable(
  'chrome_devices',
  {
    deviceId: text('device_id').primaryKey(),
    serialNumber: text('serial_number').notNull().unique(),
    model: text().notNull().default(''),
    status: text().notNull().default(''),
    orgUnitPath: text('org_unit_path'),
    macAddress: text('mac_address'),
    osVersion: text('os_version'),
    lastSync: timestamp('last_sync', { withTimezone: true }),
    annotatedUser: text('annotated_user'),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When an import last found the device at Google; null for one it never saw (the seed's). */
    seenAt: timestamp('seen_at', { withTimezone: true }),
    /** What the device search matches: serial number, annotated user and model. */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(serial_number || ' ' || coalesce(annotated_user, '') || ' ' || model)`,
    ),
  },
  (t) => [
    index('chrome_devices_search_text_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // The search without words: the most recently synced first.
    index('chrome_devices_last_sync_idx').on(t.lastSync.desc().nullsLast()),
    index('chrome_devices_seen_at_idx').on(t.seenAt),
  ],
);

/**
 * The devices a person uses, `sort_order` 1 being the one they use most: those they are the annotated
 * user of first, then those they used lately (by `user_rank`), each rank by serial number.
 */
export const personChromeDevices = pgTable(
  'person_chrome_devices',
  {
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    deviceId: text('device_id')
      .notNull()
      .references(() => chromeDevices.deviceId, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull(),
    /** The person's place on the device: 1 its annotated user, 2, 3… its recent users in Google's order. */
    userRank: integer('user_rank').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.personId, t.deviceId] }),
    index('person_chrome_devices_device_id_idx').on(t.deviceId),
  ],
);
