import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { persons } from './persons.ts';

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie value, so a leaked table does not leak usable sessions. */
    id: text().primaryKey(),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The person acted as, while ghosting: set by the first request that asks, cleared by the first that does not. */
    ghostAsId: integer('ghost_as_id').references(() => persons.id, { onDelete: 'set null' }),
    ghostStartedAt: timestamp('ghost_started_at', { withTimezone: true }),
  },
  (t) => [
    index('sessions_person_id_idx').on(t.personId),
    index('sessions_expires_at_idx').on(t.expiresAt),
    index('sessions_last_seen_at_idx').on(t.lastSeenAt),
  ],
);

/**
 * ID tokens already used to sign in, by hash: a token opens one session. `expires_at` is when the
 * verifier stops accepting the token (its expiry and the clock skew allowed), not the expiry alone.
 */
export const usedIdTokens = pgTable(
  'used_id_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('used_id_tokens_expires_at_idx').on(t.expiresAt)],
);

/**
 * Sign-in attempts counted per client address and per account in fixed windows, shared by every
 * instance. The key is a hash ('address:…' or 'account:…'), so the table holds no address or e-mail.
 */
export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    keyHash: text('key_hash').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    attempts: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.keyHash, t.windowStart] }),
    index('sign_in_attempts_window_start_idx').on(t.windowStart),
  ],
);
