import { fileKindOfName, parseStoredFileName } from '@kansli/domain/studybuddy/files';
import type { Db } from '../../db/client.ts';
import { type StorageFiles, StorageObjectNotFoundError } from '../../integrations/google/storage-client.ts';
import { extractTextInThread } from './extract-in-thread.ts';
import {
  DamagedDocumentError,
  EXTRACTION_LIMITS,
  type ExtractionLimits,
  ExtractionRefusedError,
} from './extraction-limits.ts';
import { fileForExtraction, storeExtraction } from './repository.ts';

// The job after an upload: the file's text read out of its object and stored, where the row's generated
// tsvector makes it searchable.

export interface ExtractionDeps {
  db: Db;
  files: StorageFiles;
  /** Unset, the production limits. */
  limits?: ExtractionLimits;
}

/**
 * 'done', 'failed' (the file does not read) and 'refused' (past a limit) are final; a missing file
 * (deleted meanwhile) is nothing to do. Any other failure rejects, and the job is tried again.
 */
export async function extractFileText(
  deps: ExtractionDeps,
  fileId: number,
): Promise<'done' | 'failed' | 'refused' | 'gone'> {
  const file = await fileForExtraction(deps.db, fileId);
  if (!file) return 'gone';
  const kind = fileKindOfName(parseStoredFileName(file.name)?.name ?? '');
  if (!kind) {
    await storeExtraction(deps.db, fileId, null, 'failed');
    return 'failed';
  }
  let stream: Awaited<ReturnType<StorageFiles['downloadStream']>>;
  try {
    stream = await deps.files.downloadStream(file.name);
  } catch (error) {
    // Deleted since it was queued.
    if (error instanceof StorageObjectNotFoundError) return 'gone';
    throw error;
  }
  const bytes = new Uint8Array(await new Response(stream.body).arrayBuffer());
  let text: string;
  try {
    text = await extractTextInThread(kind, bytes, deps.limits ?? EXTRACTION_LIMITS);
  } catch (error) {
    // Either stays downloadable; it is only not searchable.
    if (error instanceof ExtractionRefusedError) {
      await storeExtraction(deps.db, fileId, null, 'refused');
      return 'refused';
    }
    if (error instanceof DamagedDocumentError) {
      await storeExtraction(deps.db, fileId, null, 'failed');
      return 'failed';
    }
    throw error;
  }
  await storeExtraction(deps.db, fileId, text, 'done');
  return 'done';
}
