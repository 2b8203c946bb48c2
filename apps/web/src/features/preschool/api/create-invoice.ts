import type { TCalculatedInvoiceBody } from '@kansli/domain/preschool/invoice-create';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { invalidatedBySave } from './query-keys.ts';

export type InvoiceBody = TCalculatedInvoiceBody;

/** POST /api/preschool/{cost_center}/invoice?period=YYYY-MM: the guardian's invoice of the month, made once. */
export function createInvoice(costCenter: string, period: string, body: unknown, idempotencyKey?: string) {
  // The body is what staff typed in the JSON field; the server checks it.
  return api.post<{ invoiceId: number }>(`/api/preschool/${encodeURIComponent(costCenter)}/invoice`, body, {
    query: { period },
    idempotencyKey,
  });
}

/** A row's 'Skapa faktura': a failure raises the generic notice; the list then shows the invoice. */
export function useCreateInvoice(costCenter: string, period: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: unknown; idempotencyKey: string }) =>
      createInvoice(costCenter, period, body, idempotencyKey),
    onSettled: () =>
      Promise.all(
        invalidatedBySave(costCenter).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
