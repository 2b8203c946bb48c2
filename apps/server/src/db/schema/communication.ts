import { index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { persons } from './persons.ts';

export const smsSendStatus = pgEnum('sms_send_status', ['queued', 'sending', 'done']);
export const smsMessageStatus = pgEnum('sms_message_status', [
  'pending',
  'sending',
  'sent',
  'delivered',
  'failed',
  'unknown',
]);

/** One text sent from the SMS card to a sheet's numbers, by a job, one number at a time. */
export const smsSends = pgTable(
  'sms_sends',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    /** The card's key of the send: the same key asked again is the same send. */
    sendKey: uuid('send_key').notNull(),
    spreadsheetId: text('spreadsheet_id').notNull(),
    message: text().notNull(),
    status: smsSendStatus().notNull().default('queued'),
    startedBy: integer('started_by').references(() => persons.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sms_sends_send_key_key').on(t.sendKey)],
);

/**
 * A number of a send. It is marked 'sending' before the gateway is called and holds the gateway's id
 * after: a retried job sends only 'pending' numbers, and one left 'sending' (the answer lost) becomes
 * 'unknown' rather than a second SMS.
 */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    sendId: integer('send_id')
      .notNull()
      .references(() => smsSends.id, { onDelete: 'cascade' }),
    /** E.164. */
    number: text().notNull(),
    status: smsMessageStatus().notNull().default('pending'),
    gatewayId: text('gateway_id'),
    parts: integer(),
    /** In 1/10,000 kr, as the gateway counts. */
    cost: integer(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sms_messages_send_number_key').on(t.sendId, t.number),
    uniqueIndex('sms_messages_gateway_id_key').on(t.gatewayId),
    index('sms_messages_send_id_idx').on(t.sendId),
  ],
);
