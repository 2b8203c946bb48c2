import type { TInvoiceListGuardian, TInvoiceListResponse } from '@kansli/domain/preschool/invoice-list';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { preschoolQueryKeys } from './query-keys.ts';

/** A guardian to invoice; `upload_error` says why the upload to Visma failed for good, when it did. */
export type InvoiceGuardian = TInvoiceListGuardian;
export type InvoiceList = TInvoiceListResponse;

/** GET /api/preschool/{cost_center}/invoice/list?period=YYYY-MM: the guardians to invoice for the month. */
export function getInvoiceList(costCenter: string, period: string, signal?: AbortSignal) {
  return api.get<InvoiceList>(`/api/preschool/${encodeURIComponent(costCenter)}/invoice/list`, {
    query: { period },
    signal,
  });
}

export function invoiceListQueryOptions(costCenter: string, period: string) {
  return queryOptions({
    queryKey: preschoolQueryKeys.invoiceList(costCenter, period),
    queryFn: ({ signal }) => getInvoiceList(costCenter, period, signal),
  });
}

export function useInvoiceList(costCenter: string, period: string) {
  return useQuery(invoiceListQueryOptions(costCenter, period));
}

/** Changes guardians of the kept list in place of a refetch, e.g. when a poll brings Visma's number. */
export function patchInvoiceList(
  queryClient: QueryClient,
  costCenter: string,
  period: string,
  patch: (guardian: InvoiceGuardian) => InvoiceGuardian,
): void {
  queryClient.setQueryData<InvoiceList>(preschoolQueryKeys.invoiceList(costCenter, period), (list) =>
    list ? { ...list, guardians: list.guardians.map(patch) } : list,
  );
}
