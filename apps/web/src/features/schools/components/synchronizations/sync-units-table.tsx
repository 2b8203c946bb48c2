import { syncJobLabel } from '@kansli/domain/schools/sync-labels';
import {
  SYNC_UNIT_STATUS_LABELS,
  syncUnitStatus,
  type TSyncUnit,
} from '@kansli/domain/schools/synchronizations';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useStartSynchronization } from '@/features/schools/api/start-synchronization.ts';
import { SCHOOL_TABS, schoolPathOf } from '@/features/schools/hooks/use-school-route.ts';
import { formatSyncTime } from '../format.ts';
import { JobProgress, SyncJobsTable } from '../sync/sync-jobs-card.tsx';
import { CardNote } from '../unit-card.tsx';
import { lastFinishedAt, progressJobOf, SYNC_STATUS_COLORS } from './sync-unit-view.ts';

// The status next to the unit, so that a phone shows it before the table scrolls.
const COLUMNS = ['Enhet', 'Status', 'Progress', 'Senast klar', 'Problem', 'System', 'Åtgärd'] as const;
const SYNC_TAB = SCHOOL_TABS.indexOf('Synkronisering');

/** The units, one row each, with their import's state; a row opens to list the unit's every job. */
export function SyncUnitsTable({ units, now }: { units: readonly TSyncUnit[]; now: number }) {
  return (
    // Focusable, so the keyboard scrolls it sideways on a phone.
    <TableContainer tabIndex={0} role="region" aria-label="Rullbar tabell: Enheter">
      {/* Narrow padding, so that every column, 'Synkronisera nu' too, fits a laptop's width beside the menu. */}
      <Table size="small" aria-label="Enheter att synkronisera" sx={{ '& .MuiTableCell-root': { px: 1 } }}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column} align={column === 'Problem' ? 'right' : 'left'}>
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {units.map((unit) => (
            <UnitRow key={unit.locationId} unit={unit} now={now} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function UnitRow({ unit, now }: { unit: TSyncUnit; now: number }) {
  const [expanded, setExpanded] = useState(false);
  const start = useStartSynchronization(unit.locationId);
  const detailId = useId();
  const status = syncUnitStatus(unit, new Date(now));
  const job = progressJobOf(unit);

  return (
    <>
      <TableRow sx={{ '& > td': { borderBottom: expanded ? 'unset' : undefined } }}>
        <TableCell>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 170 }}>
            <IconButton
              size="small"
              aria-label={`Visa jobben för ${unit.name}`}
              aria-expanded={expanded}
              aria-controls={expanded ? detailId : undefined}
              onClick={() => setExpanded(!expanded)}
            >
              {expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
            </IconButton>
            <Link component={RouterLink} to={schoolPathOf({ locationId: unit.locationId, tab: SYNC_TAB })}>
              {unit.name}
            </Link>
          </Box>
        </TableCell>
        <TableCell>
          <Chip size="small" label={SYNC_UNIT_STATUS_LABELS[status]} color={SYNC_STATUS_COLORS[status]} />
        </TableCell>
        <TableCell sx={{ minWidth: 150 }}>
          {job ? (
            <Box sx={{ display: 'grid', gap: 0.5 }}>
              <Typography variant="body2">{syncJobLabel(job.type)}</Typography>
              <JobProgress job={job} label={`Progress för ${unit.name}`} />
            </Box>
          ) : (
            '-'
          )}
        </TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatSyncTime(lastFinishedAt(unit))}</TableCell>
        <TableCell align="right">{unit.problems}</TableCell>
        <TableCell>{unit.system}</TableCell>
        <TableCell>
          <Button
            variant="outlined"
            size="small"
            disabled={start.isPending}
            onClick={() => start.mutate()}
            aria-label={`Synkronisera nu: ${unit.name}`}
            sx={{ whiteSpace: 'nowrap' }}
          >
            Synkronisera nu
          </Button>
        </TableCell>
      </TableRow>
      {expanded && (
        <TableRow>
          <TableCell id={detailId} colSpan={COLUMNS.length} sx={{ py: 1 }}>
            {unit.jobs.length === 0 ? (
              <CardNote>Inga synkroniseringar finns för enheten.</CardNote>
            ) : (
              <SyncJobsTable jobs={unit.jobs} now={now} label={`Jobben för ${unit.name}`} />
            )}
          </TableCell>
        </TableRow>
      )}
    </>
  );
}
