import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

/** Spec 4.7: the question before the overview saves. Escape or a click outside goes back to editing. */
export function SaveConfirmDialog({
  open,
  changedCount,
  onNo,
  onYes,
  onDismiss,
}: {
  open: boolean;
  changedCount: number;
  onNo: () => void;
  onYes: () => void;
  onDismiss: () => void;
}) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onDismiss} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>Vill du spara ändringarna?</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          {changedCount === 1 ? 'Ett barn har ändrats.' : `${changedCount} barn har ändrats.`}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onNo}>Nej</Button>
        <Button onClick={onYes} variant="contained" autoFocus>
          Ja
        </Button>
      </DialogActions>
    </Dialog>
  );
}
