import type { TDeleteFilesBody } from '@kansli/domain/studybuddy/subjects';
import { api } from '@/lib/api-client.ts';

/** POST /api/cbot/subject/deleteFiles: body fileNames, the stored names. */
export function deleteSubjectFiles(fileNames: string[]): Promise<unknown> {
  const body: TDeleteFilesBody = { fileNames };
  return api.post('/api/cbot/subject/deleteFiles', body);
}
