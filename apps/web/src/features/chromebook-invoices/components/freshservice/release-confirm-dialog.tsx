import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useFullScreenDialog } from '@/lib/use-full-screen-dialog.ts';

export const RELEASE_TITLE = 'Frisläpp datorer';

/** Releasing a device from the directory cannot be undone: the batch starts only once confirmed. */
export function ReleaseConfirmDialog({
  open,
  count,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  /** How many devices the batch would release. */
  count: number;
  onCancel(): void;
  onConfirm(): void;
}) {
  const titleId = useId();
  const fullScreen = useFullScreenDialog();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId} fullScreen={fullScreen} maxWidth="xs">
      <DialogTitle id={titleId}>{RELEASE_TITLE}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {count === 1 ? 'En dator frisläpps.' : `${count} datorer frisläpps.`} Det går inte att ångra. Vill
          du fortsätta?
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Avbryt</Button>
        <Button variant="contained" color="error" onClick={onConfirm}>
          Frisläpp
        </Button>
      </DialogActions>
    </Dialog>
  );
}
