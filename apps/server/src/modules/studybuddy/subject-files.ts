import { FILE_NOT_FOUND_MESSAGE, SUBJECT_NOT_FOUND_MESSAGE } from '@kansli/domain/http/messages';
import {
  CONTENT_TYPES,
  cleanFileName,
  fileKindOfName,
  fileRefusal,
  ONLY_PDF_OR_DOCX,
  REFUSAL_MESSAGES,
  storedFileName,
} from '@kansli/domain/studybuddy/files';
import type { TSubjectFile } from '@kansli/domain/studybuddy/subjects';
import { inArray, sql } from 'drizzle-orm';
import { recordAudit } from '../../audit/audit.ts';
import { requireFlag } from '../../auth/access.ts';
import type { RequestContext } from '../../context/request-context.ts';
import { studybuddyFiles } from '../../db/schema/studybuddy.ts';
import { badRequest, HttpError, notFound } from '../../http/errors.ts';
import {
  type StorageFiles,
  StorageObjectNotFoundError,
  type StorageObjectStream,
} from '../../integrations/google/storage-client.ts';
import { sniffFileKind } from './file-content.ts';
import { findFiles, subjectExists } from './repository.ts';

// A subject's attached files (spec part 2, 3 'File'): checked by name and content, stored as objects
// named '{subject id}#{name}' in the study-buddy bucket, each with a row; the row's text is filled by
// the extraction job.

export const FILES_NOT_SET_UP =
  'Lagringen av ämnenas filer är inte konfigurerad. Be driften ange GOOGLE_STUDYBUDDY_BUCKET och ett Google-tjänstkonto.';

export function requireFiles(ctx: RequestContext): StorageFiles {
  const files = ctx.integrations.studybuddyFiles;
  if (!files) throw new HttpError(503, FILES_NOT_SET_UP);
  return files;
}

/** Removes each object; one already gone counts as removed, so a retry finishes what a failure left. */
export async function removeStoredObjects(files: StorageFiles, names: string[]): Promise<void> {
  for (const name of names) await files.remove(name);
}

export interface IncomingFile {
  /** The name the browser sent. */
  filename: string;
  bytes: Buffer;
}

/**
 * POST /api/cbot/subject/uploadFile: every file is checked before any is stored; then the objects are
 * written and the rows inserted in one transaction, and if that fails the objects new in this request
 * are removed again. A file of a name the subject has already replaces it.
 */
export async function uploadFiles(
  ctx: RequestContext,
  read: () => Promise<{ subjectId: number; files: IncomingFile[] }>,
): Promise<TSubjectFile[]> {
  await requireFlag(ctx, 'studybuddy', 'ACCESS');
  // The body is read only now, so that no one without access has it held in memory.
  const { subjectId, files: incoming } = await read();
  if (incoming.length === 0) throw badRequest(`files: Välj minst en fil. ${ONLY_PDF_OR_DOCX}`);
  if (!(await subjectExists(ctx.db, subjectId))) throw notFound(SUBJECT_NOT_FOUND_MESSAGE);
  const storage = requireFiles(ctx);

  const checked: { name: string; contentType: string; bytes: Buffer }[] = [];
  const seen = new Set<string>();
  for (const file of incoming) {
    const name = cleanFileName(file.filename);
    if (name === null)
      throw badRequest(
        `files: En av filerna har inget namn som går att använda. Byt namn på den och försök igen. ${ONLY_PDF_OR_DOCX}`,
      );
    const kind = fileKindOfName(name);
    const refusal = fileRefusal(name, file.bytes.length, await sniffFileKind(file.bytes));
    if (refusal !== null || kind === null) {
      const reason = refusal ?? 'type';
      throw new HttpError(reason === 'size' ? 413 : 400, `files: ${name}: ${REFUSAL_MESSAGES[reason]}`);
    }
    const stored = storedFileName(subjectId, name);
    if (seen.has(stored))
      throw badRequest(`files: ${name} finns två gånger bland filerna. Ta bort den ena och försök igen.`);
    seen.add(stored);
    checked.push({ name: stored, contentType: CONTENT_TYPES[kind], bytes: file.bytes });
  }

  const existing = new Set((await findFiles(ctx.db, [...seen])).map((file) => file.name));
  const written: string[] = [];
  try {
    for (const file of checked) {
      await storage.upload(file.name, file.bytes, file.contentType);
      written.push(file.name);
    }
    const ids = await ctx.transaction(async (tx) => {
      const rows = await tx.db
        .insert(studybuddyFiles)
        .values(
          checked.map((file) => ({
            subjectId,
            name: file.name,
            contentType: file.contentType,
            size: file.bytes.length,
            uploadedBy: ctx.actor.personId,
            createdAt: ctx.clock.now(),
          })),
        )
        .onConflictDoUpdate({
          target: studybuddyFiles.name,
          set: {
            contentType: sql`excluded.content_type`,
            size: sql`excluded.size`,
            uploadedBy: sql`excluded.uploaded_by`,
            createdAt: sql`excluded.created_at`,
            extractedText: null,
            extraction: 'pending',
          },
        })
        .returning({ id: studybuddyFiles.id });
      await recordAudit(tx, {
        action: 'studybuddy.files.upload',
        entity: 'studybuddy_subject',
        entityId: subjectId,
        after: { files: checked.map((file) => ({ name: file.name, size: file.bytes.length })) },
      });
      return rows.map((row) => row.id);
    });
    for (const id of ids) await ctx.jobs.extractStudybuddyFile(id);
  } catch (error) {
    // Objects this request created are removed; a replaced one keeps its new content under its row.
    await removeStoredObjects(
      storage,
      written.filter((name) => !existing.has(name)),
    ).catch(() => undefined);
    throw error;
  }
  return checked.map((file) => ({
    name: file.name,
    contentType: file.contentType,
    size: file.bytes.length,
    extraction: 'pending' as const,
  }));
}

/** POST /api/cbot/subject/deleteFiles: the objects first, then the rows; names not stored are skipped. */
export async function deleteFiles(ctx: RequestContext, fileNames: string[]): Promise<{ deleted: string[] }> {
  await requireFlag(ctx, 'studybuddy', 'ACCESS');
  const found = await findFiles(ctx.db, [...new Set(fileNames)]);
  if (found.length === 0) return { deleted: [] };
  const storage = requireFiles(ctx);
  const names = found.map((file) => file.name);
  await removeStoredObjects(storage, names);
  await ctx.transaction(async (tx) => {
    await tx.db.delete(studybuddyFiles).where(inArray(studybuddyFiles.name, names));
    await recordAudit(tx, {
      action: 'studybuddy.files.delete',
      entity: 'studybuddy_file',
      before: { files: names },
    });
  });
  return { deleted: names };
}

/** POST /api/cbot/subjectFiles/download: the stored object's content as it comes from the bucket. */
export async function downloadFile(
  ctx: RequestContext,
  name: string,
): Promise<StorageObjectStream & { name: string }> {
  await requireFlag(ctx, 'studybuddy', 'ACCESS');
  const [file] = await findFiles(ctx.db, [name]);
  if (!file) throw notFound(FILE_NOT_FOUND_MESSAGE);
  const storage = requireFiles(ctx);
  const stream = await storage.downloadStream(file.name).catch((error: unknown) => {
    // The row outlived its object (a bucket emptied by hand, the embedded sandbox restarted).
    if (error instanceof StorageObjectNotFoundError)
      throw notFound('Filen saknas i lagringen. Ladda upp den igen.');
    throw error;
  });
  return { ...stream, contentType: file.contentType, name: file.name };
}
