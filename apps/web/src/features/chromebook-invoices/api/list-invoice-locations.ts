import type { TChromebookLocation } from '@kansli/domain/chromebooks/invoice';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { invoiceQueryKeys } from './query-keys.ts';

/** GET /api/invoices/chromebooks/locations: the units; only those with a Freshservice id can be chosen. */
export function listInvoiceLocations(signal?: AbortSignal) {
  return api.get<TChromebookLocation[]>('/api/invoices/chromebooks/locations', { signal });
}

export function useInvoiceLocations() {
  return useQuery({
    queryKey: invoiceQueryKeys.locations,
    queryFn: async ({ signal }) =>
      (await listInvoiceLocations(signal)).filter((location) => !!location.extension?.freshserviceId),
    staleTime: 5 * 60_000,
    meta: { silentStatuses: [401] },
  });
}
