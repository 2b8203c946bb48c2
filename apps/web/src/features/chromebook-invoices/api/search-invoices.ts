import { INVOICE_PAGE_SIZE, type TInvoiceSearchResponse } from '@kansli/domain/chromebooks/invoice';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { invoiceQueryKeys } from './query-keys.ts';

export type InvoiceSearch = { search: string; pageIndex: number };

/** GET /api/invoices: one page (8) of the invoices the search finds (spec part 2, 2 and 7). */
export function searchInvoices({ search, pageIndex }: InvoiceSearch, signal?: AbortSignal) {
  return api.get<TInvoiceSearchResponse>('/api/invoices', {
    query: { search, pageIndex, pageSize: INVOICE_PAGE_SIZE },
    signal,
  });
}

export function useInvoiceSearch(query: InvoiceSearch) {
  return useQuery(
    queryOptions({
      queryKey: invoiceQueryKeys.search(query),
      queryFn: ({ signal }) => searchInvoices(query, signal),
      // Another page of the same search keeps the list in place while it loads; a new search shows
      // the placeholders rather than invoices that answer another question.
      placeholderData: (previous, previousQuery) =>
        previousQuery?.queryKey[2].search === query.search ? keepPreviousData(previous) : undefined,
      // Spec 8: a 401 on a list load is ignored silently (the session check shows the login).
      meta: { silentStatuses: [401] },
    }),
  );
}
