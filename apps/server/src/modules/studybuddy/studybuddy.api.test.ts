import { randomBytes } from 'node:crypto';
import { MAX_FILE_BYTES, ONLY_PDF_OR_DOCX } from '@kansli/domain/studybuddy/files';
import {
  ZCreatedSubject,
  ZPersonInfoList,
  ZSearchAnswer,
  ZSubject,
  ZSubjectList,
  ZUploadedFiles,
} from '@kansli/domain/studybuddy/subjects';
import type { SheetsSandbox } from '@kansli/sandbox/google/sheets-sandbox';
import type { Bucket } from '@kansli/sandbox/google/storage-api';
import type { RunningSandbox } from '@kansli/sandbox/http-sandbox';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { auditEvents } from '../../db/schema/audit.ts';
import { persons } from '../../db/schema/persons.ts';
import { studybuddyFiles, studybuddySubjects } from '../../db/schema/studybuddy.ts';
import type { StorageFiles } from '../../integrations/google/storage-client.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { apiAs, csrfHeaders, signInAs, testEnv } from '../../test/app.ts';
import { resetDatabase, testDatabase } from '../../test/database.ts';
import { TEST_STUDYBUDDY_BUCKET, testStudybuddyFiles } from '../../test/google.ts';
import { testSignInProvider } from '../../test/identity.ts';
import { queueOnly } from '../../test/jobs.ts';
import { multipart } from '../../test/multipart.ts';
import { extractFileText } from './extract-file-text.ts';
import { docxWith, pdfWith } from './test-documents.ts';

// The study-buddy's calls against the Google Storage sandbox over loopback: subjects made, files
// attached (checked by name and content), their text extracted and searched, downloaded, deleted.

let app: Awaited<ReturnType<typeof buildApp>>;
let database: Awaited<ReturnType<typeof testDatabase>>;
let db: Awaited<ReturnType<typeof testDatabase>>['db'];
let running: RunningSandbox<SheetsSandbox>;
let files: StorageFiles;
let bucket: Bucket;
let queued: number[] = [];
const as = apiAs(() => app);
let adminCookie: string;
let seeded: (typeof studybuddySubjects.$inferSelect)[] = [];

beforeAll(async () => {
  database = await testDatabase();
  db = database.db;
  const storage = await testStudybuddyFiles();
  running = storage.running;
  files = storage.files;
  bucket = running.sandbox.buckets.get(TEST_STUDYBUDDY_BUCKET) as Bucket;
  const { queue } = await queueOnly(database);
  const jobs: JobQueue = { ...queue, extractStudybuddyFile: async (id) => void queued.push(id) };
  app = await buildApp({
    config: loadConfig(testEnv),
    database,
    signInProvider: testSignInProvider,
    studybuddyFiles: files,
    jobs,
  });
  adminCookie = (await signInAs(app, 'admin@kansli.test')).cookie;
  seeded = await db.select().from(studybuddySubjects);
});

afterAll(async () => {
  await app?.close();
  await running?.close();
  // The seeded subjects back for the files after this one.
  await resetDatabase(database);
});

beforeEach(async () => {
  queued = [];
  await db.delete(studybuddySubjects);
  bucket.objects.clear();
});

async function upload(
  subjectId: number,
  attached: { filename: string; data: Buffer | string; type?: string }[],
  cookie = adminCookie,
) {
  const body = multipart([
    { field: 'subjectId', data: String(subjectId) },
    ...attached.map((file) => ({ field: 'files', ...file })),
  ]);
  return app.inject({
    method: 'POST',
    url: '/api/cbot/subject/uploadFile',
    headers: { cookie, ...csrfHeaders, 'content-type': body.contentType },
    payload: body.payload,
  });
}

const create = async (data: object) => {
  const made = await as('admin').post('/api/cbot/subject/create', { data }, ZCreatedSubject);
  expect(made.status).toBe(200);
  return made.body.id;
};

/** Runs the extraction jobs the uploads queued, as the worker would. */
async function extractQueued() {
  for (const id of queued) expect(await extractFileText({ db, files }, id)).toBe('done');
  queued = [];
}

const PDF_LINES = ['Fotosyntes i växter', 'Klorofyllmolekylerna fångar ljusets energi.'];
const DOCX_LINES = ['Anteckningar om cellandning', 'Mitokondrierna förbränner glukos.'];

