import { syncJobLabel } from '@kansli/domain/schools/sync-labels';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { SyncEntry } from '@/features/schools/api/get-sync-entries.ts';
import { formatSyncTime } from '../format.ts';
import { CardNote, UnitCard } from '../unit-card.tsx';
import { isRecentlyDone } from './sync-recency.ts';

/** 'Synkronisering': the unit's import jobs, their progress and when they last finished. */
export function SyncJobsCard({ jobs, now }: { jobs: readonly SyncEntry[]; now: number }) {
  return (
    <UnitCard title="Synkronisering">
      {jobs.length === 0 ? (
        <CardNote>Inga synkroniseringar finns för enheten.</CardNote>
      ) : (
        <SyncJobsTable jobs={jobs} now={now} />
      )}
    </UnitCard>
  );
}

/** The table of the card, also listed under a unit of the synchronisation screen. */
export function SyncJobsTable({
  jobs,
  now,
  label = 'Synkroniseringsjobb',
}: {
  jobs: readonly SyncEntry[];
  now: number;
  /** The table's accessible name. */
  label?: string;
}) {
  return (
    // It scrolls sideways on a phone: focusable, so the keyboard can scroll it too.
    <TableContainer tabIndex={0} role="region" aria-label={`Rullbar tabell: ${label ?? 'Synkronisering'}`}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>Jobb</TableCell>
            <TableCell>Meddelande</TableCell>
            <TableCell>Progress</TableCell>
            <TableCell>Genomförd senast</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {jobs.map((job) => (
            <TableRow key={job.id}>
              <TableCell>{syncJobLabel(job.type)}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 160 }}>{job.message}</TableCell>
              <TableCell>
                <JobProgress job={job} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                  {formatSyncTime(job.finished_at)}
                  {isRecentlyDone(job, now) && (
                    <CheckCircleIcon
                      color="success"
                      fontSize="small"
                      titleAccess="Klar inom det senaste dygnet"
                    />
                  )}
                </Box>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** A small bar with 'current / bucketsize' beneath it; '-' for a job that reports none. */
export function JobProgress({ job, label = 'Progress' }: { job: SyncEntry; label?: string }) {
  if (!job.data) return '-';
  const { current, bucketsize } = job.data;
  const percent = bucketsize > 0 ? Math.round(Math.min(100, Math.max(0, (current / bucketsize) * 100))) : 0;
  const text = `${current} / ${bucketsize}`;
  return (
    <Box sx={{ minWidth: 90 }}>
      <LinearProgress variant="determinate" value={percent} aria-label={label} aria-valuetext={text} />
      <Typography variant="caption" sx={{ whiteSpace: 'nowrap' }}>
        {text}
      </Typography>
    </Box>
  );
}
