import { formatSek } from '@kansli/domain/money/format';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { InvoiceList } from '@/features/preschool/api/get-invoice-list.ts';

/** Spec 2.10: the month's total and how many children and guardians it bills; skeletons meanwhile. */
export function InvoiceSummary({ summary }: { summary: InvoiceList['summary'] | undefined }) {
  const facts = [
    { label: 'Total kostnad', value: summary && formatSek(summary.cost) },
    { label: 'Barn', value: summary && String(summary.children) },
    { label: 'Vårdnadshavare', value: summary && String(summary.guardians) },
  ];
  return (
    <Box
      component="dl"
      aria-busy={summary === undefined}
      sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 4, rowGap: 1, m: 0 }}
    >
      {facts.map(({ label, value }) => (
        <Box key={label} sx={{ minWidth: 110 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="h6" sx={{ m: 0 }}>
            {value ?? <Skeleton width={90} />}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
