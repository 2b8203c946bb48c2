import type { TSubject } from '@kansli/domain/studybuddy/subjects';
import type { QueryClient } from '@tanstack/react-query';

// The study-buddy area's query keys: the subject list, one subject, its files and a person's names.
export const studybuddyQueryKeys = {
  all: ['studybuddy'] as const,
  subjects: ['studybuddy', 'subjects'] as const,
  subject: (subjectId: number) => ['studybuddy', 'subject', subjectId] as const,
  files: (subjectId: number) => ['studybuddy', 'subject', subjectId, 'files'] as const,
  personInfo: (personId: number) => ['studybuddy', 'person', personId] as const,
} as const;

/** Spec 4 and 9: after a creation the list is not fetched again for this long. */
export const REFRESH_GUARD_MS = 2000;

/** Puts a subject wherever it is cached: the card and the list show it without asking again. */
export function storeSubject(queryClient: QueryClient, subject: TSubject): void {
  queryClient.setQueryData<TSubject>(studybuddyQueryKeys.subject(subject.id), subject);
  queryClient.setQueryData(studybuddyQueryKeys.files(subject.id), subject.files);
  queryClient.setQueryData<TSubject[]>(studybuddyQueryKeys.subjects, (list) => {
    if (!list) return list;
    return list.some((listed) => listed.id === subject.id)
      ? list.map((listed) => (listed.id === subject.id ? subject : listed))
      : [subject, ...list];
  });
}

/** Forgets a deleted subject at once: the list drops it and its card has nothing to show. */
export function forgetSubject(queryClient: QueryClient, subjectId: number): void {
  queryClient.setQueryData<TSubject[]>(studybuddyQueryKeys.subjects, (list) =>
    list?.filter((listed) => listed.id !== subjectId),
  );
  queryClient.removeQueries({ queryKey: studybuddyQueryKeys.subject(subjectId) });
}
