import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useLocation, useNavigate } from 'react-router';
import { useStartSignIn } from '../hooks/use-start-sign-in.ts';
import { AccessDeniedDialog } from './access-denied-dialog.tsx';
import { StarrySky } from './starry-sky.tsx';

/** Navigation state with which the sign-in callback asks the login screen to open Access Denied. */
export const accessDeniedState = { accessDenied: true } as const;

function isAccessDenied(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && 'accessDenied' in state && state.accessDenied === true
  );
}

export function LoginScreen() {
  const { startSignIn, isStarting } = useStartSignIn();
  const location = useLocation();
  const navigate = useNavigate();

  // Closing replaces the entry without the state, so Back or a reload does not open it again.
  const closeAccessDenied = () =>
    navigate({ pathname: location.pathname, search: location.search }, { replace: true });

  return (
    <Box
      component="main"
      sx={{
        position: 'fixed',
        inset: 0,
        overflow: 'hidden',
        display: 'grid',
        placeItems: 'center',
        color: 'common.white',
        background: 'radial-gradient(ellipse at 50% 120%, #1b2a5c 0%, #0b1436 45%, #03060f 100%)',
      }}
    >
      <StarrySky />
      <Box sx={{ position: 'relative', display: 'grid', justifyItems: 'center', gap: 5, px: 3 }}>
        <Typography variant="h2" component="h1" sx={{ fontWeight: 300, letterSpacing: '0.12em' }}>
          Kansli
        </Typography>
        <Button
          variant="contained"
          size="large"
          loading={isStarting}
          onClick={startSignIn}
          sx={{ minWidth: 180, '&.Mui-focusVisible': { outline: '3px solid #ffffff', outlineOffset: 3 } }}
        >
          Logga in
        </Button>
      </Box>
      <AccessDeniedDialog open={isAccessDenied(location.state)} onClose={closeAccessDenied} />
    </Box>
  );
}
