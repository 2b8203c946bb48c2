import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { smsLength } from '@kansli/domain/communication/sms';
import {
  SMS_MESSAGE_STATUSES,
  type SmsMessageStatus,
  spreadsheetIdOf,
  type TSendTextMessage,
  type TSmsSend,
} from '@kansli/domain/communication/sms-send';
import { SMS_SEND_NOT_FOUND_MESSAGE } from '@kansli/domain/http/messages';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { recordAudit } from '../../audit/audit.ts';
import { requireFlag } from '../../auth/access.ts';
import type { Clock } from '../../context/clock.ts';
import type { RequestContext, SmsIntegration } from '../../context/request-context.ts';
import type { Db } from '../../db/client.ts';
import { smsMessages, smsSends } from '../../db/schema/communication.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { ELKS_NOT_CONFIGURED } from '../../integrations/elks/config.ts';
import { ElksError, mayHaveBeenSent } from '../../integrations/elks/elks-error.ts';
import { numbersOfSheet } from './sheet-numbers.ts';

// A text sent to a sheet's numbers (spec part 2, 4 'SMS'): the send and its numbers stored in one
// transaction, then a job sends one number at a time at the gateway's pace. Each number is marked
// before the gateway is called, so neither a retried job nor a second click sends it twice.

export const NO_NUMBERS = 'Kalkylarket har inga telefonnummer';

async function stateOf(db: Db, sendId: number): Promise<TSmsSend | undefined> {
  const [send] = await db.select().from(smsSends).where(eq(smsSends.id, sendId));
  if (!send) return undefined;
  const messages = await db
    .select({ number: smsMessages.number, status: smsMessages.status, parts: smsMessages.parts })
    .from(smsMessages)
    .where(eq(smsMessages.sendId, sendId))
    .orderBy(asc(smsMessages.id));
  const counts = Object.fromEntries(SMS_MESSAGE_STATUSES.map((status) => [status, 0])) as Record<
    SmsMessageStatus,
    number
  >;
  for (const message of messages) counts[message.status] += 1;
  return {
    success: true,
    id: send.id,
    status: send.status,
    total: messages.length,
    counts,
    messages,
    createdAt: send.createdAt.toISOString(),
    finishedAt: send.finishedAt?.toISOString() ?? null,
  };
}

/** POST /api/communication/sendTextMessage: the send made and queued, or the one made before with its key. */
export async function sendTextMessage(ctx: RequestContext, body: TSendTextMessage): Promise<TSmsSend> {
  await requireFlag(ctx, 'communication', 'SMSSEND');
  if (!ctx.integrations.sms) throw new HttpError(503, ELKS_NOT_CONFIGURED);
  const sendKey = body.sendId ?? randomUUID();
  const earlier = await sendWithKey(ctx.db, sendKey);
  if (earlier) return earlier;

  // The numbers are read again: what is sent to is the sheet's, not what a client says it holds.
  const { numbers } = await numbersOfSheet(ctx, body.sheetUrl);
  if (numbers.length === 0) throw new HttpError(400, NO_NUMBERS);
  const made = await ctx.transaction(async (tx) => {
    const [send] = await tx.db
      .insert(smsSends)
      .values({
        sendKey,
        spreadsheetId: spreadsheetIdOf(body.sheetUrl) ?? '',
        message: body.message,
        startedBy: ctx.actor.realPersonId,
        createdAt: ctx.clock.now(),
      })
      .onConflictDoNothing()
      .returning({ id: smsSends.id });
    if (!send) return undefined;
    await tx.db.insert(smsMessages).values(numbers.map((number) => ({ sendId: send.id, number })));
    // The text's length and the count, never the numbers.
    await recordAudit(tx, {
      action: 'sms.send',
      entity: 'sms_send',
      entityId: send.id,
      after: { numbers: numbers.length, length: smsLength(body.message) },
    });
    return send.id;
  });
  if (made === undefined) return (await sendWithKey(ctx.db, sendKey)) as TSmsSend;
  await ctx.jobs.smsSend(made);
  return (await stateOf(ctx.db, made)) as TSmsSend;
}

