import type { TChromebookInvoice } from '@kansli/domain/chromebooks/invoice';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '@/lib/api-client.ts';
import { type CaseQuery, caseQueryParams, invoiceQueryKeys } from './query-keys.ts';

/** GET /api/invoices/chromebooks/freshservice/{costCenter}: the unit's cases of the period (spec 7). */
export function getFreshserviceCases(costCenter: string, query: CaseQuery, signal?: AbortSignal) {
  return api.get<TChromebookInvoice[]>(
    `/api/invoices/chromebooks/freshservice/${encodeURIComponent(costCenter)}`,
    { query: caseQueryParams(query), signal },
  );
}

/**
 * Fetches one unit's cases anew each time 'Hämta' asks (never from the cache: the point is to see
 * what changed); a failure shows the app's notice and rejects.
 */
export function useFetchFreshserviceCases() {
  const queryClient = useQueryClient();
  return useCallback(
    (costCenter: string, query: CaseQuery) => fetchCases(queryClient, costCenter, query),
    [queryClient],
  );
}

function fetchCases(queryClient: QueryClient, costCenter: string, query: CaseQuery) {
  return queryClient.fetchQuery({
    queryKey: invoiceQueryKeys.cases(costCenter, query),
    queryFn: ({ signal }) => getFreshserviceCases(costCenter, query, signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
