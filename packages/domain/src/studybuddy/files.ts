import { z } from 'zod';

// The rules of a study-buddy attachment (spec part 2, 3 'File' and 5): .pdf or .docx only, named
// '{subject id}#{name}' in storage, of a bounded size and count.

export const ALLOWED_EXTENSIONS = ['.pdf', '.docx'] as const;
export type FileKind = 'pdf' | 'docx';
export const ONLY_PDF_OR_DOCX = 'Endast .pdf eller .docx filer';
/** Per file. */
export const MAX_FILE_BYTES = 20 * 1024 * 1024;
/** Per upload request. */
export const MAX_FILES_PER_UPLOAD = 10;
/** The name a user gave the file, without the subject prefix. */
export const MAX_FILE_NAME_LENGTH = 200;

export const CONTENT_TYPES: Record<FileKind, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** The kind a file name claims by its extension (case-insensitive), or null for any other name. */
export function fileKindOfName(name: string): FileKind | null {
  const lower = name.toLowerCase();
  if (lower.endsWith('.pdf') && lower.length > 4) return 'pdf';
  if (lower.endsWith('.docx') && lower.length > 5) return 'docx';
  return null;
}

/**
 * The name kept for an uploaded file: the base name (no folders a browser may send), without control
 * characters and '#', which separates the subject id; null when nothing usable is left.
 */
export function cleanFileName(name: string): string | null {
  const base = name.split(/[/\\]/).at(-1) ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const cleaned = base.replace(/[\u0000-\u001f\u007f#]/g, '').trim();
  if (cleaned === '' || cleaned.length > MAX_FILE_NAME_LENGTH) return null;
  return cleaned;
}

/** The stored name of a subject's file. */
export const storedFileName = (subjectId: number, name: string) => `${subjectId}#${name}`;

/** The subject id and the user's name of a stored name, or null when it is not of that form. */
export function parseStoredFileName(stored: string): { subjectId: number; name: string } | null {
  const match = /^([1-9]\d{0,9})#(.+)$/s.exec(stored);
  if (!match) return null;
  const subjectId = Number(match[1]);
  if (subjectId > 2_147_483_647) return null;
  return { subjectId, name: match[2] as string };
}

/** A stored file name in a request body. */
export const ZFileName = z
  .string({ error: 'name is required' })
  .max(MAX_FILE_NAME_LENGTH + 12, 'name is too long')
  .refine((name) => parseStoredFileName(name) !== null, "name must be '{subject id}#{file name}'");

export type FileRefusal = 'type' | 'content' | 'size';

/** Why a file is refused, in Swedish for the user; the type hint is the spec's. */
export const REFUSAL_MESSAGES: Record<FileRefusal, string> = {
  type: ONLY_PDF_OR_DOCX,
  content: `Filens innehåll är inte en .pdf eller .docx. ${ONLY_PDF_OR_DOCX}`,
  size: `Filen är större än ${MAX_FILE_BYTES / 1024 / 1024} MB`,
};

/**
 * Whether a file may be kept: its name claims .pdf or .docx, its size is within the limit, and the kind
 * its content was sniffed as (by the server) is the one its name claims.
 */
export function fileRefusal(name: string, size: number, sniffed: FileKind | null): FileRefusal | null {
  const claimed = fileKindOfName(name);
  if (claimed === null) return 'type';
  if (size > MAX_FILE_BYTES) return 'size';
  if (sniffed !== claimed) return 'content';
  return null;
}