async function sendWithKey(db: Db, sendKey: string) {
  const [send] = await db.select({ id: smsSends.id }).from(smsSends).where(eq(smsSends.sendKey, sendKey));
  return send && stateOf(db, send.id);
}

/** GET /api/communication/sms/{id}: how far the send has come, number by number. */
export async function smsSendState(ctx: RequestContext, sendId: number): Promise<TSmsSend> {
  await requireFlag(ctx, 'communication', 'SMSSEND');
  const state = await stateOf(ctx.db, sendId);
  if (!state) throw notFound(SMS_SEND_NOT_FOUND_MESSAGE);
  return state;
}

export interface SmsWorkDeps {
  db: Db;
  clock: Clock;
  sms: SmsIntegration;
}

/** The job's work: each pending number sent once, at the gateway's pace; a retried job goes on where it stopped. */
export async function workSmsSend(deps: SmsWorkDeps, sendId: number): Promise<void> {
  const [send] = await deps.db.select().from(smsSends).where(eq(smsSends.id, sendId));
  if (!send || send.status === 'done') return;
  await deps.db.update(smsSends).set({ status: 'sending' }).where(eq(smsSends.id, sendId));
  // A number left 'sending' was handed to the gateway by a try that stopped before its answer.
  await deps.db
    .update(smsMessages)
    .set({ status: 'unknown', updatedAt: deps.clock.now() })
    .where(and(eq(smsMessages.sendId, sendId), eq(smsMessages.status, 'sending')));
  const pending = await deps.db
    .select({ id: smsMessages.id, number: smsMessages.number })
    .from(smsMessages)
    .where(and(eq(smsMessages.sendId, sendId), eq(smsMessages.status, 'pending')))
    .orderBy(asc(smsMessages.id));
  const pauseMs = 60_000 / deps.sms.perMinute;
  for (const [index, message] of pending.entries()) {
    if (index > 0) await sleep(pauseMs);
    const [claimed] = await deps.db
      .update(smsMessages)
      .set({ status: 'sending', updatedAt: deps.clock.now() })
      .where(and(eq(smsMessages.id, message.id), eq(smsMessages.status, 'pending')))
      .returning({ id: smsMessages.id });
    if (!claimed) continue;
    try {
      const sent = await deps.sms.gateway.send({
        from: deps.sms.sender,
        to: message.number,
        message: send.message,
        whenDelivered: deps.sms.reportUrl,
      });
      await deps.db
        .update(smsMessages)
        .set({
          status: sent.status === 'created' ? 'sent' : sent.status,
          gatewayId: sent.id,
          parts: sent.parts,
          cost: Math.round(sent.cost),
          updatedAt: deps.clock.now(),
        })
        .where(eq(smsMessages.id, message.id));
    } catch (error) {
      // Only a refusal is 'failed'; a lost or unreadable answer may follow a sent SMS, so it is
      // 'unknown', never sent again, and a later delivery report settles it when its id is known.
      await deps.db
        .update(smsMessages)
        .set({
          status: mayHaveBeenSent(error) ? 'unknown' : 'failed',
          gatewayId: error instanceof ElksError ? error.messageId : null,
          updatedAt: deps.clock.now(),
        })
        .where(eq(smsMessages.id, message.id));
    }
  }
  await deps.db
    .update(smsSends)
    .set({ status: 'done', finishedAt: deps.clock.now() })
    .where(eq(smsSends.id, sendId));
}

/**
 * A delivery report from the gateway: the number's final state. False for a message Kansli does not
 * (yet) know, which the gateway is answered with an error for, so it reports it again later.
 */
export async function recordDelivery(
  deps: { db: Db; clock: Clock },
  report: { id: string; status: string },
): Promise<boolean> {
  const status = report.status === 'delivered' ? 'delivered' : report.status === 'failed' ? 'failed' : 'sent';
  const [known] = await deps.db
    .select({ id: smsMessages.id, status: smsMessages.status })
    .from(smsMessages)
    .where(eq(smsMessages.gatewayId, report.id));
  if (!known) return false;
  await deps.db
    .update(smsMessages)
    .set({ status, updatedAt: deps.clock.now() })
    .where(and(eq(smsMessages.id, known.id), inArray(smsMessages.status, ['sending', 'sent', 'unknown'])));
  return true;
}
