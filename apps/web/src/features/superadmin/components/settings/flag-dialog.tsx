import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { BusyButton } from '@/components/busy-button.tsx';
import type { AdminSegment } from '@/features/superadmin/api/list-segments.ts';
import { useSaveFlag } from '@/features/superadmin/api/save-flag.ts';
import { showNotice } from '@/lib/notice-store.ts';
import { useFullScreenDialog } from '@/lib/use-full-screen-dialog.ts';
import { NameFields } from './name-fields.tsx';
import { FLAG_CREATED_NOTICE, KEY_HINT, keyError } from './texts.ts';

/** 'Lägg till behörighet' (spec part 2, 2 and 5): a new flag of the segment; Skapa needs a name and a key. */
export function FlagDialog({ segment, onClose }: { segment: AdminSegment; onClose: () => void }) {
  const titleId = useId();
  const fullScreen = useFullScreenDialog();
  const save = useSaveFlag();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [vars, setVars] = useState('');
  const badKey = keyError(vars);
  const ready = name.trim() !== '' && vars.trim() !== '' && !badKey;

  const close = () => {
    if (!save.isPending) onClose();
  };
  const submit = () => {
    if (!ready) return;
    save.mutate(
      { name: name.trim(), description: description.trim(), vars: vars.trim(), segment: segment.id },
      {
        onSuccess: () => {
          showNotice(FLAG_CREATED_NOTICE);
          onClose();
        },
      },
    );
  };

  return (
    <Dialog open onClose={close} aria-labelledby={titleId} fullScreen={fullScreen} fullWidth maxWidth="sm">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <DialogTitle id={titleId}>{`Lägg till behörighet i ${segment.name}`}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <NameFields name={name} description={description} onName={setName} onDescription={setDescription} />
          <TextField
            label="KEY"
            value={vars}
            onChange={(event) => setVars(event.target.value)}
            required
            error={badKey}
            helperText={KEY_HINT}
          />
          {save.error && <Alert severity="error">{save.error.message}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={save.isPending}>
            Avbryt
          </Button>
          <BusyButton type="submit" variant="contained" busy={save.isPending} disabled={!ready}>
            Skapa
          </BusyButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
