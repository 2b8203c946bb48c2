import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

// The screen's state in its address, so back, forward and reload keep it:
// /device-invoice-list?tab=freshservice, or the search tab's ?search=…&page=…&invoice={ticket id}.

export const INVOICE_LIST_PATH = '/device-invoice-list';

export type InvoiceTab = 'search' | 'freshservice';

export type InvoiceRoute = {
  tab: InvoiceTab;
  search: string;
  /** The result page, from 0. */
  pageIndex: number;
  /** The chosen invoice's Freshservice ticket id; undefined: the first hit is shown. */
  invoiceId: number | undefined;
};

function pageIndexOf(page: string | null): number {
  const number = Number(page);
  return Number.isSafeInteger(number) && number > 1 ? number - 1 : 0;
}

function invoiceIdOf(id: string | null): number | undefined {
  return id !== null && /^[1-9][0-9]{0,14}$/.test(id) ? Number(id) : undefined;
}

export function invoicePathOf({ tab, search, pageIndex, invoiceId }: InvoiceRoute): string {
  const query = new URLSearchParams();
  if (tab !== 'search') query.set('tab', tab);
  if (search !== '') query.set('search', search);
  if (pageIndex > 0) query.set('page', String(pageIndex + 1));
  if (invoiceId !== undefined) query.set('invoice', String(invoiceId));
  const text = query.toString();
  return text === '' ? INVOICE_LIST_PATH : `${INVOICE_LIST_PATH}?${text}`;
}

export function useInvoiceRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const route: InvoiceRoute = {
    tab: params.get('tab') === 'freshservice' ? 'freshservice' : 'search',
    search: params.get('search') ?? '',
    pageIndex: pageIndexOf(params.get('page')),
    invoiceId: invoiceIdOf(params.get('invoice')),
  };
  const { tab, search, pageIndex, invoiceId } = route;

  const change = useCallback(
    (next: Partial<InvoiceRoute>) => {
      void navigate(invoicePathOf({ tab, search, pageIndex, invoiceId, ...next }));
    },
    [navigate, tab, search, pageIndex, invoiceId],
  );
  /** The same search and page with another invoice shown. */
  const pathOf = (id: number) => invoicePathOf({ ...route, invoiceId: id });

  return { ...route, change, pathOf };
}
