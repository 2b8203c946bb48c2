import type { TSubject, TSubjectData } from '@kansli/domain/studybuddy/subjects';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { api } from '@/lib/api-client.ts';
import { getSubject } from './get-subject.ts';
import { REFRESH_GUARD_MS, storeSubject, studybuddyQueryKeys } from './query-keys.ts';
import { updateSubject } from './update-subject.ts';
import { uploadSubjectFiles } from './upload-files.ts';

/** POST /api/cbot/subject/create: body data {subject, subcategory, subject_text}; answers its id. */
export function createSubject(data: TSubjectData, idempotencyKey: string): Promise<{ id: number }> {
  return api.post<{ id: number }>('/api/cbot/subject/create', { data }, { idempotencyKey });
}

export type NewSubject = { data: TSubjectData; files: readonly File[]; idempotencyKey: string };

/**
 * 'Skapa': the subject, then its files, then the subject as stored. It shows in the list at once; the
 * list is asked again only after the guard of spec 4, so the creation does not refresh it twice. When
 * the files fail after the subject was made, 'Skapa' again saves that subject rather than a second one.
 */
export function useCreateSubject() {
  const queryClient = useQueryClient();
  const createdId = useRef<number | null>(null);
  const refreshListLater = () =>
    setTimeout(() => {
      void queryClient.invalidateQueries({ queryKey: studybuddyQueryKeys.subjects });
    }, REFRESH_GUARD_MS);
  return useMutation({
    mutationFn: async ({ data, files, idempotencyKey }: NewSubject): Promise<TSubject> => {
      if (createdId.current === null) {
        createdId.current = (await createSubject(data, idempotencyKey)).id;
      } else {
        await updateSubject(createdId.current, data);
      }
      if (files.length > 0) await uploadSubjectFiles(createdId.current, files);
      return getSubject(createdId.current);
    },
    // The dialog shows the failure itself, beside what was written.
    meta: { silent: true },
    onSuccess: (subject) => {
      storeSubject(queryClient, subject);
      refreshListLater();
    },
    // A subject made before the failure belongs in the list.
    onError: () => {
      if (createdId.current !== null) refreshListLater();
    },
  });
}
