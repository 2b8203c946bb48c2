import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/** Shown when a page fails to render or its code fails to load (for instance after a new release). */
export function RouteError() {
  return (
    <Box component="main" sx={{ display: 'grid', justifyItems: 'start', gap: 2, p: 3 }}>
      <Typography variant="h4" component="h1">
        Något gick fel
      </Typography>
      <Typography>Sidan kunde inte visas. Ladda om sidan och försök igen.</Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        Ladda om
      </Button>
    </Box>
  );
}
