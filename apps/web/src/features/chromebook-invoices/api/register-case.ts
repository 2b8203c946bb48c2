import type { TChromebookInvoice } from '@kansli/domain/chromebooks/invoice';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** POST /api/invoices/chromebooks/freshservice/register: the case as registered in the admin. */
export function registerCase(invoice: TChromebookInvoice) {
  return api.post<TChromebookInvoice>('/api/invoices/chromebooks/freshservice/register', invoice);
}

export function useRegisterCase() {
  return useMutation({ mutationFn: registerCase });
}
