import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from './context/clock.ts';
import { createDatabase } from './db/admin.ts';
import { type Database, openDatabase, queryRows } from './db/client.ts';
import { sheetLinkOf } from './db/seed/sms-sheets.ts';
import { QUEUES } from './jobs/queues.ts';
import { schoolUnitIds } from './modules/schools/repository.ts';
import { scratchName } from './test/database-roles.ts';
import { CSRF, signInAt } from './test/dev-sign-in.ts';
import { type ServerProcess, startServerProcess } from './test/server-process.ts';
import { type SharedSandboxes, startSharedSandboxes } from './test/shared-sandboxes.ts';

// Two real server processes on their own ports against one PostgreSQL database, with one set of outside
// systems' stand-ins: what production's N instances behind a load balancer rely on.

const serverUrl = process.env.TEST_DATABASE_URL ?? '';

/** Polls until `check` answers something other than undefined, or fails after `timeoutMs`. */
async function eventually<T>(
  what: string,
  timeoutMs: number,
  check: () => Promise<T | undefined>,
): Promise<T> {
  const started = Date.now();
  for (;;) {
    const found = await check();
    if (found !== undefined) return found;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await sleep(200);
  }
}

interface SmsSendAnswer {
  id: number;
  status: string;
  total: number;
  messages: { number: string; status: string }[];
}

