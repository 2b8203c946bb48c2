import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { locations } from './locations.ts';
import { persons } from './persons.ts';

export const publishMode = pgEnum('publish_mode', ['groups', 'persons']);
export const publishRunStatus = pgEnum('publish_run_status', ['queued', 'running', 'done', 'failed']);
export const publishItemStatus = pgEnum('publish_item_status', [
  'pending',
  'published',
  'partial',
  'skipped',
  'failed',
]);

/** A unit's groups or persons published from the publish dialog, one item at a time in a job. */
export const publishRuns = pgTable(
  'publish_runs',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    mode: publishMode().notNull(),
    campus: boolean().notNull(),
    google: boolean().notNull(),
    status: publishRunStatus().notNull().default('queued'),
    /** Who started it; the audit names them for every change the run makes. */
    startedBy: integer('started_by').references(() => persons.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    // One run under way per unit and mode: a second click is answered with it.
    uniqueIndex('publish_runs_under_way_key')
      .on(t.locationId, t.mode)
      .where(sql`${t.status} in ('queued', 'running')`),
  ],
);

export const publishRunItems = pgTable(
  'publish_run_items',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    runId: integer('run_id')
      .notNull()
      .references(() => publishRuns.id, { onDelete: 'cascade' }),
    /** The group's or the person's id, by the run's mode. */
    itemId: integer('item_id').notNull(),
    name: text().notNull(),
    status: publishItemStatus().notNull().default('pending'),
    message: text().notNull().default(''),
  },
  (t) => [index('publish_run_items_run_id_idx').on(t.runId)],
);
