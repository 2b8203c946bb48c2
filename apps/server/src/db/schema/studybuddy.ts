import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { persons } from './persons.ts';

// The study-buddy's subjects and their attached files (spec part 2, 3 'Subject' and 'File'), searched
// with PostgreSQL's Swedish full-text search: each row keeps its own tsvector, generated from its text.

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const studybuddySubjects = pgTable(
  'studybuddy_subjects',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    subject: text().notNull(),
    subcategory: text().notNull().default(''),
    /** Sanitised HTML, as the detail card shows it. */
    subjectText: text('subject_text').notNull().default(''),
    /** The text without its markup, for the search and its passages. */
    plainText: text('plain_text').notNull().default(''),
    authorId: integer('author_id').references(() => persons.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => persons.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    search: tsvector().generatedAlwaysAs(
      sql`setweight(to_tsvector('swedish', subject), 'A') || setweight(to_tsvector('swedish', subcategory), 'B') || setweight(to_tsvector('swedish', plain_text), 'C')`,
    ),
  },
  (t) => [index('studybuddy_subjects_search_idx').using('gin', t.search)],
);

export const extractionStatus = pgEnum('studybuddy_extraction_status', [
  'pending',
  'done',
  'failed',
  'refused',
]);

/** A file attached to a subject; the object of the same name is in the study-buddy bucket. */
export const studybuddyFiles = pgTable(
  'studybuddy_files',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => studybuddySubjects.id, { onDelete: 'cascade' }),
    /** '{subject id}#{name}': the object's name in the bucket too. */
    name: text().notNull(),
    contentType: text('content_type').notNull(),
    size: integer().notNull(),
    /** Filled by the extraction job. */
    extractedText: text('extracted_text'),
    extraction: extractionStatus().notNull().default('pending'),
    uploadedBy: integer('uploaded_by').references(() => persons.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    search: tsvector().generatedAlwaysAs(sql`to_tsvector('swedish', coalesce(extracted_text, ''))`),
  },
  (t) => [
    uniqueIndex('studybuddy_files_name_key').on(t.name),
    index('studybuddy_files_subject_id_idx').on(t.subjectId),
    index('studybuddy_files_search_idx').using('gin', t.search),
    check('studybuddy_files_size_check', sql`${t.size} >= 0`),
  ],
);