// PGlite is one process's database; instances share only PostgreSQL.
describe.runIf(serverUrl)('two instances on one PostgreSQL database (PostgreSQL only)', () => {
  const databaseName = scratchName('instances');
  let sandboxes: SharedSandboxes;
  let database: Database;
  let instances: ServerProcess[] = [];
  let cookie = '';
  /** The database's time once both instances serve. */
  let bothServing: Date;

  const get = (instance: ServerProcess, path: string) =>
    fetch(`${instance.url}${path}`, { headers: { cookie } });
  const sendSms = async (instance: ServerProcess, sheetId: string, message: string) => {
    const response = await fetch(`${instance.url}/api/communication/sendTextMessage`, {
      method: 'POST',
      headers: { ...CSRF, cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ sheetUrl: sheetLinkOf(sheetId), message }),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as SmsSendAnswer;
  };
  const sandboxMessages = (text: string) =>
    [...sandboxes.elks.sandbox.messages.values()].filter((m) => m.message === text);
  const jobsOf = (queue: string, singletonKey: string) =>
    queryRows<{ state: string; retry_count: number }>(
      database.db,
      sql`select state, retry_count from pgboss.job where name = ${queue} and singleton_key = ${singletonKey}`,
    );

  beforeAll(async () => {
    sandboxes = await startSharedSandboxes();
    const databaseUrl = await createDatabase(serverUrl, databaseName);
    database = await openDatabase({ databaseUrl, dataDir: '', poolSize: 2 });
    const env = {
      ...sandboxes.env,
      DATABASE_URL: databaseUrl,
      // A dead instance's job is taken over within seconds, and the schedules' pass runs every second.
      JOB_HEARTBEAT_SECONDS: '10',
      JOB_SUPERVISE_SECONDS: '1',
      SMS_PER_MINUTE: '60',
    };
    // Started together on a new database: one migrates, seeds and queues the first imports.
    instances = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    const [serving] = await queryRows<{ now: Date }>(database.db, sql`select now()`);
    bothServing = serving?.now ?? new Date();
  }, 240_000);

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await database?.close();
    await sandboxes?.close();
  }, 60_000);

  it('serves a session made on one instance on the other', async () => {
    const [first, second] = instances as [ServerProcess, ServerProcess];
    cookie = await signInAt(first.url, 'admin@kansli.test');
    const onFirst = await get(first, '/api/authenticate');
    const onSecond = await get(second, '/api/authenticate');
    expect(onSecond.status).toBe(200);
    const who = (await onSecond.json()) as { personId?: number };
    expect(who.personId).toBeGreaterThan(0);
    expect(who).toEqual(await onFirst.json());
    expect((await get(second, '/api/authorization')).status).toBe(200);
  });

  it('imports every school unit of the new database once, queued by the one instance that seeded it', async () => {
    const units = await schoolUnitIds(database.db, systemClock.today());
    const imports = await eventually('the first imports to finish', 90_000, async () => {
      const rows = await queryRows<{ singleton_key: string; state: string }>(
        database.db,
        sql`select singleton_key, state from pgboss.job where name = ${QUEUES.schoolImport}`,
      );
      return rows.length > 0 && rows.every((row) => row.state === 'completed') ? rows : undefined;
    });
    expect(imports.map((row) => row.singleton_key).sort()).toEqual(units.map((id) => `unit-${id}`).sort());
  }, 120_000);

  it('runs a job started on one instance exactly once: one SMS per number', async () => {
    const [first, second] = instances as [ServerProcess, ServerProcess];
    const text = 'Två instanser, ett SMS var';
    const send = await sendSms(first, 'demo-sms-personal', text);
    const done = await eventually('the send to finish', 30_000, async () => {
      const state = (await (await get(second, `/api/communication/sms/${send.id}`)).json()) as SmsSendAnswer;
      return state.status === 'done' ? state : undefined;
    });
    const sent = sandboxMessages(text).map((m) => m.to);
    expect(sent.sort()).toEqual(done.messages.map((m) => m.number).sort());
    expect(new Set(sent).size).toBe(send.total);
    expect(await jobsOf(QUEUES.smsSend, `sms-${send.id}`)).toEqual([{ state: 'completed', retry_count: 0 }]);
  }, 60_000);

  it('lets the other instance finish a job whose instance is killed mid-way, sending no number twice', async () => {
    const text = 'Två instanser, en dör';
    const send = await sendSms(instances[0] as ServerProcess, 'demo-sms-klass-7a', text);
    expect(send.total).toBe(10);
    await eventually('two numbers sent', 30_000, async () =>
      sandboxMessages(text).length >= 2 ? true : undefined,
    );
    // pg-boss records which instance holds which jobs each supervision second.
    const holder = await eventually('the instance holding the send', 10_000, async () => {
      const rows = await queryRows<{ pid: number }>(
        database.db,
        sql`select pid from pgboss.instance
            where stopped_on is null and exists (
              select from jsonb_array_elements(workers) as w
              where w ->> 'queue' = ${QUEUES.smsSend} and (w ->> 'active')::int > 0)`,
      );
      return rows.length === 1 ? rows[0]?.pid : undefined;
    });
    const killed = instances.find((instance) => instance.pid === holder) as ServerProcess;
    await killed.kill();
    const killedAt = new Date();
    const survivor = instances.find((instance) => instance !== killed) as ServerProcess;
    instances = [survivor];
    const sentBeforeKill = sandboxMessages(text).length;
    expect(sentBeforeKill).toBeLessThan(10);

    const done = await eventually('the survivor to finish the send', 60_000, async () => {
      const state = (await (
        await get(survivor, `/api/communication/sms/${send.id}`)
      ).json()) as SmsSendAnswer;
      return state.status === 'done' ? state : undefined;
    });
    const sent = sandboxMessages(text);
    const timesSent = new Map<string, number>();
    for (const message of sent) timesSent.set(message.to, (timesSent.get(message.to) ?? 0) + 1);
    expect([...timesSent.values()].every((times) => times === 1)).toBe(true);
    expect(sent.filter((message) => message.created > killedAt).length).toBeGreaterThan(0);
    // A number handed to the gateway as the instance died is 'unknown', never sent again.
    const unresolved = done.messages.filter((m) => m.status === 'unknown' || m.status === 'pending');
    expect(unresolved.length).toBeLessThanOrEqual(1);
    for (const message of done.messages.filter((m) => !unresolved.includes(m))) {
      expect(timesSent.get(message.number)).toBe(1);
    }
    const [job] = await jobsOf(QUEUES.smsSend, `sms-${send.id}`);
    expect(job?.state).toBe('completed');
    expect(job?.retry_count).toBeGreaterThanOrEqual(1);
  }, 120_000);

  it('schedules each periodic job once, and a tick makes one job', async () => {
    const schedules = await queryRows<{ name: string; count: number }>(
      database.db,
      sql`select name, count(*)::int as count from pgboss.schedule group by name order by name`,
    );
    expect(schedules).toEqual(
      [QUEUES.chromeDeviceImport, QUEUES.invoiceUpkeep, QUEUES.schoolImportNightly]
        .sort()
        .map((name) => ({ name, count: 1 })),
    );
    // The upkeep runs every minute; both instances ran the schedules' pass every second meanwhile.
    const ticks = await eventually('a tick of the minute’s upkeep', 80_000, async () => {
      const rows = await queryRows<{ slot: string; count: number }>(
        database.db,
        sql`select singleton_on::text as slot, count(*)::int as count from pgboss.job
            where name = '__pgboss__send-it' and data ->> 'name' = ${QUEUES.invoiceUpkeep}
              and created_on > ${bothServing}
            group by singleton_on`,
      );
      return rows.length > 0 ? rows : undefined;
    });
    expect(ticks.every((tick) => tick.count === 1)).toBe(true);
    const upkeepsByMinute = await queryRows<{ count: number }>(
      database.db,
      sql`select count(*)::int as count from pgboss.job where name = ${QUEUES.invoiceUpkeep}
          group by date_trunc('minute', created_on)`,
    );
    expect(upkeepsByMinute.length).toBeGreaterThan(0);
    expect(upkeepsByMinute.every((minute) => minute.count === 1)).toBe(true);
  }, 120_000);
});
