import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { FetchProgress as Progress } from '@/features/chromebook-invoices/hooks/use-case-fetch.ts';

/** Spec 2: a buffer bar while one unit's cases come, a bar with a count while several units' do. */
export function FetchProgress({ progress }: { progress: Progress }) {
  if (progress.total === 1) {
    return <LinearProgress variant="buffer" value={0} valueBuffer={30} aria-label="Hämtar ärenden" />;
  }
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <LinearProgress
        variant="determinate"
        value={Math.round((progress.done / progress.total) * 100)}
        aria-label="Hämtar ärenden"
        aria-valuetext={`${progress.done} av ${progress.total} enheter`}
      />
      <Typography variant="body2" color="text.secondary" role="status">
        {progress.done} av {progress.total} enheter hämtade
      </Typography>
    </Box>
  );
}
