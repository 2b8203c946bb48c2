import { parentPort, workerData } from 'node:worker_threads';
import type { FileKind } from '@kansli/domain/studybuddy/files';
import { DamagedDocumentError, type ExtractionLimits, ExtractionRefusedError } from './extraction-limits.ts';
import { extractText } from './file-text.ts';

// The thread a file's text is read in (extract-in-thread.ts starts it): its heap is its own and bounded,
// so a hostile document can exhaust only this thread, which is then ended.

export interface ExtractionRequest {
  kind: FileKind;
  bytes: Uint8Array;
  limits: ExtractionLimits;
}

export type ExtractionAnswer =
  | { text: string }
  | { refused: ExtractionRefusedError['limit'] }
  | { damaged: string };

async function answer({ kind, bytes, limits }: ExtractionRequest): Promise<ExtractionAnswer> {
  try {
    return { text: await extractText(kind, bytes, limits) };
  } catch (error) {
    if (error instanceof ExtractionRefusedError) return { refused: error.limit };
    if (error instanceof DamagedDocumentError) return { damaged: error.message };
    throw error;
  }
}

parentPort?.postMessage(await answer(workerData as ExtractionRequest));
