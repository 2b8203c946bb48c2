import type { TSubject } from '@kansli/domain/studybuddy/subjects';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { studybuddyQueryKeys } from './query-keys.ts';

/** GET /api/cbot/subjects/all: every subject; the screen filters them by name itself. */
export function getSubjects(signal?: AbortSignal): Promise<TSubject[]> {
  return api.get<TSubject[]>('/api/cbot/subjects/all', { signal });
}

export function useSubjects() {
  return useQuery({
    queryKey: studybuddyQueryKeys.subjects,
    queryFn: ({ signal }) => getSubjects(signal),
    // Spec 8: a 401 on a list load is ignored silently.
    meta: { silentStatuses: [401] },
  });
}
