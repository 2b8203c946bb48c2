import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useRef } from 'react';
import { BusyButton } from '@/components/busy-button.tsx';
import {
  type SetupEmailInfo,
  useCreateEmailAccount,
  useSetupEmailInfo,
} from '@/features/persons/api/setup-email.ts';
import { showNotice } from '@/lib/notice-store.ts';
import { useFullScreenDialog } from '@/lib/use-full-screen-dialog.ts';
import { InitialPassword } from './initial-password.tsx';

/** Spec 8: the notice after the organisation e-mail account is made. */
export const ACCOUNT_CREATED_NOTICE = 'E-postkontot är skapat!';

/** The confirm dialog's fields (spec 2.4), in its order. */
const FIELDS: readonly { key: keyof SetupEmailInfo; label: string }[] = [
  { key: 'locationName', label: 'Enhet' },
  { key: 'orgUnitPath', label: 'Organisationsenhet' },
  { key: 'employeeFullName', label: 'Anställd' },
  { key: 'employeeEmail', label: 'E-post' },
  { key: 'employerRoleName', label: 'Chefens roll' },
  { key: 'employerName', label: 'Chef' },
  { key: 'employerEmail', label: 'Chefens e-post' },
];

function AccountFacts({ info }: { info: SetupEmailInfo }) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 1, m: 0 }}
    >
      {FIELDS.map(({ key, label }) => (
        <Box key={key} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {info[key] || '-'}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * 'Skapa e-postkonto': shows what the account will be, creates it on 'Skapa', then shows the initial
 * password until closed. A failure is the generic notice and leaves the dialog open.
 */
export function SetupEmailDialog({
  personId,
  open,
  onClose,
}: {
  personId: number;
  open: boolean;
  onClose: () => void;
}) {
  const titleId = useId();
  const fullScreen = useFullScreenDialog();
  const info = useSetupEmailInfo(personId, { enabled: open });
  const create = useCreateEmailAccount(personId);
  // One key per opening: 'Skapa' again after a lost answer makes one account, not two.
  const idempotencyKey = useRef<string | null>(null);
  if (open && idempotencyKey.current === null) idempotencyKey.current = crypto.randomUUID();
  const account = create.data;

  const close = () => {
    if (create.isPending) return;
    idempotencyKey.current = null;
    // Forgets the password with the mutation's state.
    create.reset();
    onClose();
  };

  const confirm = () => {
    if (!idempotencyKey.current) return;
    create.mutate(
      { idempotencyKey: idempotencyKey.current },
      { onSuccess: () => showNotice(ACCOUNT_CREATED_NOTICE) },
    );
  };

  let content: ReactNode;
  if (account) content = <InitialPassword account={account} />;
  else if (info.data) content = <AccountFacts info={info.data} />;
  else if (info.isError) content = <Typography>Uppgifterna kunde inte hämtas.</Typography>;
  else
    content = (
      <Box role="status" aria-label="Laddar" sx={{ display: 'grid', placeItems: 'center', minHeight: 120 }}>
        <CircularProgress aria-hidden />
      </Box>
    );

  return (
    <Dialog
      open={open}
      // The password is shown once: a stray click beside the dialog must not throw it away.
      onClose={(_event, reason) => {
        if (!(account && reason === 'backdropClick')) close();
      }}
      aria-labelledby={titleId}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>Skapa e-postkonto</DialogTitle>
      <DialogContent>{content}</DialogContent>
      <DialogActions>
        {account ? (
          <Button variant="contained" onClick={close}>
            Stäng
          </Button>
        ) : (
          <>
            <Button onClick={close} disabled={create.isPending}>
              Avbryt
            </Button>
            <BusyButton variant="contained" busy={create.isPending} disabled={!info.data} onClick={confirm}>
              Skapa
            </BusyButton>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
