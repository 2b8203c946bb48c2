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

/** 'Problem': what the imports stumbled on in the last day; a server error (>= 500) marked as an error. */
export function ProblemsCard({ problems }: { problems: readonly SyncEntry[] }) {
  return (
    <UnitCard title="Problem">
      {problems.length === 0 ? (
        <CardNote>Inga problem det senaste dygnet.</CardNote>
      ) : (
        <TableContainer>
          <Table size="small" aria-label="Problem">
            <TableHead>
              <TableRow>
                <TableCell>Kontext</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Meddelande</TableCell>
                <TableCell>Skapad</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {problems.map((problem) => (
                <TableRow key={problem.id}>
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

/** A problem's status: a warning below 500, an error from 500. */
export function StatusIcon({ statusCode }: { statusCode: number | null }) {
  return statusCode !== null && statusCode >= 500 ? (
    <ErrorIcon color="error" fontSize="small" titleAccess="Fel" />
  ) : (
    <WarningAmberIcon color="warning" fontSize="small" titleAccess="Varning" />
  );
}
