import type { AddressInfo } from 'node:net';
import { ZExtractedNumbers, ZSmsSend } from '@kansli/domain/communication/sms-send';
import type { ElksSandbox } from '@kansli/sandbox/elks/elks-sandbox';
import type { SheetsSandbox } from '@kansli/sandbox/google/sheets-sandbox';
import type { RunningSandbox } from '@kansli/sandbox/http-sandbox';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { systemClock } from '../../context/clock.ts';
import type { SmsIntegration } from '../../context/request-context.ts';
import { auditEvents } from '../../db/schema/audit.ts';
import { smsMessages, smsSends } from '../../db/schema/communication.ts';
import { demoSmsSheets, sheetLinkOf } from '../../db/seed/sms-sheets.ts';
import { ELKS_NOT_CONFIGURED } from '../../integrations/elks/config.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { apiAs, testApp, testEnv } from '../../test/app.ts';
import { testDatabase } from '../../test/database.ts';
import { testElks } from '../../test/elks.ts';
import { testSheets } from '../../test/google.ts';
import { testSignInProvider } from '../../test/identity.ts';
import { queueOnly } from '../../test/jobs.ts';
import { SMS_REPORT_PATH } from './routes.ts';
import { workSmsSend } from './sms-sends.ts';

// The SMS card's calls against the Sheets and 46elks sandboxes over loopback: the numbers of a shared
// sheet, a send made once however often it is asked and retried, and the delivery reports.

const SECRET = 'report-secret-for-the-tests-0123';
let app: Awaited<ReturnType<typeof buildApp>>;
let db: Awaited<ReturnType<typeof testDatabase>>['db'];
let sheetsSandbox: RunningSandbox<SheetsSandbox>;
let elks: RunningSandbox<ElksSandbox>;
let sms: SmsIntegration;
let queued: number[] = [];
const as = apiAs(() => app);

const CLASS = sheetLinkOf('demo-sms-klass-7a');
const MIXED = sheetLinkOf('demo-sms-blandat');
const STAFF = sheetLinkOf('demo-sms-personal');

