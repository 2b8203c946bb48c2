import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

type AccessDeniedDialogProps = { open: boolean; onClose: () => void };

/** Spec 2.3: opens when the server rejects the sign-in. */
export function AccessDeniedDialog({ open, onClose }: AccessDeniedDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>Access Denied</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>You are not authorized to access this page.</DialogContentText>
        <DialogContentText>Contact IT-support to gain access.</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}
