// How far the reading of one file's text may go. A file is read in a thread of its own; past any of
// these it is refused, and the subject keeps it without its text.

export interface ExtractionLimits {
  /** The most text kept; a PDF's pages are read until it is reached, and the rest is not read. */
  maxChars: number;
  /** What a Word document's zip may inflate to in all; a few hundred kilobytes can inflate to gigabytes. */
  maxDocxInflatedBytes: number;
  /** The JavaScript heap of the reading thread. */
  maxHeapMb: number;
  /** The time the reading of one file may take, the thread's start included. */
  maxMilliseconds: number;
}

/**
 * A 300-page book is about 600,000 characters; a Word document of 1,000,000 characters in ordinary
 * paragraphs takes mammoth about 200 MB and a few seconds.
 */
export const EXTRACTION_LIMITS: ExtractionLimits = {
  maxChars: 1_000_000,
  maxDocxInflatedBytes: 32 * 1024 * 1024,
  maxHeapMb: 512,
  maxMilliseconds: 30_000,
};

export type ExtractionLimit = 'size' | 'memory' | 'time';

/** The file went past a limit: it is refused for good, not tried again. */
export class ExtractionRefusedError extends Error {
  override name = 'ExtractionRefusedError';
  readonly limit: ExtractionLimit;

  constructor(limit: ExtractionLimit) {
    super(`the file's text was not read: past the ${limit} limit`);
    this.limit = limit;
  }
}

/** The reader could not make sense of the file: it is marked failed, not tried again. */
export class DamagedDocumentError extends Error {
  override name = 'DamagedDocumentError';
}
