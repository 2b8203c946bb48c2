import { Worker } from 'node:worker_threads';
import type { FileKind } from '@kansli/domain/studybuddy/files';
import { DamagedDocumentError, type ExtractionLimits, ExtractionRefusedError } from './extraction-limits.ts';
import type { ExtractionAnswer, ExtractionRequest } from './extraction-thread.ts';

// A file's text is read in a worker thread with a heap limit and a deadline, never on the thread that
// answers requests: parsing a hostile document there would stop every request and could end the process.

const THREAD = new URL('./extraction-thread.ts', import.meta.url);

/**
 * The file's text, read in a thread of its own. Rejects with ExtractionRefusedError past a limit
 * (the thread is ended), DamagedDocumentError when the file does not read, and with the thread's own
 * error when it fails otherwise.
 */
export function extractTextInThread(
  kind: FileKind,
  bytes: Uint8Array,
  limits: ExtractionLimits,
): Promise<string> {
  const request: ExtractionRequest = { kind, bytes, limits };
  const worker = new Worker(THREAD, {
    workerData: request,
    resourceLimits: {
      maxOldGenerationSizeMb: limits.maxHeapMb,
      maxYoungGenerationSizeMb: 32,
      stackSizeMb: 4,
    },
    // What the readers print (pdf.js's warnings) can quote the document: it is dropped, not logged.
    stdout: true,
    stderr: true,
  });
  worker.stdout.resume();
  worker.stderr.resume();
  return new Promise<string>((resolve, reject) => {
    const deadline = setTimeout(() => reject(new ExtractionRefusedError('time')), limits.maxMilliseconds);
    worker.once('message', (answer: ExtractionAnswer) => {
      if ('text' in answer) resolve(answer.text);
      else if ('refused' in answer) reject(new ExtractionRefusedError(answer.refused));
      else reject(new DamagedDocumentError(answer.damaged));
    });
    worker.once('error', (error: Error & { code?: string }) =>
      reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new ExtractionRefusedError('memory') : error),
    );
    worker.once('exit', (code) =>
      reject(new Error(`the extraction thread ended (${code}) without an answer`)),
    );
    worker.once('exit', () => clearTimeout(deadline));
    // The first of these settles it; the thread is then ended, whatever it is still doing.
  }).finally(() => worker.terminate());
}
