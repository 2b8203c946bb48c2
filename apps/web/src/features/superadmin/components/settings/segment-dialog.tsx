import { SEGMENT_SCOPES } from '@kansli/domain/superadmin/authorization-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useId, useState } from 'react';
import { BusyButton } from '@/components/busy-button.tsx';
import type { AdminSegment } from '@/features/superadmin/api/list-segments.ts';
import { useSaveSegment } from '@/features/superadmin/api/save-segment.ts';
import { showNotice } from '@/lib/notice-store.ts';
import { useFullScreenDialog } from '@/lib/use-full-screen-dialog.ts';
import { SCOPE_LABELS } from '../scope-icon.tsx';
import { NameFields } from './name-fields.tsx';
import {
  BUILT_IN_SEGMENT_TEXT,
  KEY_HINT,
  keyError,
  SEGMENT_CREATED_NOTICE,
  SEGMENT_DELETE_WARNING,
  SEGMENT_SAVED_NOTICE,
} from './texts.ts';

type Scope = AdminSegment['scope'];

/**
 * 'Lägg till segment' and 'Redigera' (spec part 2, 2 and 5): Skapa or Spara needs a name and a key.
 * Kansli's own segments keep their key and scope and cannot be removed.
 */
export function SegmentDialog({
  segment,
  onClose,
  onSaved,
  onDelete,
}: {
  /** The segment edited; null makes a new one. */
  segment: AdminSegment | null;
  onClose: () => void;
  onSaved: (saved: AdminSegment) => void;
  /** Asks to delete the edited segment. */
  onDelete: () => void;
}) {
  const titleId = useId();
  const scopeLabelId = useId();
  const fullScreen = useFullScreenDialog();
  const save = useSaveSegment();
  const [name, setName] = useState(segment?.name ?? '');
  const [description, setDescription] = useState(segment?.description ?? '');
  const [key, setKey] = useState(segment?.key ?? '');
  const [scope, setScope] = useState<Scope>(segment?.scope ?? 'global');
  const builtIn = segment?.builtIn === true;
  const badKey = keyError(key);
  const ready = name.trim() !== '' && key.trim() !== '' && !badKey;

  const close = () => {
    if (!save.isPending) onClose();
  };
  const submit = () => {
    if (!ready) return;
    const body = { name: name.trim(), description: description.trim(), key: key.trim(), scope };
    save.mutate(segment ? { id: segment.id, ...body } : body, {
      onSuccess: (saved) => {
        showNotice(segment ? SEGMENT_SAVED_NOTICE : SEGMENT_CREATED_NOTICE);
        onSaved(saved);
      },
    });
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
        <DialogTitle id={titleId}>{segment ? `Redigera ${segment.name}` : 'Lägg till segment'}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {builtIn && <Alert severity="info">{BUILT_IN_SEGMENT_TEXT}</Alert>}
          <NameFields name={name} description={description} onName={setName} onDescription={setDescription} />
          <Tooltip title={builtIn ? BUILT_IN_SEGMENT_TEXT : ''} placement="bottom-start" describeChild>
            <TextField
              label="KEY"
              value={key}
              onChange={(event) => setKey(event.target.value)}
              required
              disabled={builtIn}
              error={badKey}
              // The hint is for typing a key; a built-in segment's cannot be typed (the Alert says why).
              helperText={builtIn ? undefined : KEY_HINT}
            />
          </Tooltip>
          {/* The radios are disabled, not the group: its label stays readable (contrast) beside them. */}
          <FormControl>
            <FormLabel id={scopeLabelId}>Scope</FormLabel>
            <RadioGroup
              row
              aria-labelledby={scopeLabelId}
              value={scope}
              onChange={(_event, value) => setScope(value as Scope)}
            >
              {SEGMENT_SCOPES.map((option) => (
                <FormControlLabel
                  key={option}
                  value={option}
                  control={<Radio />}
                  disabled={builtIn}
                  label={SCOPE_LABELS[option]}
                />
              ))}
            </RadioGroup>
          </FormControl>
          {save.error && <Alert severity="error">{save.error.message}</Alert>}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap' }}>
          {segment && (
            <Tooltip title={builtIn ? BUILT_IN_SEGMENT_TEXT : SEGMENT_DELETE_WARNING} describeChild>
              {/* A disabled button takes no pointer events: the span carries the tooltip. */}
              <Box component="span" sx={{ mr: 'auto' }}>
                <Button color="error" onClick={onDelete} disabled={builtIn || save.isPending}>
                  Ta bort
                </Button>
              </Box>
            </Tooltip>
          )}
          <Button onClick={close} disabled={save.isPending}>
            Avbryt
          </Button>
          <BusyButton type="submit" variant="contained" busy={save.isPending} disabled={!ready}>
            {segment ? 'Spara' : 'Skapa'}
          </BusyButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
