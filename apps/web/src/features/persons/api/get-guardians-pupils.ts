import type { TLinkedPerson } from '@kansli/domain/persons/person-card';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { personQueryKeys } from './query-keys.ts';

export type LinkedPerson = TLinkedPerson;

/** GET /api/persons/getGuardiansPupils/{id}: the pupils the person is a guardian of (spec 7.3). */
export function getGuardiansPupils(personId: number, signal?: AbortSignal) {
  return api.get<LinkedPerson[]>(`/api/persons/getGuardiansPupils/${personId}`, { signal });
}

export function guardiansPupilsQueryOptions(personId: number) {
  return queryOptions({
    queryKey: personQueryKeys.pupils(personId),
    queryFn: ({ signal }) => getGuardiansPupils(personId, signal),
  });
}

export function useGuardiansPupils(personId: number) {
  return useQuery(guardiansPupilsQueryOptions(personId));
}
