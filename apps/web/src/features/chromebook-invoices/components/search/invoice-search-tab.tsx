import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useCallback } from 'react';
import { SearchField } from '@/components/search/search-field.tsx';
import { SearchLayout } from '@/components/search/search-layout.tsx';
import { useInvoiceSearch } from '@/features/chromebook-invoices/api/search-invoices.ts';
import type { useInvoiceRoute } from '@/features/chromebook-invoices/hooks/use-invoice-route.ts';
import { InvoiceDetail } from './invoice-detail.tsx';
import { InvoiceResults, invoiceHitsOf } from './invoice-results.tsx';

/** Spec 9: the invoice search goes out this long after the last key. */
export const INVOICE_SEARCH_DEBOUNCE_MS = 100;
export const INVOICE_SEARCH_PLACEHOLDER = 'serienummer, e-post eller system:system_id';

/** Tab 'Sök': the invoices found beside the chosen one's card; the first hit when none is chosen. */
export function InvoiceSearchTab({ route }: { route: ReturnType<typeof useInvoiceRoute> }) {
  const { search, pageIndex, invoiceId, change, pathOf } = route;
  const results = useInvoiceSearch({ search, pageIndex });
  const hits = results.data ? invoiceHitsOf(results.data.invoices) : undefined;
  const selected =
    hits?.find((hit) => hit.id === invoiceId) ?? (invoiceId === undefined ? hits?.[0] : undefined);

  // Stable, so that a render while typing does not restart the wait for a pause.
  const onSearch = useCallback(
    (next: string) => change({ search: next, pageIndex: 0, invoiceId: undefined }),
    [change],
  );

  return (
    <SearchLayout
      search={
        <>
          <SearchField
            search={search}
            onSearch={onSearch}
            placeholder={INVOICE_SEARCH_PLACEHOLDER}
            label="Sök faktura"
            waitMs={INVOICE_SEARCH_DEBOUNCE_MS}
          />
          <InvoiceResults
            page={hits && results.data && { hits, hitCount: results.data.invoiceCount }}
            failed={results.isError}
            stale={results.isPlaceholderData}
            pageIndex={pageIndex}
            selectedId={selected?.id}
            pathOf={(hit) => pathOf(hit.id)}
            onPage={(next) => change({ pageIndex: next, invoiceId: undefined })}
          />
        </>
      }
    >
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
        {selected ? (
          <InvoiceDetail invoice={selected.invoice} />
        ) : (
          <Typography color="text.secondary">
            {hits === undefined ? 'Hämtar fakturor…' : 'Ingen faktura är vald.'}
          </Typography>
        )}
      </Paper>
    </SearchLayout>
  );
}
