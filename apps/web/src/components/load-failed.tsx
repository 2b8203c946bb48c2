import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/** What stands in for a card that could not be read: why, and 'Försök igen'. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
      <Typography color="error">{message}</Typography>
      <Button variant="outlined" onClick={onRetry}>
        Försök igen
      </Button>
    </Box>
  );
}
