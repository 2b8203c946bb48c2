import type { SheetsSandbox } from '@kansli/sandbox/google/sheets-sandbox';
import type { RunningSandbox } from '@kansli/sandbox/http-sandbox';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../context/clock.ts';
import { studybuddyFiles, studybuddySubjects } from '../../db/schema/studybuddy.ts';
import type { RunningJobs } from '../../jobs/job-queue.ts';
import { resetDatabase, testDatabase } from '../../test/database.ts';
import { testStudybuddyFiles } from '../../test/google.ts';
import { testJobs } from '../../test/jobs.ts';
import { docxBomb, pdfWith } from './test-documents.ts';

// The 'studybuddy-extract' queue on pg-boss with its worker: a stored file's text read from the bucket
// over loopback into its row, a damaged one marked failed, a zip bomb refused and not tried again.

let running: RunningSandbox<SheetsSandbox>;
let jobs: RunningJobs;
let database: Awaited<ReturnType<typeof testDatabase>>;
let db: Awaited<ReturnType<typeof testDatabase>>['db'];
let files: Awaited<ReturnType<typeof testStudybuddyFiles>>['files'];

beforeAll(async () => {
  database = await testDatabase();
  db = database.db;
  const storage = await testStudybuddyFiles();
  running = storage.running;
  files = storage.files;
  jobs = await testJobs({
    database,
    clock: systemClock,
    visma: undefined,
    studybuddyFiles: files,
    work: true,
  });
});

afterAll(async () => {
  await jobs?.stop();
  await running?.close();
  await resetDatabase(database);
});

async function settled(fileId: number) {
  for (let i = 0; i < 200; i++) {
    const [row] = await db.select().from(studybuddyFiles).where(eq(studybuddyFiles.id, fileId));
    if (row && row.extraction !== 'pending') return row;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the extraction did not finish');
}

async function storedFile(subjectId: number, name: string, bytes: Buffer) {
  await files.upload(name, bytes, 'application/pdf');
  const [row] = await db
    .insert(studybuddyFiles)
    .values({ subjectId, name, contentType: 'application/pdf', size: bytes.length })
    .returning({ id: studybuddyFiles.id });
  return row?.id ?? 0;
}

describe('the study-buddy extraction job', () => {
  it('stores the text of a queued PDF, and marks a damaged one failed', async () => {
    const [subject] = await db
      .insert(studybuddySubjects)
      .values({ subject: 'Jobbtest' })
      .returning({ id: studybuddySubjects.id });
    const id = subject?.id ?? 0;
    const good = await storedFile(id, `${id}#bra.pdf`, await pdfWith(['Ekosystemets näringskedjor']));
    const broken = await storedFile(id, `${id}#trasig.pdf`, Buffer.from('%PDF-1.7\nnot really a pdf'));
    await jobs.queue.extractStudybuddyFile(good);
    await jobs.queue.extractStudybuddyFile(broken);
    expect(await settled(good)).toMatchObject({
      extraction: 'done',
      extractedText: expect.stringContaining('näringskedjor'),
    });
    expect(await settled(broken)).toMatchObject({ extraction: 'failed', extractedText: null });
  });

  it('refuses a zip bomb once: the job completes, with no retry', async () => {
    const [subject] = await db
      .insert(studybuddySubjects)
      .values({ subject: 'Bombtest' })
      .returning({ id: studybuddySubjects.id });
    const id = subject?.id ?? 0;
    const bomb = await storedFile(id, `${id}#bomb.docx`, docxBomb());
    await jobs.queue.extractStudybuddyFile(bomb);
    expect(await settled(bomb)).toMatchObject({ extraction: 'refused', extractedText: null });
    const job = async () => {
      const { rows } = (await db.execute(
        sql`select state, retry_count from pgboss.job where name = 'studybuddy-extract' and (data->>'fileId')::int = ${bomb}`,
      )) as unknown as { rows: { state: string; retry_count: number }[] };
      return rows;
    };
    for (let i = 0; i < 50 && (await job())[0]?.state !== 'completed'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await job()).toEqual([{ state: 'completed', retry_count: 0 }]);
  });
});
