import type { TFileExtraction, TSubject, TSubjectFile } from '@kansli/domain/studybuddy/subjects';
import { asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { persons } from '../../db/schema/persons.ts';
import { studybuddyFiles, studybuddySubjects } from '../../db/schema/studybuddy.ts';

// The SQL of the study-buddy: subjects with their files, and the full-text search over both.

/** The rows of a query: both drivers (node-postgres and PGlite) answer them as `rows`. */
async function rowsOf<T>(db: Db, query: SQL): Promise<{ rows: T[] }> {
  return (await db.execute(query)) as unknown as { rows: T[] };
}

/** The most subjects a list answers; the manager's list is a few hundred at most. */
export const MAX_SUBJECTS = 2000;

const subjectColumns = {
  id: studybuddySubjects.id,
  subject: studybuddySubjects.subject,
  subcategory: studybuddySubjects.subcategory,
  subject_text: studybuddySubjects.subjectText,
  author_id: studybuddySubjects.authorId,
  created_at: studybuddySubjects.createdAt,
  updated_by: studybuddySubjects.updatedBy,
  updated_at: studybuddySubjects.updatedAt,
};

const fileColumns = {
  subjectId: studybuddyFiles.subjectId,
  name: studybuddyFiles.name,
  contentType: studybuddyFiles.contentType,
  size: studybuddyFiles.size,
  extraction: studybuddyFiles.extraction,
};

async function filesBySubject(db: Db, subjectIds: number[]): Promise<Map<number, TSubjectFile[]>> {
  const bySubject = new Map<number, TSubjectFile[]>();
  if (subjectIds.length === 0) return bySubject;
  const rows = await db
    .select(fileColumns)
    .from(studybuddyFiles)
    .where(inArray(studybuddyFiles.subjectId, subjectIds))
    .orderBy(asc(studybuddyFiles.name));
  for (const { subjectId, ...file } of rows) {
    const list = bySubject.get(subjectId) ?? [];
    list.push(file);
    bySubject.set(subjectId, list);
  }
  return bySubject;
}

type SubjectRow = Omit<TSubject, 'files' | 'created_at' | 'updated_at'> & {
  created_at: Date;
  updated_at: Date;
};

const subjectOf = (row: SubjectRow, files: TSubjectFile[]): TSubject => ({
  ...row,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
  files,
});

export async function listSubjects(db: Db): Promise<TSubject[]> {
  const rows = await db
    .select(subjectColumns)
    .from(studybuddySubjects)
    .orderBy(asc(studybuddySubjects.subject), asc(studybuddySubjects.id))
    .limit(MAX_SUBJECTS);
  const files = await filesBySubject(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => subjectOf(row, files.get(row.id) ?? []));
}

export async function findSubject(db: Db, id: number): Promise<TSubject | undefined> {
  const [row] = await db.select(subjectColumns).from(studybuddySubjects).where(eq(studybuddySubjects.id, id));
  if (!row) return undefined;
  const files = await filesBySubject(db, [id]);
  return subjectOf(row, files.get(id) ?? []);
}

export async function subjectExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: studybuddySubjects.id })
    .from(studybuddySubjects)
    .where(eq(studybuddySubjects.id, id));
  return row !== undefined;
}

export async function filesOfSubject(db: Db, subjectId: number): Promise<TSubjectFile[]> {
  return (await filesBySubject(db, [subjectId])).get(subjectId) ?? [];
}

export async function findFiles(db: Db, names: string[]) {
  if (names.length === 0) return [];
  return db
    .select({ id: studybuddyFiles.id, ...fileColumns })
    .from(studybuddyFiles)
    .where(inArray(studybuddyFiles.name, names));
}

export async function personNames(db: Db, personId: number) {
  return db
    .select({ firstname: persons.givenName, familyname: persons.familyName })
    .from(persons)
    .where(eq(persons.id, personId));
}

/** The file's row as the extraction job needs it. */
export async function fileForExtraction(db: Db, fileId: number) {
  const [row] = await db
    .select({ id: studybuddyFiles.id, name: studybuddyFiles.name, extraction: studybuddyFiles.extraction })
    .from(studybuddyFiles)
    .where(eq(studybuddyFiles.id, fileId));
  return row;
}

export async function storeExtraction(
  db: Db,
  fileId: number,
  text: string | null,
  status: Exclude<TFileExtraction, 'pending'>,
): Promise<void> {
  await db
    .update(studybuddyFiles)
    .set({ extractedText: text, extraction: status })
    .where(eq(studybuddyFiles.id, fileId));
}

export interface SearchRow {
  id: number;
  subject: string;
  subcategory: string;
  rank: number;
}

/**
 * The subjects best matching the query, by the rank of their own text plus their best file's. Each side
 * is found through its GIN index; a file-only match counts as well as a match in the subject.
 */
export async function searchSubjects(db: Db, query: string, limit: number): Promise<SearchRow[]> {
  const result = await rowsOf<{ id: number; subject: string; subcategory: string; rank: number }>(
    db,
    sql`
    with q as (select websearch_to_tsquery('swedish', ${query}) as query),
    own as (
      select s.id, ts_rank(s.search, q.query) as rank
      from studybuddy_subjects s, q where s.search @@ q.query
    ),
    attached as (
      select f.subject_id as id, max(ts_rank(f.search, q.query)) as rank
      from studybuddy_files f, q where f.search @@ q.query group by f.subject_id
    ),
    hits as (
      select id, sum(rank) as rank from (select * from own union all select * from attached) h group by id
    )
    select s.id, s.subject, s.subcategory, hits.rank::float8 as rank
    from hits join studybuddy_subjects s on s.id = hits.id
    order by hits.rank desc, s.id
    limit ${limit}
  `,
  );
  return result.rows.map((row) => ({ ...row, id: Number(row.id), rank: Number(row.rank) }));
}

const HEADLINE_OPTIONS =
  'StartSel=**, StopSel=**, MaxWords=35, MinWords=12, MaxFragments=3, FragmentDelimiter=" … "';

/** The matching passages of the subjects' own text and of their matching files, `**` around the hits. */
export async function searchPassages(db: Db, query: string, subjectIds: number[]) {
  if (subjectIds.length === 0) return [];
  const ids = sql.join(
    subjectIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await rowsOf<{ subject_id: number; source: string; text: string }>(
    db,
    sql`
    with q as (select websearch_to_tsquery('swedish', ${query}) as query)
    select s.id as subject_id, 'subject' as source,
      ts_headline('swedish', s.subject || E'\n' || s.subcategory || E'\n' || s.plain_text, q.query, ${HEADLINE_OPTIONS}) as text,
      0 as sort
    from studybuddy_subjects s, q where s.id in (${ids}) and s.search @@ q.query
    union all
    select f.subject_id, f.name,
      ts_headline('swedish', f.extracted_text, q.query, ${HEADLINE_OPTIONS}),
      1
    from studybuddy_files f, q where f.subject_id in (${ids}) and f.search @@ q.query
    order by subject_id, sort, source
  `,
  );
  return result.rows.map((row) => ({ ...row, subject_id: Number(row.subject_id) }));
}
