import type { TSetupEmailInfo, TSetupEmailResult } from '@kansli/domain/persons/publishing';
import { hashKey, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { invalidatedByPersonChange, personQueryKeys } from './query-keys.ts';

export type SetupEmailInfo = TSetupEmailInfo;
export type SetupEmailResult = TSetupEmailResult;

const pathOf = (personId: number) => `/api/integration/person/${personId}/setupemail`;

/** GET /api/integration/person/{id}/setupemail: what the account will be, for the confirm dialog. */
export function getSetupEmailInfo(personId: number, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<{ data: SetupEmailInfo }>(pathOf(personId), { signal }).then((answer) => answer.data);
}

export function setupEmailInfoQueryOptions(personId: number) {
  return queryOptions({
    queryKey: personQueryKeys.setupEmail(personId),
    queryFn: ({ signal }) => getSetupEmailInfo(personId, { signal }),
    // The manager or unit may have changed since the dialog was last open.
    staleTime: 0,
  });
}

export function useSetupEmailInfo(personId: number, { enabled }: { enabled: boolean }) {
  return useQuery({ ...setupEmailInfoQueryOptions(personId), enabled });
}

/** POST /api/integration/person/{id}/setupemail: creates the account; the answer holds the initial password. */
export function createEmailAccount(personId: number, idempotencyKey?: string) {
  return api
    .post<{ data: SetupEmailResult }>(pathOf(personId), undefined, { idempotencyKey })
    .then((answer) => answer.data);
}

/**
 * The password lives only in this mutation's state: nothing is cached under a query key, and the
 * mutation leaves the cache as soon as the dialog stops observing it.
 */
export function useCreateEmailAccount(personId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ idempotencyKey }: { idempotencyKey: string }) =>
      createEmailAccount(personId, idempotencyKey),
    gcTime: 0,
    onSuccess: () => {
      // The account exists now: asked again what it would be, the server answers 409, so it is not asked.
      const setupEmail = hashKey(personQueryKeys.setupEmail(personId));
      return Promise.all(
        invalidatedByPersonChange(personId).map((queryKey) =>
          queryClient.invalidateQueries({ queryKey, predicate: (query) => query.queryHash !== setupEmail }),
        ),
      );
    },
  });
}
