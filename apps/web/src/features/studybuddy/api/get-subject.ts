import type { TSubject } from '@kansli/domain/studybuddy/subjects';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { studybuddyQueryKeys } from './query-keys.ts';

/** GET /api/cbot/subject/{id} */
export function getSubject(subjectId: number, signal?: AbortSignal): Promise<TSubject> {
  return api.get<TSubject>(`/api/cbot/subject/${subjectId}`, { signal });
}

/** The selected subject; the list's copy shows while its own answer comes. */
export function useSubject(subjectId: number | undefined, listed: TSubject | undefined) {
  return useQuery({
    queryKey: studybuddyQueryKeys.subject(subjectId ?? 0),
    queryFn: ({ signal }) => getSubject(subjectId ?? 0, signal),
    enabled: subjectId !== undefined,
    placeholderData: listed,
    meta: { silentStatuses: [401] },
  });
}
