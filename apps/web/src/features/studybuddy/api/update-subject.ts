import type { TSubject, TSubjectData } from '@kansli/domain/studybuddy/subjects';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { deleteSubjectFiles } from './delete-files.ts';
import { getSubject } from './get-subject.ts';
import { storeSubject } from './query-keys.ts';
import { uploadSubjectFiles } from './upload-files.ts';

/** PUT /api/cbot/subject/update/{id}: body data. */
export function updateSubject(subjectId: number, data: TSubjectData): Promise<unknown> {
  return api.put(`/api/cbot/subject/update/${subjectId}`, { data });
}

export type SubjectChange = {
  data: TSubjectData;
  /** Files added in the dialog. */
  added: readonly File[];
  /** Stored names of the files removed in the dialog. */
  removed: string[];
};

/** 'Spara' (spec 4 'Subject edit'): the fields, then the new files, then the removed ones go. */
export function useUpdateSubject(subjectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ data, added, removed }: SubjectChange): Promise<TSubject> => {
      await updateSubject(subjectId, data);
      if (added.length > 0) await uploadSubjectFiles(subjectId, added);
      if (removed.length > 0) await deleteSubjectFiles(removed);
      return getSubject(subjectId);
    },
    // The dialog shows the failure itself, beside what was written.
    meta: { silent: true },
    onSuccess: (subject) => storeSubject(queryClient, subject),
  });
}
