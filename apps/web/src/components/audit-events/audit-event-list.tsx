import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { LoadFailed } from '@/components/load-failed.tsx';
import { AuditEventEntry } from './audit-event-entry.tsx';
import type { AuditPages } from './audit-pages.ts';

// The entries of the audit log as the superadmin's 'Logg' and each person's 'Historik' show them: newest
// first, a page at a time, 'Visa fler' asking for the page below the last entry shown.

type AuditEventListProps = {
  pages: AuditPages;
  /** The list's name: 'Logg', 'Historik'. */
  label: string;
  /** What is said while the first page loads: 'Hämtar loggen'. */
  loadingLabel: string;
  emptyText: string;
  failedText: string;
};

export function AuditEventList({ pages, label, loadingLabel, emptyText, failedText }: AuditEventListProps) {
  if (pages.isPending) {
    return (
      <Box role="status" aria-busy="true" aria-label={loadingLabel} sx={{ display: 'grid', gap: 1 }}>
        {[0, 1, 2].map((line) => (
          <Skeleton key={line} variant="rounded" height={64} />
        ))}
      </Box>
    );
  }
  // A failed later page or refresh keeps the entries shown; only a first page that failed stands in.
  if (pages.isError && !pages.data) {
    return <LoadFailed message={failedText} onRetry={() => void pages.refetch()} />;
  }
  const events = pages.data?.pages.flatMap((page) => page.events) ?? [];
  if (events.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {emptyText}
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
      <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, minWidth: 0 }}>
        {events.map((event) => (
          <AuditEventEntry key={event.id} event={event} />
        ))}
      </Box>
      {pages.isFetchNextPageError && (
        <Typography variant="body2" color="error">
          Fler poster kunde inte hämtas.
        </Typography>
      )}
      {pages.hasNextPage && (
        <Box>
          <Button
            variant="outlined"
            disabled={pages.isFetchingNextPage}
            onClick={() => void pages.fetchNextPage()}
          >
            {pages.isFetchingNextPage ? 'Hämtar…' : pages.isFetchNextPageError ? 'Försök igen' : 'Visa fler'}
          </Button>
        </Box>
      )}
    </Box>
  );
}
