import type { TChromebookInvoice, TSpreadsheetResponse } from '@kansli/domain/chromebooks/invoice';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** POST /api/invoices/chromebooks/spreadsheet: a spreadsheet of the fetched cases; its address. */
export function createSpreadsheet(cases: readonly TChromebookInvoice[]) {
  return api.post<TSpreadsheetResponse>('/api/invoices/chromebooks/spreadsheet', cases);
}

export function useCreateSpreadsheet() {
  return useMutation({ mutationFn: createSpreadsheet });
}
