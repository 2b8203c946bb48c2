import {
  BATCH_ACTION_LABELS,
  BATCH_ACTIONS,
  batchEnabled,
  type TBatchAction,
} from '@kansli/domain/chromebooks/invoice';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { batchInput, type CaseRow } from '@/features/chromebook-invoices/hooks/case-rows.ts';
import type { BatchRun } from '@/features/chromebook-invoices/hooks/use-case-batches.ts';

/**
 * The batch buttons below the table, each enabled by spec 4 'Batch button enabling', and while a batch
 * runs how far it has come ('n av N').
 */
export function BatchActions({
  rows,
  run,
  busy,
  onStart,
}: {
  rows: readonly CaseRow[];
  run: BatchRun | null;
  /** A batch or a fetch runs. */
  busy: boolean;
  onStart(action: TBatchAction): void;
}) {
  const selected = batchInput(rows);
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {BATCH_ACTIONS.map((action) => (
          <Button
            key={action}
            variant={action === 'deprovise' ? 'outlined' : 'contained'}
            color={action === 'deprovise' ? 'error' : 'primary'}
            disabled={!batchEnabled(action, selected, busy)}
            onClick={() => onStart(action)}
            startIcon={
              run?.action === action ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined
            }
          >
            {BATCH_ACTION_LABELS[action]}
          </Button>
        ))}
      </Box>
      {run && (
        <Box sx={{ display: 'grid', gap: 0.5, maxWidth: 480 }}>
          <LinearProgress
            variant="determinate"
            value={run.total > 0 ? Math.round((run.done / run.total) * 100) : 0}
            aria-label={BATCH_ACTION_LABELS[run.action]}
            aria-valuetext={`${run.done} av ${run.total}`}
          />
          <Typography variant="body2" color="text.secondary" role="status">
            {BATCH_ACTION_LABELS[run.action]}: {run.done} av {run.total}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
