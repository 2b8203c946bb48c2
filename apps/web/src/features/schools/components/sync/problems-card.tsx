import { syncJobLabel } from '@kansli/domain/schools/sync-labels';
import ErrorIcon from '@mui/icons-material/Error';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SyncEntry } from '@/features/schools/api/get-sync-entries.ts';
import { formatSyncTime } from '../format.ts';
import { CardNote, UnitCard } from '../unit-card.tsx';

/** A problem entry; across units (the synchronisation screen) it carries its unit's name. */
type Problem = SyncEntry & { location_name?: string };

/**
 * 'Problem': what the imports stumbled on in the last day; a server error (>= 500) marked as an error.
 * `withUnit` adds the unit's name, for the problems of many units.
 */
export function ProblemsCard({
  problems,
  withUnit = false,
}: {
  problems: readonly Problem[];
  withUnit?: boolean;
}) {
  return (
    <UnitCard title="Problem">
      {problems.length === 0 ? (
        <CardNote>Inga problem det senaste dygnet.</CardNote>
      ) : (
        // Focusable, so the keyboard scrolls it sideways on a phone.
        <TableContainer tabIndex={0} role="region" aria-label="Rullbar tabell: Problem">
          <Table size="small" aria-label="Problem">
            <TableHead>
              <TableRow>
                {withUnit && <TableCell>Enhet</TableCell>}
                <TableCell>Kontext</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Meddelande</TableCell>
                <TableCell>Skapad</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {problems.map((problem) => (
                <TableRow key={problem.id}>
                  {withUnit && <TableCell>{problem.location_name}</TableCell>}
                  <TableCell>{syncJobLabel(problem.type)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                      <StatusIcon statusCode={problem.status_code} />
                      {problem.status_code ?? '-'}
                    </Box>
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 160 }}>{problem.message}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatSyncTime(problem.created_at)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </UnitCard>
  );
}

function StatusIcon({ statusCode }: { statusCode: number | null }) {
  return statusCode !== null && statusCode >= 500 ? (
    <ErrorIcon color="error" fontSize="small" titleAccess="Fel" />
  ) : (
    <WarningAmberIcon color="warning" fontSize="small" titleAccess="Varning" />
  );
}
