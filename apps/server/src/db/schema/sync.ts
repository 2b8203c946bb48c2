import { index, integer, jsonb, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { locations } from './locations.ts';

export const syncContext = pgEnum('sync_context', ['sync', 'syncflag']);

/** A synchronisation job's progress at a unit ('sync'), or a problem it met ('syncflag'). */
export const syncEntries = pgTable(
  'sync_entries',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    context: syncContext().notNull(),
    type: text().notNull(),
    message: text().notNull().default(''),
    statusCode: integer('status_code'),
    data: jsonb().$type<{ current: number; bucketsize: number }>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('sync_entries_location_created_idx').on(t.locationId, t.createdAt)],
);
