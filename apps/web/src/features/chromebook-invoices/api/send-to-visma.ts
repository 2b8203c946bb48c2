import type { TChromebookInvoice, TSendToVismaResponse } from '@kansli/domain/chromebooks/invoice';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** POST /api/invoices/chromebooks/sendtovisma: the case's invoice in Visma; its invoiceId. */
export function sendToVisma(invoice: TChromebookInvoice) {
  return api.post<TSendToVismaResponse>('/api/invoices/chromebooks/sendtovisma', invoice);
}

export function useSendToVisma() {
  return useMutation({ mutationFn: sendToVisma });
}
