import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { locations } from './locations.ts';
import { persons } from './persons.ts';

export const roles = pgTable('roles', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  name: text().notNull().unique(),
  description: text().notNull().default(''),
});

export const personRoles = pgTable(
  'person_roles',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
  },
  (t) => [
    unique('person_roles_key').on(t.personId, t.roleId, t.locationId),
    index('person_roles_role_id_idx').on(t.roleId),
    index('person_roles_location_id_idx').on(t.locationId),
  ],
);

/**
 * A role a person held at a unit until it ended: the import ends the roles of a person who left the
 * school system's export, keeping when and by which export, rather than losing the person's history.
 */
export const endedPersonRoles = pgTable(
  'ended_person_roles',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    endedAt: timestamp('ended_at', { withTimezone: true }).notNull(),
    /** What ended it: 'schoolsoft 2026-11-24', the system and the date of the export. */
    endedBy: text('ended_by').notNull(),
  },
  (t) => [index('ended_person_roles_person_id_idx').on(t.personId)],
);

export const segmentScope = pgEnum('segment_scope', ['global', 'location']);

export const authSegments = pgTable('auth_segments', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  key: text().notNull().unique(),
  name: text().notNull(),
  description: text().notNull().default(''),
  scope: segmentScope().notNull(),
  /** Made in Superadmin rather than by Kansli's catalogue: the start-up does not miss it when the code lacks it. */
  addedByAdministrator: boolean('added_by_administrator').notNull().default(false),
});

export const authFlags = pgTable(
  'auth_flags',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    segmentId: integer('segment_id')
      .notNull()
      .references(() => authSegments.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    name: text().notNull(),
    description: text().notNull().default(''),
    bit: integer().notNull(),
    /** Made in Superadmin rather than by Kansli's catalogue. */
    addedByAdministrator: boolean('added_by_administrator').notNull().default(false),
  },
  (t) => [
    unique('auth_flags_key').on(t.segmentId, t.key),
    unique('auth_flags_bit').on(t.segmentId, t.bit),
    check('auth_flags_bit_is_power_of_two', sql`${t.bit} > 0 and (${t.bit} & (${t.bit} - 1)) = 0`),
  ],
);

export const grantContext = pgEnum('grant_context', ['role', 'person']);

/**
 * Flags granted to a role (held wherever a person has that role) or directly to a person
 * (held at location_id and below it, or everywhere when location_id is null).
 */
export const grants = pgTable(
  'grants',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    context: grantContext().notNull(),
    contextId: integer('context_id').notNull(),
    segmentId: integer('segment_id')
      .notNull()
      .references(() => authSegments.id, { onDelete: 'cascade' }),
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'cascade' }),
    flags: integer().notNull().default(0),
  },
  (t) => [
    unique('grants_key').on(t.context, t.contextId, t.segmentId, t.locationId).nullsNotDistinct(),
    index('grants_segment_id_idx').on(t.segmentId),
  ],
);
