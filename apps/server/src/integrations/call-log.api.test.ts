import type { FlexSandbox } from '@kansli/sandbox/flex/flex-sandbox';
import type { RunningSandbox } from '@kansli/sandbox/http-sandbox';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixedClock } from '../context/clock.ts';
import type { Database, Db } from '../db/client.ts';
import { integrationStatus } from '../db/schema/integration-status.ts';
import { testDatabase } from '../test/database.ts';
import { FLEX_API_KEY, testFlex } from '../test/flex.ts';
import { CALL_LOG_INTERVAL_MS, createCallLog } from './call-log.ts';
import { flexClient } from './flex/client.ts';

const START = new Date('2026-11-24T08:00:00.000Z');
const later = (ms: number) => new Date(START.getTime() + ms);

let database: Database;
let flex: RunningSandbox<FlexSandbox>;
const clock = fixedClock(START);

beforeAll(async () => {
  database = await testDatabase();
  flex = (await testFlex()).running;
});
afterAll(() => flex.close());
beforeEach(async () => {
  await database.db.delete(integrationStatus);
  flex.sandbox.control.reset();
  clock.set(START);
});

/** The worker's database, counting the writes made through it. */
function countingDb() {
  const counted = { writes: 0 };
  const db = new Proxy(database.db, {
    get(target, property, receiver) {
      if (property === 'insert') counted.writes++;
      return Reflect.get(target, property, receiver);
    },
  });
  return { db, counted };
}

const logLines: { fields: object; message: string }[] = [];
const log = {
  warn: (fields: object, message: string) => logLines.push({ fields, message }),
  error: (fields: object, message: string) => logLines.push({ fields, message }),
};

const stored = async () => {
  const [row] = await database.db
    .select()
    .from(integrationStatus)
    .where(eq(integrationStatus.system, 'flex'));
  return row;
};

/** Waits until the stored row is as expected: the observer's writes are not awaited. */
const storedAs = (expected: object) =>
  vi.waitFor(async () => expect(await stored()).toMatchObject(expected), { timeout: 5_000 });

describe('the call log', () => {
  it('writes an unchanged outcome at most every 30 s, and a change at once', async () => {
    const { db, counted } = countingDb();
    const observer = createCallLog({ db, clock, log }).observer('flex');

    observer.succeeded();
    await storedAs({ ok: true, checkedAt: START, lastSuccessAt: START });
    clock.set(later(10_000));
    observer.succeeded();
    observer.succeeded();
    expect(counted.writes).toBe(1);

    clock.set(later(CALL_LOG_INTERVAL_MS));
    observer.succeeded();
    await storedAs({ ok: true, checkedAt: later(CALL_LOG_INTERVAL_MS) });
    expect(counted.writes).toBe(2);

    clock.set(later(CALL_LOG_INTERVAL_MS + 1_000));
    const failure = await flexClient({ apiUrl: flex.url, apiKey: 'fel' })
      .probe()
      .catch((error: unknown) => error);
    observer.failed(failure);
    await storedAs({
      ok: false,
      message:
        'Flex nekade Kansli åtkomst. Be en administratör kontrollera Kanslis inloggningsuppgifter för Flex.',
      checkedAt: later(CALL_LOG_INTERVAL_MS + 1_000),
      lastSuccessAt: later(CALL_LOG_INTERVAL_MS),
    });
    observer.failed(failure);
    expect(counted.writes).toBe(3);

    clock.set(later(CALL_LOG_INTERVAL_MS + 2_000));
    observer.succeeded();
    await storedAs({ ok: true, message: null, lastSuccessAt: later(CALL_LOG_INTERVAL_MS + 2_000) });
    expect(counted.writes).toBe(4);
  });

  it("logs a failure's technical detail in English, without the address", async () => {
    logLines.length = 0;
    const calls = createCallLog({ db: database.db, clock, log });
    const client = flexClient({ apiUrl: flex.url, apiKey: 'fel', calls: calls.observer('flex') });
    await client.probe().catch(() => undefined);
    await storedAs({ ok: false });
    expect(logLines).toEqual([
      {
        message: 'outside system call failed',
        fields: {
          system: 'flex',
          failure: expect.objectContaining({ operation: 'health check', status: 401, attempts: 1 }),
        },
      },
    ]);
    expect(JSON.stringify(logLines)).not.toContain('127.0.0.1');
  });

  it('never fails the call it observes when the database refuses the write', async () => {
    logLines.length = 0;
    const broken = {
      insert: () => {
        throw new Error('the database is away');
      },
    } as unknown as Db;
    const calls = createCallLog({ db: broken, clock, log });
    const client = flexClient({ apiUrl: flex.url, apiKey: FLEX_API_KEY, calls: calls.observer('flex') });
    await expect(
      client.setEmployeeEmail(42, { email: 'a@kansli.test', type: 'work' }),
    ).resolves.toBeUndefined();
    expect(logLines.map((line) => line.message)).toEqual(['recording an outside system call failed']);
    // Not written: the next call tries again rather than waiting out the interval.
    await client.probe();
    expect(logLines).toHaveLength(2);
  });

  it('never holds up the call it observes while the write waits for the database', async () => {
    const calls = createCallLog({ db: database.db, clock, log });
    await calls.record('flex', { ok: true });
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    // Holds the row (and on PGlite the one connection) until released.
    const holding = database.db.transaction(async (tx) => {
      await tx.execute(sql`select * from integration_status where system = 'flex' for update`);
      locked();
      await released;
    });
    await isLocked;
    clock.set(later(60_000));
    const client = flexClient({ apiUrl: flex.url, apiKey: FLEX_API_KEY, calls: calls.observer('flex') });
    await client.setEmployeeEmail(42, { email: 'a@kansli.test', type: 'work' });
    expect(flex.sandbox.emails.get('42')).toMatchObject({ email: 'a@kansli.test' });
    release();
    await holding;
    await storedAs({ ok: true, checkedAt: later(60_000) });
  });

  it('never lets an older outcome replace a newer one', async () => {
    const calls = createCallLog({ db: database.db, clock, log });
    clock.set(later(5_000));
    await calls.record('flex', { ok: true });
    clock.set(START);
    await calls.record('flex', { ok: false, error: new Error('late') });
    expect(await stored()).toMatchObject({ ok: true, checkedAt: later(5_000) });
  });
});
