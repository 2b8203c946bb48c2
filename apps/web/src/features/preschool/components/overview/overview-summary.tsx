import { formatSek } from '@kansli/domain/money/format';
import type { TOverviewSummary } from '@kansli/domain/preschool/unit-overview';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

/** Spec 2.9: the month's children, their guardians and the revenue; skeletons of the same size meanwhile. */
export function OverviewSummary({ summary }: { summary: TOverviewSummary | undefined }) {
  const facts = [
    { label: 'Barn', value: summary && String(summary.children) },
    { label: 'Vårdnadshavare', value: summary && String(summary.guardians) },
    { label: 'Intäkter', value: summary && formatSek(summary.revenue) },
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
