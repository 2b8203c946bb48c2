import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { authQueryKeys, isSessionQuery } from '../features/auth/api/query-keys.ts';
import { errorNoticeText, isApiError } from '../lib/api-client.ts';
import { showNotice } from '../lib/notice-store.ts';
import type { RequestMeta } from '../lib/request-meta.ts';

const MAX_RETRIES = 2;

function reportError(error: unknown, meta: RequestMeta | undefined): void {
  if (meta?.silent) return;
  if (isApiError(error) && meta?.silentStatuses?.includes(error.statusCode)) return;
  showNotice(errorNoticeText(error));
}

/** Retries network and server failures; a 4xx answer will not change on a retry. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.statusCode >= 400 && error.statusCode < 500) return false;
  return failureCount < MAX_RETRIES;
}

/** The one place where failed calls raise the generic error notice. */
export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        reportError(error, query.meta);
        // A 401 elsewhere means the session has ended: check it again, which shows the login screen.
        if (isApiError(error, 401) && !isSessionQuery(query)) {
          void queryClient.invalidateQueries({ queryKey: authQueryKeys.session });
        }
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _onMutateResult, mutation) => reportError(error, mutation.meta),
    }),
    defaultOptions: { queries: { retry: shouldRetry } },
  });
  return queryClient;
}
