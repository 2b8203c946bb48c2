import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { persons } from './persons.ts';

/** A signed-in person's own settings of the app, kept on the server so they follow them between browsers. */
export const userPreferences = pgTable(
  'user_preferences',
  {
    personId: integer('person_id')
      .primaryKey()
      .references(() => persons.id, { onDelete: 'cascade' }),
    /** 'system' follows the browser's setting. */
    colorScheme: text('color_scheme').notNull().default('system'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('user_preferences_color_scheme', sql`${t.colorScheme} in ('system', 'light', 'dark')`)],
);
