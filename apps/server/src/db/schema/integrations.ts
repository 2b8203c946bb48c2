import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Secrets an outside system hands Kansli to keep (a rotated refresh token), sealed with the secret key. */
export const integrationSecrets = pgTable('integration_secrets', {
  system: text().primaryKey(),
  sealed: text().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
