import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { locations } from './locations.ts';
import { persons } from './persons.ts';

/**
 * A Chromebook damage or buy-out case fetched from Freshservice, keyed by its ticket id. The ticket's
 * data is a snapshot taken at fetch and frozen once the case is registered: what Visma is sent is what
 * staff saw. The state columns move one way: registered, customer, invoice, paid; deprovisioned.
 */
export const chromebookInvoices = pgTable(
  'chromebook_invoices',
  {
    freshserviceId: bigint('freshservice_id', { mode: 'number' }).primaryKey(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    serialNumber: text('serial_number'),
    category: text(),
    /** Before VAT. */
    costOre: integer('cost_ore').notNull().default(0),
    subject: text().notNull().default(''),
    textHtml: text('text_html').notNull().default(''),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    requester: text(),
    /** The pupil's civic number as the ticket gives it; matched against persons on every fetch until registered. */
    studentCivicNumber: text('student_civic_number'),
    studentId: integer('student_id').references(() => persons.id, { onDelete: 'set null' }),
    guardianId: integer('guardian_id').references(() => persons.id, { onDelete: 'set null' }),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
    registeredAt: timestamp('registered_at', { withTimezone: true }),
    registeredBy: integer('registered_by').references(() => persons.id, { onDelete: 'set null' }),
    vismaCustomerId: text('visma_customer_id'),
    vismaInvoiceId: text('visma_invoice_id'),
    vismaInvoiceNumber: text('visma_invoice_number'),
    vismaStatus: text('visma_status'),
    statusCheckedAt: timestamp('status_checked_at', { withTimezone: true }),
    chromedeviceStatus: text('chromedevice_status'),
    deprovisionedAt: timestamp('deprovisioned_at', { withTimezone: true }),
    /** The last failed step, in words fit for staff (never Visma's or Google's own text). */
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chromebook_invoices_location_requested_idx').on(t.locationId, t.requestedAt),
    index('chromebook_invoices_serial_idx').on(sql`lower(${t.serialNumber})`),
    index('chromebook_invoices_student_idx').on(t.studentId),
    index('chromebook_invoices_guardian_idx').on(t.guardianId),
    check('chromebook_invoices_visma_status', sql`${t.vismaStatus} in ('open', 'paid')`),
  ],
);
