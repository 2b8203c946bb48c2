import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { type ReactNode, useId } from 'react';
import { BusyButton } from '@/components/busy-button.tsx';
import { useFullScreenDialog } from '@/lib/use-full-screen-dialog.ts';
import { DELETE_QUESTION } from './texts.ts';

/** The app's confirmation before a segment or a flag is deleted; a failure shows inside it. */
export function ConfirmDeleteDialog({
  open,
  title,
  children,
  busy,
  error,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  title: string;
  /** The warnings below the question. */
  children?: ReactNode;
  busy: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const titleId = useId();
  const fullScreen = useFullScreenDialog();
  const cancel = () => {
    if (!busy) onCancel();
  };
  return (
    <Dialog
      open={open}
      onClose={cancel}
      aria-labelledby={titleId}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 1.5 }}>
        <DialogContentText>{DELETE_QUESTION}</DialogContentText>
        {children}
        {error && <Alert severity="error">{error}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={cancel} disabled={busy}>
          Avbryt
        </Button>
        <BusyButton variant="contained" color="error" busy={busy} onClick={onConfirm}>
          Ta bort
        </BusyButton>
      </DialogActions>
    </Dialog>
  );
}
