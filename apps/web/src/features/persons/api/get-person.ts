import type { TPersonCard } from '@kansli/domain/persons/person-card';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { personQueryKeys } from './query-keys.ts';

export type PersonCard = TPersonCard;

/** GET /api/integration/person/{id}?groups=1&image=1: the person card with groups and picture. */
export function getPerson(personId: number, signal?: AbortSignal) {
  return api
    .get<{ data: PersonCard }>(`/api/integration/person/${personId}`, {
      query: { groups: 1, image: 1 },
      signal,
    })
    .then((answer) => answer.data);
}

export function personQueryOptions(personId: number) {
  return queryOptions({
    queryKey: personQueryKeys.person(personId),
    queryFn: ({ signal }) => getPerson(personId, signal),
  });
}

export function usePerson(personId: number) {
  return useQuery(personQueryOptions(personId));
}
