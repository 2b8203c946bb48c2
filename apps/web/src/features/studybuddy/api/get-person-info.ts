import type { TPersonInfo } from '@kansli/domain/studybuddy/subjects';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { studybuddyQueryKeys } from './query-keys.ts';

/** GET /api/cbot/personInfo/{personId}: a list, of which the first is the person (spec 7). */
export function getPersonInfo(personId: number, signal?: AbortSignal): Promise<TPersonInfo | null> {
  return api
    .get<TPersonInfo[]>(`/api/cbot/personInfo/${personId}`, { signal })
    .then((list) => list[0] ?? null);
}

/** The names of the person who created or changed a subject; nothing to ask when there is none. */
export function usePersonInfo(personId: number | null | undefined) {
  return useQuery({
    queryKey: studybuddyQueryKeys.personInfo(personId ?? 0),
    queryFn: ({ signal }) => getPersonInfo(personId ?? 0, signal),
    enabled: personId != null,
    // Names change rarely; one look-up serves every subject the person touched.
    staleTime: 5 * 60_000,
    meta: { silentStatuses: [401] },
  });
}
