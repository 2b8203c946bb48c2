import { INVOICE_PAGE_SIZE, type TChromebookInvoice } from '@kansli/domain/chromebooks/invoice';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { SearchResults } from '@/components/search/search-results.tsx';

// Spec part 2, 2 and 9: the invoices found, 8 a page, and a paginator; 8 placeholders while loading.

export const EMPTY_INVOICES_TEXT = 'Inga fakturor hittades';

/** A hit of the list, known by its Freshservice ticket id. */
export type InvoiceHit = { id: number; invoice: TChromebookInvoice };

export function invoiceHitsOf(invoices: readonly TChromebookInvoice[]): InvoiceHit[] {
  return invoices.map((invoice) => ({ id: Number(invoice.extension.freshserviceId), invoice }));
}

type InvoiceResultsProps = {
  page: { hits: readonly InvoiceHit[]; hitCount: number } | undefined;
  failed: boolean;
  stale: boolean;
  pageIndex: number;
  selectedId: number | undefined;
  pathOf(hit: InvoiceHit): string;
  onPage(pageIndex: number): void;
};

export function InvoiceResults(props: InvoiceResultsProps) {
  return (
    <SearchResults
      {...props}
      pageSize={INVOICE_PAGE_SIZE}
      renderHit={({ invoice }) => <InvoiceHitText invoice={invoice} />}
      itemHeight={64}
      placeholder={<InvoicePlaceholder />}
      placeholderTestId="invoice-skeleton"
      loadingLabel="Hämtar fakturor"
      emptyText={EMPTY_INVOICES_TEXT}
    />
  );
}

function InvoicePlaceholder() {
  return (
    <Box sx={{ flex: 1 }}>
      <Skeleton variant="text" width="60%" />
      <Skeleton variant="text" width="40%" />
    </Box>
  );
}

function InvoiceHitText({ invoice }: { invoice: TChromebookInvoice }) {
  const details = [`INC-${invoice.systemIds.freshservice}`, invoice.systemIds.chromedevice, invoice.category]
    .filter(Boolean)
    .join(' · ');
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{invoice.name}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {details}
      </Typography>
    </Box>
  );
}
