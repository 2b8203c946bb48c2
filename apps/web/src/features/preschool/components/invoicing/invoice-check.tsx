import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { type InvoiceProblem, useInvoiceCheck } from '@/features/preschool/api/get-invoice-check.ts';
import { usePreschoolScreen } from '@/features/preschool/state/screen-context.ts';

/** 'Före fakturering': what would make the month's invoices wrong, each person a way to correct it. */
export function InvoiceCheck({ period }: { period: string }) {
  const { unit, openPerson } = usePreschoolScreen();
  const check = useInvoiceCheck(unit.cost_center, period);
  const headingId = useId();
  const open = (problem: InvoiceProblem) =>
    openPerson({ id: problem.person_id, type: problem.person_type, search: problem.name });

  let content: ReactNode;
  if (check.isPending) {
    content = (
      <Box role="status" aria-busy="true" aria-label="Kontrollerar månaden">
        <Skeleton variant="rounded" height={48} />
      </Box>
    );
  } else if (!check.data) {
    content = <Typography color="text.secondary">Kontrollen kunde inte hämtas.</Typography>;
  } else if (check.data.problems.length === 0) {
    content = <Alert severity="success">Inga problem hittades för månaden.</Alert>;
  } else {
    const { problems } = check.data;
    content = (
      <Alert severity="warning">
        <AlertTitle>
          {problems.length === 1 ? '1 problem' : `${problems.length} problem`} att rätta innan fakturorna
          skapas
        </AlertTitle>
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {problems.map((problem) => (
            <li key={`${problem.person_type}-${problem.person_id}-${problem.kind}`}>
              <Link
                component="button"
                type="button"
                onClick={() => open(problem)}
                sx={{ verticalAlign: 'baseline' }}
              >
                {problem.name}
              </Link>
              {`: ${problem.message}`}
            </li>
          ))}
        </Box>
      </Alert>
    );
  }
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1 }}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        Före fakturering
      </Typography>
      {content}
    </Box>
  );
}
