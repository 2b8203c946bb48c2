import { holdsFlagAt } from '@kansli/domain/access/authorization';
import type { Permission } from '@kansli/domain/access/catalogue';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { Navigate, Link as RouterLink, useLocation } from 'react-router';
import { CenteredSpinner } from '../components/centered-spinner.tsx';
import { useAuthorization } from '../lib/api/get-authorization.ts';
import { isFromStartPage } from './start-page.ts';

type RouteGuardProps = {
  permission: Permission;
  /** The area's name as the menu shows it, for the denial. */
  area: string;
  children: ReactNode;
};

export const DENIED_HEADING = 'Ingen behörighet';
export const deniedText = (area: string) =>
  `Du har inte behörighet att öppna ${area}. Be en administratör om åtkomst.`;
export const unknownAccessText = (area: string) =>
  `Kansli kunde inte läsa in dina behörigheter, så ${area} kan inte visas. Försök igen om en stund.`;

/**
 * Spec 6: shows the page to a holder of the flag at some location. Waits for the authorization and
 * denies when it failed to load; a denied user stays on the address and is told why and whom to ask,
 * since the menu shows some areas to everyone. The start page goes on to the dashboard instead.
 */
export function RouteGuard({ permission, area, children }: RouteGuardProps) {
  const authorization = useAuthorization();
  const headingId = useId();
  const { state } = useLocation();
  if (authorization.isPending) return <CenteredSpinner label="Kontrollerar behörighet" />;
  if (authorization.data && holdsFlagAt(authorization.data, permission.segment, permission.flag, null)) {
    return children;
  }
  if (isFromStartPage(state)) return <Navigate to="/dashboard" replace />;
  const failed = !authorization.data;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 2, maxWidth: 640 }}>
      <Typography id={headingId} variant="h5" component="h1">
        {DENIED_HEADING}
      </Typography>
      <Alert severity={failed ? 'error' : 'info'}>
        {failed ? unknownAccessText(area) : deniedText(area)}
      </Alert>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {failed && (
          <Button variant="contained" onClick={() => void authorization.refetch()}>
            Försök igen
          </Button>
        )}
        <Button variant="outlined" component={RouterLink} to="/dashboard">
          Visa mina behörigheter
        </Button>
      </Box>
    </Box>
  );
}
