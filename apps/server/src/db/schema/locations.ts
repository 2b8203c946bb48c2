import { type AnyPgColumn, date, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export interface LocationExtension {
  systemIds?: { system: string; systemId: string; systemSegment?: string }[];
  freshserviceId?: number;
  [key: string]: unknown;
}

export const locations = pgTable(
  'locations',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    parentId: integer('parent_id').references((): AnyPgColumn => locations.id),
    name: text().notNull(),
    businessId: integer('business_id'),
    costCenter: text('cost_center').unique(),
    extension: jsonb().$type<LocationExtension>().notNull().default({}),
    /** The first day the unit is ended: from then on no new work starts there. Units are never deleted. */
    endedAt: date('ended_at', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('locations_parent_id_idx').on(t.parentId)],
);
