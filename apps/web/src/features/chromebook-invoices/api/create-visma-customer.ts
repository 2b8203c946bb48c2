import type { TChromebookInvoice, TCreateCustomerResponse } from '@kansli/domain/chromebooks/invoice';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** POST /api/external/visma/createCustomer: the case's customer in Visma; its id (data.vismaCustomerId). */
export function createVismaCustomer(invoice: TChromebookInvoice) {
  return api.post<TCreateCustomerResponse>('/api/external/visma/createCustomer', invoice);
}

export function useCreateVismaCustomer() {
  return useMutation({ mutationFn: createVismaCustomer });
}