describe('study-buddy subjects', () => {
  it('are seeded in the demo database, written by the administrator', () => {
    expect(seeded.map((s) => s.subject)).toContain('Fotosyntes');
    expect(seeded.every((s) => s.authorId !== null && s.plainText !== '')).toBe(true);
  });

  it('creates a subject with sanitised HTML and lists and reads it with its author', async () => {
    const id = await create({
      subject: 'Biologi',
      subcategory: 'Naturkunskap',
      subject_text: '<p>Om <b>växter</b></p><script>alert(1)</script><img src=x onerror=alert(1)>',
    });
    const read = await as('admin').get(`/api/cbot/subject/${id}`, ZSubject);
    expect(read.body).toMatchObject({
      id,
      subject: 'Biologi',
      subcategory: 'Naturkunskap',
      subject_text: '<p>Om <b>växter</b></p>',
      files: [],
    });
    const authorId = read.body.author_id ?? 0;
    const [admin] = await db.select().from(persons).where(eq(persons.id, authorId));
    expect(read.body.updated_by).toBe(authorId);
    const info = await as('admin').get(`/api/cbot/personInfo/${admin?.id}`, ZPersonInfoList);
    expect(info.body).toEqual([{ firstname: admin?.givenName, familyname: admin?.familyName }]);
    const list = await as('admin').get('/api/cbot/subjects/all', ZSubjectList);
    expect(list.body.map((s) => s.id)).toEqual([id]);
    const audit = await db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'studybuddy.subject.create'));
    expect(audit.at(-1)?.entityId).toBe(String(id));
  });

  it('refuses a subject without a name, naming the field', async () => {
    const refused = await as('admin').post('/api/cbot/subject/create', { data: { subject: '  ' } });
    expect(refused.status).toBe(400);
    expect(refused.error?.message).toContain('subject');
    expect(await db.select().from(studybuddySubjects)).toEqual([]);
  });

  it('updates a subject and records who changed it', async () => {
    const id = await create({ subject: 'Kemi', subcategory: '', subject_text: '' });
    const updated = await as('admin').put(`/api/cbot/subject/update/${id}`, {
      data: { subject: 'Kemi 1', subcategory: 'Gymnasiet', subject_text: '<p>Syror</p>' },
    });
    expect(updated.status).toBe(200);
    const read = await as('admin').get(`/api/cbot/subject/${id}`, ZSubject);
    expect(read.body).toMatchObject({
      subject: 'Kemi 1',
      subcategory: 'Gymnasiet',
      subject_text: '<p>Syror</p>',
    });
    expect(
      (await as('admin').put('/api/cbot/subject/update/999999', { data: { subject: 'X' } })).status,
    ).toBe(404);
  });
});

