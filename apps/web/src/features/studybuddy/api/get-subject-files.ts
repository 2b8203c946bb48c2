import type { TSubjectFile } from '@kansli/domain/studybuddy/subjects';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { studybuddyQueryKeys } from './query-keys.ts';

/** GET /api/cbot/subjectFiles/{subjectId}: the subject's files by their stored names. */
export function getSubjectFiles(subjectId: number, signal?: AbortSignal): Promise<TSubjectFile[]> {
  return api.get<TSubjectFile[]>(`/api/cbot/subjectFiles/${subjectId}`, { signal });
}

export function useSubjectFiles(subjectId: number | undefined) {
  return useQuery({
    queryKey: studybuddyQueryKeys.files(subjectId ?? 0),
    queryFn: ({ signal }) => getSubjectFiles(subjectId ?? 0, signal),
    enabled: subjectId !== undefined,
    meta: { silentStatuses: [401] },
  });
}
