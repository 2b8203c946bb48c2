import { z } from 'zod';
import { ZId, ZIdParam } from '../http/id.ts';
import { ZFileName } from './files.ts';

// The study-buddy subject manager's calls (spec part 2, 7 'Study-buddy'): subjects with a name, a
// category, an HTML text and attached .pdf/.docx files, and the search an AI chatbot asks.

export const SUBJECT_NAME_MAX = 200;
export const SUBCATEGORY_MAX = 200;
/** The HTML of a subject's text; a long study guide fits, a pasted book does not. */
export const SUBJECT_TEXT_MAX = 200_000;
export const SEARCH_QUERY_MAX = 200;
export const SEARCH_LIMIT_MAX = 20;

/**
 * Where the reading of a file's text for the search stands: 'failed' when the file does not read,
 * 'refused' when reading it went past a limit (its size, the memory or the time it took).
 */
export const ZFileExtraction = z.enum(['pending', 'done', 'failed', 'refused']);
export type TFileExtraction = z.infer<typeof ZFileExtraction>;

/** An attached file: its stored name ('{subject id}#{name}') and its content type. */
export const ZSubjectFile = z.object({
  name: z.string(),
  contentType: z.string(),
  /** Bytes. */
  size: z.number().int().optional(),
  extraction: ZFileExtraction.optional(),
});
export type TSubjectFile = z.infer<typeof ZSubjectFile>;

export const ZSubject = z.object({
  id: z.number().int(),
  subject: z.string(),
  subcategory: z.string(),
  /** HTML, sanitised by the server before it was stored. */
  subject_text: z.string(),
  /** The person who created it. */
  author_id: z.number().int().nullable(),
  created_at: z.string(),
  /** The person who last changed it. */
  updated_by: z.number().int().nullable(),
  updated_at: z.string(),
  files: z.array(ZSubjectFile),
});
export type TSubject = z.infer<typeof ZSubject>;

/** GET /api/cbot/subjects/all */
export const ZSubjectList = z.array(ZSubject);

/** GET /api/cbot/personInfo/{personId}: a list, of which the client uses the first. */
export const ZPersonInfo = z.object({ firstname: z.string(), familyname: z.string() });
export const ZPersonInfoList = z.array(ZPersonInfo);
export type TPersonInfo = z.infer<typeof ZPersonInfo>;

export const ZSubjectIdParams = z.object({ id: ZIdParam });
export const ZSubjectFilesParams = z.object({ subjectId: ZIdParam });
export const ZPersonInfoParams = z.object({ personId: ZIdParam });

/** The fields of a subject the create and edit dialogs send; only the name is required. */
export const ZSubjectData = z.object({
  subject: z
    .string({ error: 'subject is required' })
    .trim()
    .min(1, 'subject is required')
    .max(SUBJECT_NAME_MAX, `subject is at most ${SUBJECT_NAME_MAX} characters`),
  subcategory: z
    .string()
    .trim()
    .max(SUBCATEGORY_MAX, `subcategory is at most ${SUBCATEGORY_MAX} characters`)
    .nullish()
    .transform((value) => value ?? ''),
  subject_text: z
    .string()
    .max(SUBJECT_TEXT_MAX, `subject_text is at most ${SUBJECT_TEXT_MAX} characters`)
    .nullish()
    .transform((value) => value ?? ''),
});
export type TSubjectData = z.input<typeof ZSubjectData>;
/** The data as the server has it after parsing: trimmed, a missing category or text empty. */
export type TSubjectFields = z.output<typeof ZSubjectData>;

/** POST /api/cbot/subject/create and PUT /api/cbot/subject/update/{id}: body `{ data }`. */
export const ZSubjectBody = z.object({ data: ZSubjectData });
export type TSubjectBody = z.input<typeof ZSubjectBody>;

/** The answer of a create. */
export const ZCreatedSubject = z.object({ id: ZId });

/** The answer of an upload: the files stored, by their stored names. */
export const ZUploadedFiles = z.object({ files: z.array(ZSubjectFile) });

/** POST /api/cbot/subject/deleteFiles */
export const ZDeleteFilesBody = z.object({
  fileNames: z.array(ZFileName).min(1, 'fileNames is required').max(100, 'fileNames is at most 100 names'),
});
export type TDeleteFilesBody = z.infer<typeof ZDeleteFilesBody>;

/** POST /api/cbot/subjectFiles/download */
export const ZDownloadBody = z.object({ name: ZFileName });
export type TDownloadBody = z.infer<typeof ZDownloadBody>;

/** The answer of a delete or an update. */
export const ZDone = z.object({ id: ZId });

/** GET /api/cbot/search?q=&limit= */
export const ZSearchQuery = z.object({
  q: z
    .string({ error: 'q is required' })
    .trim()
    .min(1, 'q is required')
    .max(SEARCH_QUERY_MAX, `q is at most ${SEARCH_QUERY_MAX} characters`),
  limit: z.coerce.number().int().min(1).max(SEARCH_LIMIT_MAX).default(5),
});

/** One subject found, ranked, with the passages of its text and files that matched (plain text, `**` marks the hits). */
export const ZSearchHit = z.object({
  id: z.number().int(),
  subject: z.string(),
  subcategory: z.string(),
  rank: z.number(),
  passages: z.array(
    z.object({
      /** 'subject' for the subject's own name, category and text; otherwise the file's stored name. */
      source: z.string(),
      text: z.string(),
    }),
  ),
});
export const ZSearchAnswer = z.object({ query: z.string(), hits: z.array(ZSearchHit) });
export type TSearchAnswer = z.infer<typeof ZSearchAnswer>;
