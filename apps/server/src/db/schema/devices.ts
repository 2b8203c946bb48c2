import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { persons } from './persons.ts';

/** A Chrome OS device as Google Admin knows it; `data` keeps the rest of Google's answer. */
export const chromeDevices = pgTable('chrome_devices', {
  deviceId: text('device_id').primaryKey(),
  serialNumber: text('serial_number').notNull().unique(),
  model: text().notNull().default(''),
  status: text().notNull().default(''),
  orgUnitPath: text('org_unit_path'),
  macAddress: text('mac_address'),
  osVersion: text('os_version'),
  lastSync: timestamp('last_sync', { withTimezone: true }),
  data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The devices a person uses, `sort_order` 1 being the one they use most (annotated user, then recent users). */
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
  },
  (t) => [
    primaryKey({ columns: [t.personId, t.deviceId] }),
    index('person_chrome_devices_device_id_idx').on(t.deviceId),
  ],
);
