import { syncJobLabel } from '@kansli/domain/schools/sync-labels';
import type { TSyncProblem } from '@kansli/domain/schools/synchronizations';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatSyncTime } from '../format.ts';
import { StatusIcon } from '../sync/problems-card.tsx';
import { CardNote, UnitCard } from '../unit-card.tsx';

/** 'Problem': what the imports of the units stumbled on in the last day, newest first. */
export function SyncProblemsCard({ problems }: { problems: readonly TSyncProblem[] }) {
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
                <TableCell>Enhet</TableCell>
                <TableCell>Kontext</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Meddelande</TableCell>
                <TableCell>Skapad</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {problems.map((problem) => (
                <TableRow key={problem.id}>
                  <TableCell>{problem.location_name}</TableCell>
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
