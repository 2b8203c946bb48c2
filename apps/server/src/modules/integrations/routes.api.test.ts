import {
  type TIntegrationStatus,
  ZIntegrationStatus,
  ZIntegrationStatusList,
} from '@kansli/domain/integrations/status';
import type { CampusSandbox } from '@kansli/sandbox/campus/campus-sandbox';
import type { FlexSandbox } from '@kansli/sandbox/flex/flex-sandbox';
import type { RunningSandbox } from '@kansli/sandbox/http-sandbox';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { fixedClock } from '../../context/clock.ts';
import type { Database } from '../../db/client.ts';
import { auditEvents } from '../../db/schema/audit.ts';
import { integrationStatus } from '../../db/schema/integration-status.ts';
import { createCallLog } from '../../integrations/call-log.ts';
import { apiAs, csrfHeaders, testEnv } from '../../test/app.ts';
import { testCampus } from '../../test/campus.ts';
import { testDatabase } from '../../test/database.ts';
import { testFlex } from '../../test/flex.ts';
import { testSignInProvider } from '../../test/identity.ts';
import { queueOnly } from '../../test/jobs.ts';
import { CHECKS_PER_MINUTE } from './routes.ts';
import { integrationSystems } from './systems.ts';

// Real time to start with: the sign-in tokens go by it.
const START = new Date();
const clock = fixedClock(START);
const quiet = { warn() {}, error() {} };

let app: Awaited<ReturnType<typeof buildApp>>;
let database: Database;
let campus: RunningSandbox<CampusSandbox>;
let flex: RunningSandbox<FlexSandbox>;
/** Whether the 46elks entry's probe, which is not configured, was ever called. */
let elksProbed = false;
const as = apiAs(() => app);

beforeAll(async () => {
  database = await testDatabase();
  const campusTest = await testCampus();
  const flexTest = await testFlex({ http: { retries: 1, backoffMs: 1 } });
  campus = campusTest.running;
  flex = flexTest.running;
  const systems = integrationSystems({
    visma: false,
    google: true,
    storage: false,
    freshservice: false,
    elks: false,
    campus: () => campusTest.campus.probe(),
    flex: () => flexTest.flex.probe(),
  }).map((system) =>
    system.key === 'elks'
      ? {
          ...system,
          probe: async () => {
            elksProbed = true;
          },
        }
      : system,
  );
  app = await buildApp({
    config: loadConfig(testEnv),
    database,
    signInProvider: testSignInProvider,
    jobs: (await queueOnly(database)).queue,
    clock,
    integrationSystems: systems,
    callLog: createCallLog({ db: database.db, clock, log: quiet }),
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await campus.close();
  await flex.close();
});

beforeEach(async () => {
  await database.db.delete(integrationStatus);
  campus.sandbox.control.reset();
  flex.sandbox.control.reset();
  clock.set(START);
});

const status = async () => (await as('admin').get('/api/integrations/status', ZIntegrationStatusList)).body;
const statusOf = async (key: string) => (await status()).systems.find((system) => system.key === key);
const check = (key: string, who: 'admin' | 'support' = 'admin') =>
  as(who).post<TIntegrationStatus>(`/api/integrations/${key}/check`, undefined, ZIntegrationStatus);

describe('GET /api/integrations/status', () => {
  it('lists every outside system in order, none checked yet', async () => {
    const { systems } = await status();
    expect(systems.map((system) => [system.key, system.name, system.configured, system.checkable])).toEqual([
      ['visma', 'Visma eEkonomi', false, false],
      ['google', 'Google Workspace', true, false],
      ['storage', 'Google Cloud Storage', false, false],
      ['freshservice', 'Freshservice', false, false],
      ['elks', '46elks', false, false],
      ['campus', 'Campus', true, true],
      ['flex', 'Flex', true, true],
    ]);
    for (const system of systems) {
      expect(system).toMatchObject({ ok: null, checked_at: null, message: null, last_success_at: null });
    }
  });

  it('is for adminMenu SUPERADMIN only, and needs a session', async () => {
    expect((await as('support').get('/api/integrations/status')).status).toBe(403);
    expect((await as('forskolechef').post('/api/integrations/campus/check', undefined)).status).toBe(403);
    const anonymous = await app.inject({ method: 'GET', url: '/api/integrations/status' });
    expect(anonymous.statusCode).toBe(401);
    const anonymousCheck = await app.inject({
      method: 'POST',
      url: '/api/integrations/campus/check',
      headers: csrfHeaders,
    });
    expect(anonymousCheck.statusCode).toBe(401);
    expect(campus.sandbox.control.received()).toEqual([]);
  });
});

describe('POST /api/integrations/{key}/check', () => {
  it("runs the system's probe, stores that it answered and answers its state", async () => {
    const answer = await check('campus');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      key: 'campus',
      name: 'Campus',
      configured: true,
      ok: true,
      checked_at: START.toISOString(),
      message: null,
      last_success_at: START.toISOString(),
      checkable: true,
    });
    expect(campus.sandbox.control.received().map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /api/v1/health',
    ]);
    expect(await statusOf('campus')).toEqual(answer.body);
    const [audit] = await database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'integration.check'))
      .orderBy(auditEvents.id)
      .limit(1);
    expect(audit).toMatchObject({ entity: 'integration', entityId: 'campus', after: { ok: true } });
  });

  it('stores a failed probe with its Swedish message, keeping the last success', async () => {
    await check('flex');
    clock.set(new Date(START.getTime() + 60_000));
    flex.sandbox.control.failNext(2, 503);
    const failed = await check('flex');
    expect(failed.body).toMatchObject({
      ok: false,
      checked_at: new Date(START.getTime() + 60_000).toISOString(),
      message: 'Flex svarar inte just nu. Försök igen om en stund.',
      last_success_at: START.toISOString(),
    });
    expect(await statusOf('flex')).toEqual(failed.body);
    expect(JSON.stringify(failed.body)).not.toContain('127.0.0.1');
  });

  it('answers a system that is not configured as it is, without calling it', async () => {
    const answer = await check('elks');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ key: 'elks', configured: false, ok: null, checked_at: null });
    expect(elksProbed).toBe(false);
    expect(await database.db.select().from(integrationStatus)).toEqual([]);
  });

  it('answers 404 for a system it does not know', async () => {
    const answer = await check('fortnox');
    expect(answer.status).toBe(404);
    expect(answer.error?.statusCode).toBe(404);
  });

  it('takes a few tests of a system a minute from one person, then answers 429 in Swedish', async () => {
    for (let i = 0; i < CHECKS_PER_MINUTE; i++) expect((await check('google')).status).toBe(200);
    const refused = await check('google');
    expect(refused.status).toBe(429);
    expect(refused.error?.message).toMatch(/^För många tester på kort tid\. Försök igen om \d+ sekunder\.$/);
    // Another system is counted apart.
    expect((await check('campus')).status).toBe(200);
  });
});
