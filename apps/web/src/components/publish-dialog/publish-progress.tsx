import type { PublishMode } from '@kansli/domain/groups/publishing';
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { PublishRun } from '@/lib/api/publish-runs.ts';

export const PUBLISHING_TEXTS: Record<PublishMode, string> = {
  groups: 'Publicerar grupper...',
  persons: 'Publicerar personer...',
};

/** The overlay over the dialog while a run is under way: how far it has come, done of total. */
export function PublishProgress({ mode, run }: { mode: PublishMode; run: PublishRun | undefined }) {
  const percent = run && run.total > 0 ? Math.round((run.done / run.total) * 100) : 0;
  return (
    <Backdrop
      open
      sx={(theme) => ({
        position: 'absolute',
        zIndex: 1,
        flexDirection: 'column',
        gap: 2,
        px: 3,
        // The variable of the scheme shown; theme.palette holds only the light scheme's colours.
        bgcolor: theme.alpha((theme.vars ?? theme).palette.background.paper, 0.9),
      })}
    >
      <CircularProgress aria-hidden />
      <Typography role="status">{PUBLISHING_TEXTS[mode]}</Typography>
      {run && (
        <Box sx={{ width: '100%', maxWidth: 360, display: 'grid', gap: 0.5, justifyItems: 'center' }}>
          <LinearProgress
            variant="determinate"
            value={percent}
            aria-label="Publicerade"
            aria-valuetext={`${run.done} av ${run.total}`}
            sx={{ width: '100%' }}
          />
          <Typography variant="body2" color="text.secondary">
            {run.done} av {run.total}
          </Typography>
        </Box>
      )}
    </Backdrop>
  );
}
