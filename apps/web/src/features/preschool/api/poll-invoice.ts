import { api } from '@/lib/api-client.ts';

/**
 * GET /api/preschool/{cost_center}/invoice/poll/{invoice_id}: Visma's invoice number once the upload made
 * one, else null. A 502 says the upload failed for good.
 */
export function pollInvoice(costCenter: string, invoiceId: number, signal?: AbortSignal) {
  return api.get<{ vismaInvoiceId: string | null }>(
    `/api/preschool/${encodeURIComponent(costCenter)}/invoice/poll/${invoiceId}`,
    // The screen says what a failed poll means (spec 4.6); it is not a query of the cache.
    { signal },
  );
}
