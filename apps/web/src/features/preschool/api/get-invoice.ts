import type { TInvoiceResponse } from '@kansli/domain/preschool/invoice-create';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { preschoolQueryKeys } from './query-keys.ts';

export type SavedInvoice = TInvoiceResponse;

/** GET /api/preschool/{cost_center}/invoice/{invoice_id}: a created invoice with its lines. */
export function getInvoice(costCenter: string, invoiceId: number, signal?: AbortSignal) {
  return api.get<SavedInvoice>(`/api/preschool/${encodeURIComponent(costCenter)}/invoice/${invoiceId}`, {
    signal,
  });
}

export function invoiceQueryOptions(costCenter: string, invoiceId: number) {
  return queryOptions({
    queryKey: preschoolQueryKeys.invoice(costCenter, invoiceId),
    queryFn: ({ signal }) => getInvoice(costCenter, invoiceId, signal),
  });
}

/** Loaded when a guardian with an invoice is expanded. */
export function useInvoice(costCenter: string, invoiceId: number | null) {
  return useQuery({ ...invoiceQueryOptions(costCenter, invoiceId ?? 0), enabled: invoiceId !== null });
}
