import type { FileKind } from '@kansli/domain/studybuddy/files';
import mammoth from 'mammoth';
import { PDFParse } from 'pdf-parse';
import { docxInflatesWithin } from './docx-size.ts';
import { DamagedDocumentError, type ExtractionLimits, ExtractionRefusedError } from './extraction-limits.ts';

// The text of a PDF or a Word document for the search, read in the extraction thread (extraction-thread.ts).

/** Pages of a PDF read at a time, between which the length of the text so far is looked at. */
const PDF_PAGES_A_READ = 10;

/**
 * The text of the file, cut at `maxChars`; a scanned PDF without a text layer gives little or none.
 * Rejects with ExtractionRefusedError past a limit, DamagedDocumentError when the file does not read.
 */
export async function extractText(
  kind: FileKind,
  bytes: Uint8Array,
  limits: Pick<ExtractionLimits, 'maxChars' | 'maxDocxInflatedBytes'>,
): Promise<string> {
  let text: string;
  if (kind === 'pdf') {
    text = await readOrDamaged(() => pdfText(bytes, limits.maxChars));
  } else {
    if (!docxInflatesWithin(bytes, limits.maxDocxInflatedBytes)) throw new ExtractionRefusedError('size');
    text = await readOrDamaged(
      async () => (await mammoth.extractRawText({ buffer: Buffer.from(bytes) })).value,
    );
  }
  // NUL is not allowed in a PostgreSQL text value.
  return text.replaceAll('\u0000', '').trim().slice(0, limits.maxChars);
}

async function readOrDamaged(read: () => Promise<string>): Promise<string> {
  try {
    return await read();
  } catch (error) {
    throw new DamagedDocumentError(error instanceof Error ? error.message : 'the document does not read', {
      cause: error,
    });
  }
}

/** The PDF's pages in order until the text reaches `maxChars`; the pages after it are not read. */
async function pdfText(bytes: Uint8Array, maxChars: number): Promise<string> {
  const parser = new PDFParse({ data: bytes });
  try {
    const pages: string[] = [];
    let length = 0;
    let total = 1;
    for (let first = 1; first <= total && length < maxChars; first += PDF_PAGES_A_READ) {
      const read = await parser.getText({ first, last: first + PDF_PAGES_A_READ - 1 });
      total = read.total;
      for (const page of read.pages) {
        pages.push(page.text);
        length += page.text.length + 2;
      }
    }
    return pages.join('\n\n');
  } finally {
    await parser.destroy();
  }
}
