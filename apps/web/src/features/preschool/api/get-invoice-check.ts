import {
  type TInvoiceCheckResponse,
  type TInvoiceProblem,
  ZInvoiceCheckResponse,
} from '@kansli/domain/preschool/invoice-check';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { preschoolQueryKeys } from './query-keys.ts';

export type InvoiceProblem = TInvoiceProblem;

/** GET /api/preschool/{cost_center}/invoice/check?period=YYYY-MM: what would make the month's invoices wrong. */
export function getInvoiceCheck(costCenter: string, period: string, signal?: AbortSignal) {
  return (
    api
      .get<unknown>(`/api/preschool/${encodeURIComponent(costCenter)}/invoice/check`, {
        query: { period },
        signal,
      })
      // Checked here: the endpoint is new, and a list of problems read wrongly would hide one.
      .then((answer): TInvoiceCheckResponse => ZInvoiceCheckResponse.parse(answer))
  );
}

export function invoiceCheckQueryOptions(costCenter: string, period: string) {
  return queryOptions({
    queryKey: preschoolQueryKeys.invoiceCheck(costCenter, period),
    queryFn: ({ signal }) => getInvoiceCheck(costCenter, period, signal),
  });
}

export function useInvoiceCheck(costCenter: string, period: string) {
  return useQuery(invoiceCheckQueryOptions(costCenter, period));
}
