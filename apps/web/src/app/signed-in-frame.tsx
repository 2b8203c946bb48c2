import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { CenteredSpinner } from '../components/centered-spinner.tsx';
import type { Session } from '../features/auth/api/get-session.ts';
import { useSignOut } from '../features/auth/api/sign-out.ts';

/** The top bar and page area around every signed-in route (the side menu comes with the shell). */
export function SignedInFrame({ session }: { session: Session }) {
  const signOut = useSignOut();
  return (
    <>
      <AppBar position="sticky">
        <Toolbar sx={{ gap: 2 }}>
          <Typography variant="h6" component="div" sx={{ flexGrow: 1 }}>
            Kansli
          </Typography>
          <Typography component="span">
            {session.givenName} {session.familyName}
          </Typography>
          <Button color="inherit" loading={signOut.isPending} onClick={() => signOut.mutate()}>
            Logga ut
          </Button>
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ p: { xs: 2, md: 3 } }}>
        <Suspense fallback={<CenteredSpinner />}>
          <Outlet />
        </Suspense>
      </Box>
    </>
  );
}
