import { MAX_PHONES, ZPhoneNumberInput } from '@kansli/domain/persons/contacts';
import {
  isReadOnlyPhoneSystem,
  PHONE_TYPES,
  type PhoneType,
  type TPersonPhone,
} from '@kansli/domain/persons/person-card';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useSavePhoneNumbers } from '@/features/persons/api/save-phone-numbers.ts';
import { useFullScreenDialog } from '@/lib/use-full-screen-dialog.ts';
import { PHONE_TYPE_LABELS } from './contact-labels.ts';

type PhoneRow = { key: string; id?: number; number: string; type: PhoneType; system: TPersonPhone['system'] };

type PhonesDialogProps = {
  open: boolean;
  onClose(): void;
  personId: number;
  phones: readonly TPersonPhone[];
};

/** The tooltip of a number from a school system (spec 2.4): it is changed there. */
export function changedInText(system: string): string {
  return `Ändras i ${system}`;
}

/**
 * 'Redigera telefonnummer' (spec 2.4, 5.5): the admin's own numbers are edited, added and removed on a
 * copy; numbers from the school systems are shown read-only. 'Spara' sends the removals and the admin's
 * rows, 'Avbryt' forgets every change.
 */
export function PhonesDialog({ open, onClose, personId, phones }: PhonesDialogProps) {
  const fullScreen = useFullScreenDialog();
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>Redigera telefonnummer</DialogTitle>
      {open && <PhonesEditor personId={personId} phones={phones} onClose={onClose} />}
    </Dialog>
  );
}

let nextKey = 0;
const newKey = () => `new-${++nextKey}`;

function PhonesEditor({ personId, phones, onClose }: Omit<PhonesDialogProps, 'open'>) {
  const readOnly = phones.filter((phone) => isReadOnlyPhoneSystem(phone.system));
  const [rows, setRows] = useState<PhoneRow[]>(() =>
    phones
      .filter((phone) => !isReadOnlyPhoneSystem(phone.system))
      .map(({ id, number, type, system }) => ({ key: String(id), id, number, type, system })),
  );
  const [deletedIds, setDeletedIds] = useState<number[]>([]);
  const save = useSavePhoneNumbers(personId);
  const inputs = rows.map(({ id, number, type }) => ({
    id,
    person_id: personId,
    number: number.trim(),
    type,
    system: 'admin' as const,
  }));
  const invalid = new Set(
    rows.filter((_row, index) => !ZPhoneNumberInput.safeParse(inputs[index]).success).map((row) => row.key),
  );

  const update = (key: string, change: Partial<PhoneRow>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const remove = (row: PhoneRow) => {
    setRows((current) => current.filter((other) => other.key !== row.key));
    const { id } = row;
    if (id !== undefined) setDeletedIds((current) => [...current, id]);
  };
  const submit = () => {
    if (invalid.size > 0) return;
    save.mutate({ rows: inputs, deletedIds }, { onSuccess: onClose });
  };

  return (
    <>
      <DialogContent dividers sx={{ display: 'grid', gap: 2 }}>
        {readOnly.length === 0 && rows.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            Inga telefonnummer
          </Typography>
        )}
        {readOnly.map((phone) => (
          <Tooltip key={phone.id} title={changedInText(phone.system)} describeChild>
            <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'minmax(0, 1fr) 120px 40px' }}>
              <TextField
                label="Nummer"
                size="small"
                value={phone.number}
                slotProps={{
                  input: {
                    readOnly: true,
                    endAdornment: (
                      <InputAdornment position="end">
                        <LockOutlinedIcon fontSize="small" />
                      </InputAdornment>
                    ),
                  },
                }}
              />
              <TextField
                label="Typ"
                size="small"
                value={PHONE_TYPE_LABELS[phone.type]}
                slotProps={{ input: { readOnly: true } }}
              />
            </Box>
          </Tooltip>
        ))}
        {rows.map((row, index) => {
          const wrong = invalid.has(row.key);
          return (
            <Box
              key={row.key}
              role="group"
              aria-label={`Telefonnummer ${index + 1}`}
              sx={{
                display: 'grid',
                gap: 1,
                gridTemplateColumns: 'minmax(0, 1fr) 120px 40px',
                alignItems: 'start',
              }}
            >
              <TextField
                label="Nummer"
                size="small"
                type="tel"
                value={row.number}
                onChange={(event) => update(row.key, { number: event.target.value })}
                error={wrong}
                helperText={wrong ? 'Endast siffror, mellanslag, plus, minus och parenteser' : undefined}
                slotProps={{ htmlInput: { maxLength: 40 } }}
              />
              <TextField
                select
                label="Typ"
                size="small"
                value={row.type}
                onChange={(event) => update(row.key, { type: event.target.value as PhoneType })}
              >
                {PHONE_TYPES.map((type) => (
                  <MenuItem key={type} value={type}>
                    {PHONE_TYPE_LABELS[type]}
                  </MenuItem>
                ))}
              </TextField>
              <IconButton
                aria-label={row.number.trim() === '' ? `Ta bort rad ${index + 1}` : `Ta bort ${row.number}`}
                onClick={() => remove(row)}
              >
                <DeleteOutlineIcon />
              </IconButton>
            </Box>
          );
        })}
        <Box>
          <Button
            startIcon={<AddIcon />}
            disabled={readOnly.length + rows.length >= MAX_PHONES}
            onClick={() =>
              setRows((current) => [
                ...current,
                { key: newKey(), number: '', type: 'mobile', system: 'admin' },
              ])
            }
          >
            Lägg till telefonnummer
          </Button>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Avbryt</Button>
        <Button variant="contained" onClick={submit} disabled={save.isPending || invalid.size > 0}>
          Spara
        </Button>
      </DialogActions>
    </>
  );
}
