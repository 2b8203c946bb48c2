import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { persons } from './persons.ts';

export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The signed-in person. */
    actorId: integer('actor_id').references(() => persons.id, { onDelete: 'set null' }),
    /** The person acted as while ghosting, else null. */
    ghostAsId: integer('ghost_as_id').references(() => persons.id, { onDelete: 'set null' }),
    action: text().notNull(),
    entity: text().notNull(),
    entityId: text('entity_id'),
    before: jsonb(),
    after: jsonb(),
  },
  (t) => [
    index('audit_events_entity_idx').on(t.entity, t.entityId),
    index('audit_events_at_idx').on(t.at),
    // The audit log's filters by who acted and as whom, newest first.
    index('audit_events_actor_id_idx').on(t.actorId, t.id),
    index('audit_events_ghost_as_id_idx').on(t.ghostAsId, t.id),
  ],
);
