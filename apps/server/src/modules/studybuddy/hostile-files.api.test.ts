import { monitorEventLoopDelay } from 'node:perf_hooks';
import { ZCreatedSubject, ZSearchAnswer, ZSubjectList } from '@kansli/domain/studybuddy/subjects';
import type { SheetsSandbox } from '@kansli/sandbox/google/sheets-sandbox';
import type { RunningSandbox } from '@kansli/sandbox/http-sandbox';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { studybuddyFiles } from '../../db/schema/studybuddy.ts';
import type { StorageFiles } from '../../integrations/google/storage-client.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { apiAs, csrfHeaders, signInAs, testEnv } from '../../test/app.ts';
import { resetDatabase, testDatabase } from '../../test/database.ts';
import { testStudybuddyFiles } from '../../test/google.ts';
import { testSignInProvider } from '../../test/identity.ts';
import { queueOnly } from '../../test/jobs.ts';
import { multipart } from '../../test/multipart.ts';
import { extractFileText } from './extract-file-text.ts';
import { EXTRACTION_LIMITS } from './extraction-limits.ts';
import { docxBomb, pdfOfManyTexts, pdfWith } from './test-documents.ts';

// Hostile files uploaded to a subject: a Word document inflating to 40 MB of text and a PDF whose one
// page draws a million texts. Each is refused while the app goes on answering, and the subject keeps
// them without their text.

let app: Awaited<ReturnType<typeof buildApp>>;
let database: Awaited<ReturnType<typeof testDatabase>>;
let running: RunningSandbox<SheetsSandbox>;
let files: StorageFiles;
const queued: number[] = [];
const as = apiAs(() => app);
let cookie: string;

beforeAll(async () => {
  database = await testDatabase();
  const storage = await testStudybuddyFiles();
  running = storage.running;
  files = storage.files;
  const { queue } = await queueOnly(database);
  const jobs: JobQueue = { ...queue, extractStudybuddyFile: async (id) => void queued.push(id) };
  app = await buildApp({
    config: loadConfig(testEnv),
    database,
    signInProvider: testSignInProvider,
    studybuddyFiles: files,
    jobs,
  });
  cookie = (await signInAs(app, 'admin@kansli.test')).cookie;
});

afterAll(async () => {
  await app?.close();
  await running?.close();
  await resetDatabase(database);
});

async function uploadTo(subjectId: number, filename: string, data: Buffer) {
  const body = multipart([
    { field: 'subjectId', data: String(subjectId) },
    { field: 'files', filename, data },
  ]);
  const response = await app.inject({
    method: 'POST',
    url: '/api/cbot/subject/uploadFile',
    headers: { cookie, ...csrfHeaders, 'content-type': body.contentType },
    payload: body.payload,
  });
  expect(response.statusCode).toBe(200);
  const id = queued.shift();
  if (id === undefined) throw new Error('the upload queued no extraction');
  return id;
}

/** The slowest answer of /api/health/live, asked every 20 ms while the work runs, and how long the event loop was held. */
async function livenessDuring<T>(work: Promise<T>) {
  const held = monitorEventLoopDelay({ resolution: 10 });
  held.enable();
  let finished = false;
  const result = work.finally(() => {
    finished = true;
  });
  let slowest = 0;
  let asked = 0;
  while (!finished) {
    const started = performance.now();
    const live = await app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    slowest = Math.max(slowest, performance.now() - started);
    asked++;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  held.disable();
  return { outcome: await result, slowest, asked, heldMs: held.max / 1e6 };
}

describe('a hostile file', () => {
  it('is refused while /api/health/live goes on answering, and the subject keeps it without its text', async () => {
    const made = await as('admin').post(
      '/api/cbot/subject/create',
      { data: { subject: 'Fientliga filer' } },
      ZCreatedSubject,
    );
    const subjectId = made.body.id;
    const good = await uploadTo(
      subjectId,
      'fotosyntes.pdf',
      await pdfWith(['Klorofyllmolekylerna fångar ljus']),
    );
    const bomb = await uploadTo(subjectId, 'bomb.docx', docxBomb());
    // A few seconds instead of the production limit, so that the test stays short.
    const pathological = await uploadTo(subjectId, 'sidor.pdf', pdfOfManyTexts(1_000_000));

    expect(await extractFileText({ db: database.db, files }, good)).toBe('done');
    const limits = { ...EXTRACTION_LIMITS, maxMilliseconds: 3000 };
    for (const fileId of [bomb, pathological]) {
      const during = await livenessDuring(extractFileText({ db: database.db, files, limits }, fileId));
      expect(during.outcome).toBe('refused');
      expect(during.asked).toBeGreaterThan(0);
      expect(during.slowest).toBeLessThan(200);
      expect(during.heldMs).toBeLessThan(200);
    }

    const rows = await database.db
      .select({
        id: studybuddyFiles.id,
        extraction: studybuddyFiles.extraction,
        text: studybuddyFiles.extractedText,
      })
      .from(studybuddyFiles)
      .where(eq(studybuddyFiles.subjectId, subjectId));
    expect(rows.find((row) => row.id === bomb)).toMatchObject({ extraction: 'refused', text: null });
    expect(rows.find((row) => row.id === pathological)).toMatchObject({ extraction: 'refused', text: null });

    // The screen's list says so; the subject and its other file stay searchable.
    const list = await as('admin').get('/api/cbot/subjects/all', ZSubjectList);
    const subject = list.body.find((s) => s.id === subjectId);
    expect(subject?.files.map((f) => [f.name, f.extraction])).toEqual([
      [`${subjectId}#bomb.docx`, 'refused'],
      [`${subjectId}#fotosyntes.pdf`, 'done'],
      [`${subjectId}#sidor.pdf`, 'refused'],
    ]);
    const found = await as('admin').get('/api/cbot/search', ZSearchAnswer, {
      query: { q: 'klorofyllmolekylerna' },
    });
    expect(found.body.hits.map((hit) => hit.id)).toEqual([subjectId]);
  });
});
