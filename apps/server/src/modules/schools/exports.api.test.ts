import { noExportFilesMessage } from '@kansli/domain/http/messages';
import { ZStorageFiles, ZStorageRecords } from '@kansli/domain/schools/units';
import type { SheetsSandbox } from '@kansli/sandbox/google/sheets-sandbox';
import type { BucketFile } from '@kansli/sandbox/google/storage-api';
import type { RunningSandbox } from '@kansli/sandbox/http-sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, type TestApp, testApp } from '../../test/app.ts';
import { testStorage } from '../../test/google.ts';

let t: TestApp;
let running: RunningSandbox<SheetsSandbox>;
const as = apiAs(() => t.app);

const file = (name: string, content: unknown): BucketFile => ({
  name,
  content: JSON.stringify(content),
  contentType: 'application/json',
  updated: '2026-11-24T01:30:00.000Z',
});

beforeAll(async () => {
  const started = await testStorage({
    files: [
      file('schoolsoft/201/2026-11-23/student.json', [{ id: 'old', fname: 'Gammal' }]),
      file('schoolsoft/201/2026-11-24/student.json', [
        { id: 's-1', fname: 'Åsa', lname: 'Ek', socialnumber: '20120101-1234', class: '7A' },
      ]),
      file('schoolsoft/201/2026-11-24/group.json', [{ id: 'g-1', name: '7A' }]),
      file('skola24/201/2026-11-24/schedule.json', []),
      { ...file('schoolsoft/201/2026-11-24/teacher.json', []), content: 'inte json' },
    ],
  });
  running = started.running;
  t = await testApp({}, undefined, undefined, undefined, undefined, undefined, undefined, started.storage);
});
afterAll(async () => {
  await t.app.close();
  await running.close();
});

describe("a unit's export files", () => {
  it('lists the files of a system, newest folder first, and those of Skola24', async () => {
    const files = await as('admin').get('/api/storage/schoolsoft/201/list', ZStorageFiles);
    expect(files.body.map((f) => f.name)).toEqual([
      'schoolsoft/201/2026-11-24/teacher.json',
      'schoolsoft/201/2026-11-24/student.json',
      'schoolsoft/201/2026-11-24/group.json',
      'schoolsoft/201/2026-11-23/student.json',
    ]);
    const schedule = await as('admin').get('/api/storage/skola24/201/list', ZStorageFiles);
    expect(schedule.body.map((f) => f.name)).toEqual(['skola24/201/2026-11-24/schedule.json']);
  });

  it('answers 404 in the error shape when a unit has no files', async () => {
    const missing = await as('admin').get('/api/storage/schoolsoft/202/list');
    expect(missing.status).toBe(404);
    expect(missing.error).toEqual({
      statusCode: 404,
      message: noExportFilesMessage('schoolsoft'),
    });
  });

  it('answers the records of the newest export of a type', async () => {
    const students = await as('admin').get('/api/storage/schoolsoft/201/student', ZStorageRecords);
    expect(students.body).toEqual([
      { id: 's-1', fname: 'Åsa', lname: 'Ek', socialnumber: '20120101-1234', class: '7A' },
    ]);
    expect((await as('admin').get('/api/storage/schoolsoft/201/parent')).status).toBe(404);
    expect((await as('admin').get('/api/storage/schoolsoft/201/person')).status).toBe(404);
    expect((await as('admin').get('/api/storage/schoolsoft/201/teacher')).status).toBe(502);
    expect((await as('admin').get('/api/storage/nosuch/201/group')).status).toBe(400);
  });

  it('needs adminMenu LOCATIONS at the unit', async () => {
    expect((await as('support').get('/api/storage/schoolsoft/201/list')).status).toBe(403);
    expect((await as('support').get('/api/storage/schoolsoft/201/group')).status).toBe(403);
  });
});
