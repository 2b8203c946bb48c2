import { MAX_MONTHLY_COST_ORE } from '@kansli/domain/preschool/care-cost';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { locations } from './locations.ts';

/** A preschool unit: a location with its cost center, and the communes its care periods offer. */
export const preschoolUnits = pgTable('preschool_units', {
  locationId: integer('location_id')
    .primaryKey()
    .references(() => locations.id, { onDelete: 'cascade' }),
  communes: jsonb().$type<string[]>().notNull().default([]),
});

/**
 * A preschool's departments, in the order staff see them. Care periods name their department, so a
 * department renamed renames it in the unit's periods; one removed stays named in the periods it had.
 */
export const preschoolDepartments = pgTable(
  'preschool_departments',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    locationId: integer('location_id')
      .notNull()
      .references(() => preschoolUnits.locationId, { onDelete: 'cascade' }),
    name: text().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [unique('preschool_departments_key').on(t.locationId, t.name)],
);

const searchText = (...columns: string[]) =>
  sql.raw(`lower(${columns.map((c) => `coalesce(${c}, '')`).join(` || ' ' || `)})`);

/** The unique index whose violation, by a concurrent save, is the same 409 as the check before it. */
export const CHILD_CIVIC_NUMBER_INDEX = 'preschool_children_civic_number_key';

export const preschoolChildren = pgTable(
  'preschool_children',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    locationId: integer('location_id')
      .notNull()
      .references(() => preschoolUnits.locationId, { onDelete: 'cascade' }),
    givenName: text('given_name').notNull(),
    familyName: text('family_name').notNull(),
    civicNumber: text('civic_number').notNull(),
    active: boolean().notNull().default(true),
    note: text().notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One child per civic number over every unit; a save that would repeat one answers 409.
    uniqueIndex(CHILD_CIVIC_NUMBER_INDEX).on(t.civicNumber),
    index('preschool_children_location_idx').on(t.locationId, t.familyName, t.givenName),
    index('preschool_children_search_idx').using(
      'gin',
      sql`${searchText('given_name', 'family_name', 'civic_number')} gin_trgm_ops`,
    ),
  ],
);

export const preschoolGuardians = pgTable(
  'preschool_guardians',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    /** The unit where the guardian was registered; guardians are also found through their children. */
    locationId: integer('location_id')
      .notNull()
      .references(() => preschoolUnits.locationId, { onDelete: 'cascade' }),
    givenName: text('given_name').notNull(),
    familyName: text('family_name').notNull(),
    email: text().notNull(),
    phone: text().notNull(),
    streetAddress: text('street_address').notNull(),
    postalCode: text('postal_code').notNull(),
    city: text().notNull(),
    note: text().notNull().default(''),
    /** The customer id in Visma eAccounting, once the customer exists there. */
    vismaId: text('visma_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('preschool_guardians_location_idx').on(t.locationId, t.familyName, t.givenName),
    index('preschool_guardians_search_idx').using(
      'gin',
      sql`${searchText('given_name', 'family_name', 'email')} gin_trgm_ops`,
    ),
  ],
);

export const preschoolChildGuardians = pgTable(
  'preschool_child_guardians',
  {
    childId: integer('child_id')
      .notNull()
      .references(() => preschoolChildren.id, { onDelete: 'cascade' }),
    guardianId: integer('guardian_id')
      .notNull()
      .references(() => preschoolGuardians.id, { onDelete: 'cascade' }),
    /** The guardian's custody share of the fee, 0–100. */
    percent: integer().notNull().default(100),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    unique('preschool_child_guardians_key').on(t.childId, t.guardianId),
    index('preschool_child_guardians_guardian_idx').on(t.guardianId),
    check('preschool_child_guardians_percent', sql`${t.percent} between 0 and 100`),
  ],
);

export const careTime = pgEnum('care_time', ['Heltid', 'Deltid']);

