import { parseStoredFileName } from '@kansli/domain/studybuddy/files';
import type { TDownloadBody } from '@kansli/domain/studybuddy/subjects';
import { api } from '@/lib/api-client.ts';

/** POST /api/cbot/subjectFiles/download: body name; the answer is the file's bytes. */
export function downloadSubjectFile(name: string): Promise<Blob> {
  const body: TDownloadBody = { name };
  return api.post<Blob>('/api/cbot/subjectFiles/download', body, { responseType: 'blob' });
}

/** The name a file is saved under: the user's name, without the subject prefix of storage. */
export function displayFileName(storedName: string): string {
  return parseStoredFileName(storedName)?.name ?? storedName;
}

/** Fetches a file and hands it to the browser to save under its own name. */
export async function saveSubjectFile(storedName: string): Promise<void> {
  const blob = await downloadSubjectFile(storedName);
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = displayFileName(storedName);
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the bytes over; the next task may let them go.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}
