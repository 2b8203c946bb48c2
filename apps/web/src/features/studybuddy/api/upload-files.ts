import { MAX_FILES_PER_UPLOAD } from '@kansli/domain/studybuddy/files';
import type { TSubjectFile } from '@kansli/domain/studybuddy/subjects';
import { api } from '@/lib/api-client.ts';

/**
 * POST /api/cbot/subject/uploadFile: multipart with the repeated field `files` (spec 7) and the
 * subject's id first, so the server knows where the files go before it reads them. More files than one
 * request takes go in several.
 */
export async function uploadSubjectFiles(subjectId: number, files: readonly File[]): Promise<TSubjectFile[]> {
  const stored: TSubjectFile[] = [];
  for (let start = 0; start < files.length; start += MAX_FILES_PER_UPLOAD) {
    const form = new FormData();
    form.append('subjectId', String(subjectId));
    for (const file of files.slice(start, start + MAX_FILES_PER_UPLOAD))
      form.append('files', file, file.name);
    const answer = await api.post<{ files: TSubjectFile[] }>('/api/cbot/subject/uploadFile', form);
    stored.push(...answer.files);
  }
  return stored;
}
