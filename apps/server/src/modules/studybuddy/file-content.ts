import type { FileKind } from '@kansli/domain/studybuddy/files';
import { fileTypeFromBuffer } from 'file-type';
import mammoth from 'mammoth';
import { PDFParse } from 'pdf-parse';

// What a file is by its bytes, not by its name, and its text for the search.

/** 'pdf' for a PDF, 'docx' for a Word document, null for anything else (a renamed .exe, a .doc, a zip). */
export async function sniffFileKind(bytes: Uint8Array): Promise<FileKind | null> {
  const type = await fileTypeFromBuffer(bytes);
  if (type?.ext === 'pdf') return 'pdf';
  if (type?.ext === 'docx') return 'docx';
  return null;
}

/** The most text kept of one file: a long book's text is searchable in its first part. */
export const MAX_EXTRACTED_CHARS = 1_000_000;

/** The text of a PDF or a Word document; a scanned PDF without a text layer gives little or none. */
export async function extractText(kind: FileKind, bytes: Uint8Array): Promise<string> {
  let text: string;
  if (kind === 'pdf') {
    const parser = new PDFParse({ data: bytes });
    try {
      text = (await parser.getText()).text;
    } finally {
      await parser.destroy();
    }
  } else {
    text = (await mammoth.extractRawText({ buffer: Buffer.from(bytes) })).value;
  }
  // NUL is not allowed in a PostgreSQL text value.
  return text.replaceAll('\u0000', '').trim().slice(0, MAX_EXTRACTED_CHARS);
}
