import { ZSynchronizations, ZSyncStarted } from '@kansli/domain/schools/synchronizations';
import type { SheetsSandbox } from '@kansli/sandbox/google/sheets-sandbox';
import type { RunningSandbox } from '@kansli/sandbox/http-sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../context/clock.ts';
import { demoSchoolExports } from '../../db/seed/school-exports.ts';
import { apiAs, type TestApp, testApp } from '../../test/app.ts';
import { resetDatabase } from '../../test/database.ts';
import { testStorage } from '../../test/google.ts';
import { importUnit } from './import/import-unit.ts';

// The synchronisation screen's calls; the imports run here directly, the queue only takes the starts.

let t: TestApp;
let running: RunningSandbox<SheetsSandbox>;
const as = apiAs(() => t.app);

beforeAll(async () => {
  const files = demoSchoolExports(systemClock.now(), systemClock.today()).filter(
    (f) => f.name.startsWith('schoolsoft/201/') || f.name.startsWith('online/221/'),
  );
  const started = await testStorage({ files });
  running = started.running;
  t = await testApp({}, undefined, undefined, undefined, undefined, undefined, undefined, started.storage);
  await resetDatabase(t.database);
  const job = { db: t.database.db, storage: started.storage, clock: systemClock };
  await importUnit(job, 201);
  await importUnit(job, 221);
  await importUnit(job, 212);
});
afterAll(async () => {
  await t.app.close();
  await running.close();
});

describe('GET /api/synchronizations', () => {
  it('answers every school unit by name with its latest job of each type in run order', async () => {
    const { body } = await as('admin').get('/api/synchronizations', ZSynchronizations);
    expect(body.units.map((u) => [u.locationId, u.system])).toEqual([
      [201, 'schoolsoft'],
      [202, 'schoolsoft'],
      [211, 'adela'],
      [212, 'adela'],
      [221, 'online'],
    ]);
    const centrum = body.units.find((u) => u.locationId === 201);
    expect(centrum?.jobs.map((j) => j.type)).toEqual([
      'schoolsoft_queue_groups',
      'schoolsoft_queue_students',
      'schoolsoft_queue_parents',
      'schoolsoft_queue_teachers',
      'schoolsoft_import_persons',
      'schoolsoft_import_groups',
    ]);
    expect(centrum).toMatchObject({ queued: false, running: false, problems: 0 });
    expect(body.units.find((u) => u.locationId === 221)?.jobs.map((j) => j.type)).toEqual([
      'online_queue_groups',
      'online_queue_persons',
      'online_import_persons',
      'online_import_groups',
    ]);
    expect(body.units.find((u) => u.locationId === 202)?.jobs).toEqual([]);
  });

  it('lists the problems of the last day with the unit’s name', async () => {
    const { body } = await as('admin').get('/api/synchronizations', ZSynchronizations);
    expect(body.problems).toEqual([
      expect.objectContaining({
        context: 'syncflag',
        location_id: 212,
        location_name: 'Nordljus gymnasium Malmö',
        status_code: 404,
        message: 'Exportfil från adela saknas i google storage',
      }),
    ]);
    expect(body.units.find((u) => u.locationId === 212)?.problems).toBe(1);
  });

  it('needs adminMenu SYNCS', async () => {
    expect((await as('support').get('/api/synchronizations')).status).toBe(403);
    expect((await as('larare').get('/api/synchronizations')).status).toBe(403);
  });
});

describe('POST /api/synchronizations/{locationId}/start', () => {
  it('queues the unit’s import once: a second start while it waits adds nothing', async () => {
    const first = await as('admin').post('/api/synchronizations/202/start', undefined, ZSyncStarted);
    expect(first.status).toBe(202);
    expect(first.body).toEqual({ queued: true });
    const second = await as('admin').post('/api/synchronizations/202/start', undefined, ZSyncStarted);
    expect(second.body).toEqual({ queued: false });
    const { body } = await as('admin').get('/api/synchronizations', ZSynchronizations);
    expect(body.units.find((u) => u.locationId === 202)?.queued).toBe(true);
    expect(body.units.find((u) => u.locationId === 201)?.queued).toBe(false);
  });

  it('answers 404 for a unit that is no school, and 403 without SYNCS', async () => {
    expect((await as('admin').post('/api/synchronizations/101/start', undefined)).status).toBe(404);
    expect((await as('admin').post('/api/synchronizations/999999/start', undefined)).status).toBe(404);
    expect((await as('support').post('/api/synchronizations/201/start', undefined)).status).toBe(403);
    expect((await as('admin').post('/api/synchronizations/abc/start', undefined)).status).toBe(400);
  });
});