export const preschoolCarePeriods = pgTable(
  'preschool_care_periods',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    childId: integer('child_id')
      .notNull()
      .references(() => preschoolChildren.id, { onDelete: 'cascade' }),
    start: date({ mode: 'string' }).notNull(),
    end: date({ mode: 'string' }),
    commune: text().notNull().default(''),
    department: text().notNull().default(''),
    careTime: careTime('care_time').notNull().default('Heltid'),
    /** The monthly fee in öre; null while no cost is set. */
    costOre: bigint('cost_ore', { mode: 'number' }),
    note: text().notNull().default(''),
    deleted: boolean().notNull().default(false),
  },
  (t) => [
    index('preschool_care_periods_child_idx').on(t.childId, t.start),
    // The forms' limit, so no stored cost is one the fee engine cannot bill.
    check(
      'preschool_care_periods_cost',
      sql`${t.costOre} is null or ${t.costOre} between 0 and ${sql.raw(String(MAX_MONTHLY_COST_ORE))}`,
    ),
    check('preschool_care_periods_range', sql`${t.end} is null or ${t.end} >= ${t.start}`),
  ],
);

export const preschoolInvoices = pgTable(
  'preschool_invoices',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    guardianId: integer('guardian_id')
      .notNull()
      .references(() => preschoolGuardians.id, { onDelete: 'restrict' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => preschoolUnits.locationId, { onDelete: 'restrict' }),
    period: text().notNull(),
    name: text().notNull(),
    text: text().notNull(),
    reference: text().notNull().default(''),
    costSumOre: bigint('cost_sum_ore', { mode: 'number' }).notNull(),
    currency: text().notNull().default('SEK'),
    /** Set when the invoice is marked ready for upload to Visma. */
    uploadToVisma: boolean('upload_to_visma').notNull().default(false),
    /** Visma's invoice number, as staff see it; set when the upload converted the draft. */
    vismaInvoiceId: text('visma_invoice_id'),
    /** Visma's id of that invoice, by which its payment is read. */
    vismaInvoiceUuid: text('visma_invoice_uuid'),
    /** 'open', 'paid' or 'voided', as Visma last answered. */
    vismaStatus: text('visma_status'),
    /** When the payment was last read from Visma. */
    statusCheckedAt: timestamp('status_checked_at', { withTimezone: true }),
    /**
     * Our reference on the Visma draft (YourReference), stored before the first call to Visma: a retried
     * upload looks for what that reference made instead of making another.
     */
    vismaReference: text('visma_reference'),
    /** Why the upload failed for good; cleared when the invoice is marked ready again. */
    uploadError: text('upload_error'),
    /** While an upload runs it holds the invoice until then, so two runs never upload it at once. */
    uploadLeaseUntil: timestamp('upload_lease_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('preschool_invoices_key').on(t.guardianId, t.locationId, t.period),
    index('preschool_invoices_location_period_idx').on(t.locationId, t.period),
    index('preschool_invoices_awaiting_upload_idx')
      .on(t.id)
      .where(sql`${t.uploadToVisma} and ${t.vismaInvoiceId} is null and ${t.uploadError} is null`),
    index('preschool_invoices_open_idx').on(t.id).where(sql`${t.vismaStatus} = 'open'`),
  ],
);

export const preschoolInvoiceLines = pgTable(
  'preschool_invoice_lines',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => preschoolInvoices.id, { onDelete: 'cascade' }),
    lineNumber: integer('line_number').notNull(),
    quantity: text().notNull().default('1'),
    description: text().notNull(),
    costOre: bigint('cost_ore', { mode: 'number' }).notNull(),
    note: text().notNull().default(''),
  },
  (t) => [unique('preschool_invoice_lines_key').on(t.invoiceId, t.lineNumber)],
);

/**
 * A token that changes with every write to the tables an overview is made of (set by the triggers of
 * migration 0006), so a computed overview can be kept until the data under it changes. A random token
 * rather than a counter, so that a value never comes back after the tables are emptied.
 */
export const preschoolDataRevision = pgTable(
  'preschool_data_revision',
  {
    id: smallint().primaryKey().default(1),
    revision: uuid().notNull(),
  },
  (t) => [check('preschool_data_revision_single_row', sql`${t.id} = 1`)],
);
