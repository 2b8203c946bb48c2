import { integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { persons } from './persons.ts';

/**
 * The first answer to each Idempotency-Key a person sent with a creating request: a repeat gets it
 * again and writes nothing. A row without a status is a request still at work.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    /** SHA-256 of the method, route, path parameters and body. */
    requestHash: text('request_hash').notNull(),
    statusCode: smallint('status_code'),
    response: jsonb(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.personId, t.key] })],
);
