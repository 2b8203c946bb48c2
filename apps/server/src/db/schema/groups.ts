import { boolean, date, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { locations } from './locations.ts';
import { persons } from './persons.ts';

/** A teaching group of a unit (a class, a subject group, a course), as the school systems export it. */
export const groups = pgTable(
  'groups',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    name: text().notNull(),
    code: text(),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    active: boolean().notNull().default(true),
    email: text(),
    typeName: text('type_name'),
    subjectName: text('subject_name'),
    courseCode: text('course_code'),
    campusId: text('campus_id'),
    /** The school system that exports the group and its id there; null for a group made in Kansli. */
    system: text(),
    systemId: text('system_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    index('groups_location_id_idx').on(t.locationId),
    // What the import keys a unit's groups by.
    unique('groups_system_key').on(t.locationId, t.system, t.systemId),
  ],
);

/** A person in a group; an ended membership keeps its row with deleted_at set. */
export const groupMembers = pgTable(
  'group_members',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    roleName: text('role_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    unique('group_members_key').on(t.groupId, t.personId),
    index('group_members_person_id_idx').on(t.personId),
  ],
);
