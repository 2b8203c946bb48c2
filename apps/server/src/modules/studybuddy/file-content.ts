import type { FileKind } from '@kansli/domain/studybuddy/files';
import { fileTypeFromBuffer } from 'file-type';

// What a file is by its bytes, not by its name.

/** 'pdf' for a PDF, 'docx' for a Word document, null for anything else (a renamed .exe, a .doc, a zip). */
export async function sniffFileKind(bytes: Uint8Array): Promise<FileKind | null> {
  const type = await fileTypeFromBuffer(bytes);
  if (type?.ext === 'pdf') return 'pdf';
  if (type?.ext === 'docx') return 'docx';
  return null;
}
