import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { showNotice } from '@/lib/notice-store.ts';
import { preschoolQueryKeys } from './query-keys.ts';

/**
 * POST /api/preschool/{cost_center}/invoice/refresh-status?period=YYYY-MM: the month's open invoices read
 * from Visma now (paid, voided), rather than at the next minute's run on the server.
 */
export function refreshInvoiceStatus(costCenter: string, period: string) {
  return api.post<{ checked: number; changed: number }>(
    `/api/preschool/${encodeURIComponent(costCenter)}/invoice/refresh-status`,
    {},
    { query: { period } },
  );
}

export function useRefreshInvoiceStatus(costCenter: string, period: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => refreshInvoiceStatus(costCenter, period),
    onSuccess: ({ checked, changed }) => {
      showNotice(`Betalstatus hämtad från Visma: ${changed} av ${checked} obetalda fakturor har ändrats`);
      return queryClient.invalidateQueries({ queryKey: preschoolQueryKeys.invoiceList(costCenter, period) });
    },
  });
}
