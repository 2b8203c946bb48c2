import { holdsFlagAt } from '@kansli/domain/access/authorization';
import type { TAuthenticateResponse } from '@kansli/domain/auth/authenticate';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useAuthorization } from '@/lib/api/get-authorization.ts';
import { sharedQueryKeys } from '@/lib/api/query-keys.ts';
import { GHOST_AS_STORAGE_KEY } from '@/lib/api-client.ts';
import { startGhosting } from '@/lib/ghosting.ts';
import { useFullScreenDialog } from '@/lib/use-full-screen-dialog.ts';

/** The organisation root, where the ghost permission must be held (support GHOST). */
const ROOT_LOCATION_ID = 1;

/** Whether the person is the signed-in user, or the one the app acts as already while ghosting. */
function isActingAs(personId: number, session: TAuthenticateResponse | undefined): boolean {
  return (
    session?.personId === personId || window.localStorage.getItem(GHOST_AS_STORAGE_KEY) === String(personId)
  );
}

/**
 * 'Skugga' (spec 2.4, 4.1): for a user holding support GHOST at the root. Ghosting reloads the app,
 * so it asks first.
 */
export function GhostButton({ personId, fullName }: { personId: number; fullName: string }) {
  const { data: authorization } = useAuthorization();
  const session = useQueryClient().getQueryData<TAuthenticateResponse>(sharedQueryKeys.session);
  const [confirming, setConfirming] = useState(false);
  const titleId = useId();
  const textId = useId();
  const fullScreen = useFullScreenDialog();
  const mayGhost =
    authorization !== undefined && holdsFlagAt(authorization, 'support', 'GHOST', ROOT_LOCATION_ID);
  if (!mayGhost || isActingAs(personId, session)) return null;

  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<PersonSearchIcon />}
        onClick={() => setConfirming(true)}
      >
        Skugga
      </Button>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        aria-labelledby={titleId}
        aria-describedby={textId}
        fullScreen={fullScreen}
      >
        <DialogTitle id={titleId}>{`Skugga ${fullName}?`}</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId}>
            {`Appen laddas om och du agerar som ${fullName} tills du avslutar skuggningen.`}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>Avbryt</Button>
          <Button variant="contained" autoFocus onClick={() => startGhosting(personId)}>
            Skugga
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