describe('study-buddy files', () => {
  it('uploads a PDF and a DOCX, downloads the same bytes, and finds words only inside them', async () => {
    const id = await create({ subject: 'Biologi', subcategory: 'NO', subject_text: '<p>Levande ting</p>' });
    const pdf = await pdfWith(PDF_LINES);
    const docx = await docxWith(DOCX_LINES);
    const uploaded = await upload(id, [
      { filename: 'fotosyntes.pdf', data: pdf, type: 'application/pdf' },
      { filename: 'Cellandning.docx', data: docx },
    ]);
    expect(uploaded.statusCode).toBe(200);
    expect(ZUploadedFiles.parse(uploaded.json()).files.map((f) => f.name)).toEqual([
      `${id}#fotosyntes.pdf`,
      `${id}#Cellandning.docx`,
    ]);
    expect([...bucket.objects.keys()].sort()).toEqual([`${id}#Cellandning.docx`, `${id}#fotosyntes.pdf`]);
    expect(queued).toHaveLength(2);

    const listed = await as('admin').get(`/api/cbot/subjectFiles/${id}`);
    expect(listed.body).toEqual([
      {
        name: `${id}#Cellandning.docx`,
        contentType: expect.stringContaining('wordprocessingml'),
        size: docx.length,
        extraction: 'pending',
      },
      {
        name: `${id}#fotosyntes.pdf`,
        contentType: 'application/pdf',
        size: pdf.length,
        extraction: 'pending',
      },
    ]);

    const download = await app.inject({
      method: 'POST',
      url: '/api/cbot/subjectFiles/download',
      headers: { cookie: adminCookie, ...csrfHeaders },
      payload: { name: `${id}#fotosyntes.pdf` },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe("attachment; filename*=UTF-8''fotosyntes.pdf");
    expect(download.rawPayload.equals(pdf)).toBe(true);

    // Not searchable until the job has read the text.
    const before = await as('admin').get('/api/cbot/search', ZSearchAnswer, {
      query: { q: 'klorofyllmolekyler' },
    });
    expect(before.body.hits).toEqual([]);
    await extractQueued();

    const inPdf = await as('admin').get('/api/cbot/search', ZSearchAnswer, {
      query: { q: 'klorofyllmolekylerna' },
    });
    expect(inPdf.body.hits.map((h) => h.id)).toEqual([id]);
    expect(inPdf.body.hits[0]?.passages).toEqual([
      { source: `${id}#fotosyntes.pdf`, text: expect.stringContaining('**Klorofyllmolekylerna**') },
    ]);
    // Swedish stemming: another form of the word inside the DOCX.
    const inDocx = await as('admin').get('/api/cbot/search', ZSearchAnswer, { query: { q: 'mitokondrien' } });
    expect(inDocx.body.hits.map((h) => h.id)).toEqual([id]);
    expect(inDocx.body.hits[0]?.passages[0]?.source).toBe(`${id}#Cellandning.docx`);
    const inText = await as('admin').get('/api/cbot/search', ZSearchAnswer, { query: { q: 'levande' } });
    expect(inText.body.hits[0]?.passages[0]).toEqual({
      source: 'subject',
      text: expect.stringContaining('**Levande**'),
    });
  });

  it('ranks a subject named for the words above one that only mentions them in a file', async () => {
    const named = await create({ subject: 'Fotosyntes', subcategory: 'Biologi', subject_text: '' });
    const other = await create({ subject: 'Botanik', subcategory: '', subject_text: '' });
    await upload(other, [{ filename: 'a.pdf', data: await pdfWith(['Lite om fotosyntes.']) }]);
    await extractQueued();
    const found = await as('admin').get('/api/cbot/search', ZSearchAnswer, { query: { q: 'fotosyntes' } });
    expect(found.body.hits.map((h) => h.id)).toEqual([named, other]);
  });

  it('refuses a renamed .exe, a wrong type and an oversize file, storing nothing', async () => {
    const id = await create({ subject: 'Fysik' });
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), randomBytes(2000)]);
    const renamed = await upload(id, [
      { filename: 'ok.pdf', data: await pdfWith(['ok']) },
      { filename: 'program.pdf', data: exe },
    ]);
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().error.message).toContain('program.pdf');
    expect(renamed.json().error.message).toContain(ONLY_PDF_OR_DOCX);

    const wrongType = await upload(id, [{ filename: 'bild.png', data: 'x' }]);
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().error.message).toBe(`files: bild.png: ${ONLY_PDF_OR_DOCX}`);

    const pdfAsDocx = await upload(id, [{ filename: 'fel.docx', data: await pdfWith(['x']) }]);
    expect(pdfAsDocx.statusCode).toBe(400);

    const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(MAX_FILE_BYTES)]);
    const oversize = await upload(id, [{ filename: 'stor.pdf', data: big }]);
    expect(oversize.statusCode).toBe(413);
    expect(oversize.json().error.message).toContain('stor.pdf');

    expect(bucket.objects.size).toBe(0);
    expect(await db.select().from(studybuddyFiles)).toEqual([]);
  });

  it('takes a file of several megabytes, above the JSON body limit', async () => {
    const id = await create({ subject: 'Stora filer' });
    const pdf = Buffer.concat([await pdfWith(['stor']), Buffer.alloc(5 * 1024 * 1024, 0x20)]);
    const uploaded = await upload(id, [{ filename: 'stor.pdf', data: pdf }]);
    expect(uploaded.statusCode).toBe(200);
    expect(bucket.objects.get(`${id}#stor.pdf`)?.size).toBe(pdf.length);
  });

  it('removes the objects it stored when the rows cannot be written', async () => {
    const id = await create({ subject: 'Fysik' });
    const pdf = await pdfWith(['x']);
    // The subject goes away between the check and the insert: the foreign key refuses the row.
    await db.execute(
      `create or replace function studybuddy_test_refuse() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`,
    );
    await db.execute(
      'create trigger studybuddy_test_refuse before insert on studybuddy_files for each row execute function studybuddy_test_refuse()',
    );
    try {
      const failed = await upload(id, [{ filename: 'a.pdf', data: pdf }]);
      expect(failed.statusCode).toBe(500);
    } finally {
      await db.execute('drop trigger studybuddy_test_refuse on studybuddy_files');
      await db.execute('drop function studybuddy_test_refuse');
    }
    expect(bucket.objects.size).toBe(0);
    expect(await db.select().from(studybuddyFiles)).toEqual([]);
  });

  it('uploads with the subject id in the query too, and answers an unknown subject 404', async () => {
    const id = await create({ subject: 'Matte' });
    const body = multipart([{ field: 'files', filename: 'a.pdf', data: await pdfWith(['x']) }]);
    const sent = (subjectId: number) =>
      app.inject({
        method: 'POST',
        url: `/api/cbot/subject/uploadFile?subjectId=${subjectId}`,
        headers: { cookie: adminCookie, ...csrfHeaders, 'content-type': body.contentType },
        payload: body.payload,
      });
    expect((await sent(id)).statusCode).toBe(200);
    expect((await sent(999999)).statusCode).toBe(404);
    const json = await as('admin').post('/api/cbot/subject/uploadFile', { files: [] });
    expect(json.status).toBe(415);
  });

  it('deletes files by name, objects and rows', async () => {
    const id = await create({ subject: 'Svenska' });
    await upload(id, [
      { filename: 'a.pdf', data: await pdfWith(['a']) },
      { filename: 'b.pdf', data: await pdfWith(['b']) },
    ]);
    const deleted = await as('admin').post('/api/cbot/subject/deleteFiles', {
      fileNames: [`${id}#a.pdf`, `${id}#saknas.pdf`],
    });
    expect(deleted.body).toEqual({ deleted: [`${id}#a.pdf`] });
    expect([...bucket.objects.keys()]).toEqual([`${id}#b.pdf`]);
    const read = await as('admin').get(`/api/cbot/subject/${id}`, ZSubject);
    expect(read.body.files.map((f) => f.name)).toEqual([`${id}#b.pdf`]);
    const gone = await as('admin').post('/api/cbot/subjectFiles/download', { name: `${id}#a.pdf` });
    expect(gone.status).toBe(404);
  });

  it('deletes a subject with its objects', async () => {
    const id = await create({ subject: 'Historia' });
    const keep = await create({ subject: 'Geografi' });
    await upload(id, [{ filename: 'a.docx', data: await docxWith(['a']) }]);
    await upload(keep, [{ filename: 'k.pdf', data: await pdfWith(['k']) }]);
    const deleted = await as('admin').post(`/api/cbot/subject/delete/${id}`, undefined);
    expect(deleted.status).toBe(200);
    expect([...bucket.objects.keys()]).toEqual([`${keep}#k.pdf`]);
    expect((await as('admin').get(`/api/cbot/subject/${id}`)).status).toBe(404);
    expect((await db.select().from(studybuddyFiles)).map((f) => f.subjectId)).toEqual([keep]);
  });

  it('answers a search without words, or with too many, with 400 naming q', async () => {
    for (const q of ['', '   ', 'x'.repeat(201)]) {
      const refused = await as('admin').get('/api/cbot/search', undefined, { query: { q } });
      expect(refused.status).toBe(400);
      expect(refused.error?.message).toContain('q');
    }
    const odd = await as('admin').get('/api/cbot/search', ZSearchAnswer, { query: { q: '!:&|( "' } });
    expect(odd.body.hits).toEqual([]);
  });

  it('describes the search and the upload in the OpenAPI document', async () => {
    const docs = await app.inject({ method: 'GET', url: '/api/docs', headers: { cookie: adminCookie } });
    const paths = docs.json().paths;
    expect(paths['/api/cbot/search'].get.description).toContain('full-text search');
    expect(paths['/api/cbot/search'].get.parameters.map((p: { name: string }) => p.name)).toEqual([
      'q',
      'limit',
    ]);
    expect(paths['/api/cbot/subject/uploadFile'].post.description).toContain('subjectId');
  });

  it('refuses everything to a user without studybuddy ACCESS', async () => {
    const id = await create({ subject: 'Hemligt' });
    const larare = (await signInAs(app, 'larare@kansli.test')).cookie;
    for (const [method, url, payload] of [
      ['GET', '/api/cbot/subjects/all'],
      ['GET', `/api/cbot/subject/${id}`],
      ['GET', '/api/cbot/personInfo/1'],
      ['GET', `/api/cbot/subjectFiles/${id}`],
      ['GET', '/api/cbot/search?q=hemligt'],
      ['POST', '/api/cbot/subject/create', { data: { subject: 'x' } }],
      ['PUT', `/api/cbot/subject/update/${id}`, { data: { subject: 'x' } }],
      ['POST', `/api/cbot/subject/delete/${id}`],
      ['POST', '/api/cbot/subject/deleteFiles', { fileNames: [`${id}#a.pdf`] }],
      ['POST', '/api/cbot/subjectFiles/download', { name: `${id}#a.pdf` }],
    ] as const) {
      const response = await app.inject({
        method,
        url,
        headers: { cookie: larare, ...csrfHeaders },
        ...(payload ? { payload } : {}),
      });
      expect(`${method} ${url} ${response.statusCode}`).toBe(`${method} ${url} 403`);
    }
    const uploaded = await upload(id, [{ filename: 'a.pdf', data: await pdfWith(['x']) }], larare);
    expect(uploaded.statusCode).toBe(403);
    expect(bucket.objects.size).toBe(0);
  });
});
