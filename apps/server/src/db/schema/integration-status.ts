import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * How each outside system's last call or test went, one row per system once it has been called, so
 * every instance shows the same on Superadmin › Integrationer.
 */
export const integrationStatus = pgTable('integration_status', {
  system: text().primaryKey(),
  ok: boolean().notNull(),
  /** Why the last call failed, in Swedish for the screen: no secret, no personal data. */
  message: text(),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
  lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
});
