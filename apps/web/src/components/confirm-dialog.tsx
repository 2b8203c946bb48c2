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

/**
 * The app's confirmation before something that cannot be undone (a delete, a device released): the
 * question, any warnings below it, Avbryt and the red confirming button. While the work runs the
 * dialog stays, and a failure shows inside it.
 */
export function ConfirmDialog({
  open,
  title,
  question,
  children,
  confirmLabel,
  busy = false,
  error = null,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  title: string;
  question: ReactNode;
  /** Warnings below the question. */
  children?: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  error?: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const titleId = useId();
  const questionId = useId();
  const fullScreen = useFullScreenDialog();
  const cancel = () => {
    if (!busy) onCancel();
  };
  return (
    <Dialog
      open={open}
      onClose={cancel}
      aria-labelledby={titleId}
      aria-describedby={questionId}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 1.5 }}>
        <DialogContentText id={questionId}>{question}</DialogContentText>
        {children}
        {error && <Alert severity="error">{error}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={cancel} disabled={busy}>
          Avbryt
        </Button>
        <BusyButton variant="contained" color="error" busy={busy} onClick={onConfirm}>
          {confirmLabel}
        </BusyButton>
      </DialogActions>
    </Dialog>
  );
}
