import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

type CenteredSpinnerProps = { label?: string; fullScreen?: boolean };

export function CenteredSpinner({ label = 'Laddar', fullScreen = false }: CenteredSpinnerProps) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: fullScreen ? '100vh' : 240 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}