beforeAll(async () => {
  const database = await testDatabase();
  db = database.db;
  const sheets = await testSheets({ sharedSpreadsheets: demoSmsSheets });
  sheetsSandbox = sheets.running;
  const gateway = await testElks();
  elks = gateway.running;
  sms = { gateway: gateway.sms, sender: 'Nordljus', perMinute: 60_000, reportSecret: SECRET, reportUrl: '' };
  const { queue } = await queueOnly(database);
  const jobs: JobQueue = { ...queue, smsSend: async (sendId) => void queued.push(sendId) };
  app = await buildApp({
    config: loadConfig(testEnv),
    database,
    signInProvider: testSignInProvider,
    sheets: sheets.sheets,
    sms,
    jobs,
  });
  // Listening, so the gateway's reports reach it over loopback.
  await app.listen({ host: '127.0.0.1', port: 0 });
  sms.reportUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}${SMS_REPORT_PATH}/${SECRET}`;
});

afterAll(async () => {
  await app?.close();
  await Promise.all([sheetsSandbox?.close(), elks?.close()]);
});

beforeEach(() => {
  queued = [];
});

const extract = (sheetUrl: string, who: 'admin' | 'larare' = 'admin') =>
  as(who).get('/api/communication/extractDataFromSheetUrl', ZExtractedNumbers, { query: { sheetUrl } });
const send = (body: object) => as('admin').post('/api/communication/sendTextMessage', body, ZSmsSend);
const work = (sendId: number) => workSmsSend({ db, clock: systemClock, sms }, sendId);
const sentTo = () => [...elks.sandbox.messages.values()].map((message) => message.to);

describe('reading a shared sheet', () => {
  it('answers its numbers as E.164, each once, and counts the invalid ones and the repeats', async () => {
    const { status, body } = await extract(MIXED);
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      data: ['+46701740630', '+46701740631', '+46701740632'],
      invalid: 3,
      duplicates: 2,
    });
  });

  it('answers 404 for a sheet Kansli may not open, and 400 for a link that is no spreadsheet', async () => {
    const unknown = await extract(sheetLinkOf('finns-inte'));
    expect(unknown.status).toBe(404);
    expect(unknown.error?.message).toBe('Kalkylarket finns inte eller är inte delat med Kansli');
    const wrong = await extract('https://docs.google.com/document/d/abc/edit');
    expect(wrong.status).toBe(400);
    expect(wrong.error?.message).toContain('sheetUrl');
  });

  it('is refused without the SMSSEND permission', async () => {
    expect((await extract(CLASS, 'larare')).status).toBe(403);
  });
});

describe('sending', () => {
  it('refuses an empty text and one over 430 characters, naming the field', async () => {
    for (const message of ['   ', 'a'.repeat(431)]) {
      const { status, error } = await send({ sheetUrl: STAFF, message });
      expect(status).toBe(400);
      expect(error?.message).toContain('message');
    }
  });

  it('sends each number once, however often the card asks and the job runs', async () => {
    const sendId = crypto.randomUUID();
    const message = 'Hej! Skolan stänger kl. 12 på fredag.';
    const first = await send({ sheetUrl: STAFF, message, sendId });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: 'queued', total: 3, counts: { pending: 3 } });
    // A second click with the same key answers the same send and queues nothing new.
    const again = await send({ sheetUrl: STAFF, message, sendId });
    expect(again.body.id).toBe(first.body.id);
    expect(queued).toEqual([first.body.id]);

    const before = elks.sandbox.messages.size;
    await work(first.body.id);
    await work(first.body.id);
    expect(elks.sandbox.messages.size - before).toBe(3);
    const rows = await db.select().from(smsMessages).where(eq(smsMessages.sendId, first.body.id));
    expect(rows.every((row) => row.gatewayId !== null && row.parts === 1)).toBe(true);

    // The audit holds the count and the length, never the numbers or the text.
    const [audit] = await db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, String(first.body.id)));
    expect(audit?.after).toEqual({ numbers: 3, length: message.length });
  });

  it('does not send again a number whose answer was lost: it is marked unknown', async () => {
    const { body } = await send({ sheetUrl: STAFF, message: 'Påminnelse: utvecklingssamtal i morgon.' });
    const [lost] = await db
      .select()
      .from(smsMessages)
      .where(eq(smsMessages.sendId, body.id))
      .orderBy(smsMessages.id)
      .limit(1);
    // As a try that stopped after handing the number to the gateway leaves it.
    await db
      .update(smsMessages)
      .set({ status: 'sending' })
      .where(eq(smsMessages.id, lost?.id as number));
    await db.update(smsSends).set({ status: 'sending' }).where(eq(smsSends.id, body.id));

    const before = sentTo().length;
    await work(body.id);
    expect(sentTo().slice(before)).not.toContain(lost?.number);
    expect(sentTo().length - before).toBe(2);
    const state = await as('admin').get(`/api/communication/sms/${body.id}`, ZSmsSend);
    expect(state.body.counts.unknown).toBe(1);
  });

  it('marks a number whose 2xx answer cannot be read as unknown, not failed, and never sends it again', async () => {
    const { body } = await send({ sheetUrl: STAFF, message: 'Glöm inte gympakläderna i morgon.' });
    elks.sandbox.unreadableNext(1, 'broken-json');
    const before = sentTo().length;
    await work(body.id);
    await work(body.id);
    // The gateway made all three; the one whose answer was lost is not asked for again.
    expect(sentTo().length - before).toBe(3);
    const state = await as('admin').get(`/api/communication/sms/${body.id}`, ZSmsSend);
    expect(state.body.counts).toMatchObject({ unknown: 1, failed: 0 });
    expect(state.body.messages[0]?.status).toBe('unknown');
  });

  it('lets a later delivery report settle an unknown number when its answer named the id', async () => {
    const { body } = await send({ sheetUrl: STAFF, message: 'Skolan är stängd på måndag.' });
    elks.sandbox.unreadableNext(1, 'no-parts');
    await work(body.id);
    const [first] = await db
      .select()
      .from(smsMessages)
      .where(eq(smsMessages.sendId, body.id))
      .orderBy(smsMessages.id)
      .limit(1);
    expect(first?.gatewayId).not.toBeNull();
    await expect
      .poll(async () => (await as('admin').get(`/api/communication/sms/${body.id}`, ZSmsSend)).body.counts, {
        timeout: 5000,
      })
      .toMatchObject({ delivered: 3, unknown: 0, failed: 0 });
  });

  it('follows each number to delivered or failed by the gateway’s reports', async () => {
    const { body } = await send({ sheetUrl: CLASS, message: 'Välkomna på föräldramöte tisdag 18.00!' });
    expect(body.total).toBe(10);
    await work(body.id);
    await expect
      .poll(async () => (await as('admin').get(`/api/communication/sms/${body.id}`, ZSmsSend)).body.counts, {
        timeout: 5000,
      })
      .toMatchObject({ delivered: 9, failed: 1, sent: 0 });
    const state = await as('admin').get(`/api/communication/sms/${body.id}`, ZSmsSend);
    expect(state.body.messages.find((m) => m.status === 'failed')?.number).toBe('+46701740613');
    expect(state.body.status).toBe('done');
  });

  it('admits a report only with the secret, and refuses one of a message it does not know', async () => {
    const report = (secret: string, id: string) =>
      app.inject({
        method: 'POST',
        url: `${SMS_REPORT_PATH}/${secret}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          id,
          status: 'delivered',
          delivered: new Date().toISOString(),
        }).toString(),
      });
    expect((await report('wrong-secret', 's1')).statusCode).toBe(404);
    expect((await report(SECRET, 'no-such-message')).statusCode).toBe(404);
  });

  it('answers 503 in Swedish on a server without 46elks, sending nothing', async () => {
    const bare = await testApp();
    try {
      const before = elks.sandbox.messages.size;
      const answer = await apiAs(() => bare.app)('admin').post('/api/communication/sendTextMessage', {
        sheetUrl: STAFF,
        message: 'Hej',
      });
      expect(answer.status).toBe(503);
      expect(answer.error?.message).toBe(ELKS_NOT_CONFIGURED);
      expect(ELKS_NOT_CONFIGURED).toMatch(/^46elks är inte konfigurerat\. /);
      expect(elks.sandbox.messages.size).toBe(before);
    } finally {
      await bare.app.close();
    }
  });

  it('is refused without the SMSSEND permission', async () => {
    const refused = await as('larare').post('/api/communication/sendTextMessage', {
      sheetUrl: STAFF,
      message: 'Hej',
    });
    expect(refused.status).toBe(403);
    expect((await as('larare').get('/api/communication/sms/1')).status).toBe(403);
  });
});
