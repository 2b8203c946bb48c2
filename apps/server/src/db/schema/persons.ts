import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgEnum, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';

/**
 * What a search word is looked for in: the names, the civic number and every e-mail address, in lower
 * case, kept in `persons.search_text` by triggers (migration 0011) so that one trigram index serves it.
 */
export const PERSON_SEARCH_TEXT = sql.raw('search_text');

export const persons = pgTable(
  'persons',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    givenName: text('given_name').notNull(),
    familyName: text('family_name').notNull(),
    civicNumber: text('civic_number').unique(),
    avatarImage: text('avatar_image'),
    campusId: text('campus_id'),
    googleId: text('google_id'),
    isEmployed: boolean('is_employed').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    searchText: text('search_text').notNull().default(''),
    /** The order of a list of persons (family name, given name), computed once rather than per sort. */
    sortName: text('sort_name').generatedAlwaysAs(sql`lower(family_name) || ' ' || lower(given_name)`),
  },
  (t) => [
    index('persons_family_given_idx').on(sql`lower(${t.familyName})`, sql`lower(${t.givenName})`),
    // The person search: any part of the names, the civic number or an e-mail address.
    index('persons_search_text_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

export const personEmails = pgTable(
  'person_emails',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    type: text().notNull().default('work'),
    system: text().notNull().default('admin'),
  },
  (t) => [
    index('person_emails_person_id_idx').on(t.personId),
    index('person_emails_email_idx').on(sql`lower(${t.email})`),
  ],
);

export const phoneType = pgEnum('phone_type', ['home', 'work', 'mobile']);
export const phoneSystem = pgEnum('phone_system', ['admin', 'online', 'schoolsoft', 'adela', 'flex']);

export const personPhones = pgTable(
  'person_phones',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    number: text().notNull(),
    type: phoneType().notNull(),
    system: phoneSystem().notNull().default('admin'),
  },
  (t) => [index('person_phones_person_id_idx').on(t.personId)],
);

export const systemIds = pgTable(
  'system_ids',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    system: text().notNull(),
    systemId: text('system_id').notNull(),
    systemSegment: text('system_segment'),
  },
  (t) => [
    index('system_ids_person_id_idx').on(t.personId),
    // 'system:id' finds the id in any system.
    index('system_ids_system_id_idx').on(t.systemId),
    unique('system_ids_system_key').on(t.system, t.systemId, t.systemSegment).nullsNotDistinct(),
  ],
);

/** A pupil's legal guardians among the persons. */
export const personGuardians = pgTable(
  'person_guardians',
  {
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    guardianId: integer('guardian_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
  },
  (t) => [
    unique('person_guardians_key').on(t.personId, t.guardianId),
    index('person_guardians_guardian_id_idx').on(t.guardianId),
  ],
);

/** A person's postal address as registered (folkbokföring), where an invoice to them is sent. */
export const personAddresses = pgTable('person_addresses', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  personId: integer('person_id')
    .notNull()
    .unique('person_addresses_person_id_key')
    .references(() => persons.id, { onDelete: 'cascade' }),
  streetAddress: text('street_address').notNull(),
  postalCode: text('postal_code').notNull(),
  city: text().notNull(),
  /** A c/o or district line, when the address has one. */
  locality: text(),
  country: text().notNull().default('Sverige'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
