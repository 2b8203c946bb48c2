import { MAX_EMAILS, ZEmailEntry } from '@kansli/domain/persons/contacts';
import type { TPersonEmail } from '@kansli/domain/persons/person-card';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { type EmailEntry, useSaveEmails } from '@/features/persons/api/save-emails.ts';
import { useFullScreenDialog } from '@/lib/use-full-screen-dialog.ts';
import { EMAIL_TYPE_LABELS, emailTypeLabel } from './contact-labels.ts';

type EmailRow = EmailEntry & { key: string };
type RowErrors = { type?: string; email?: string };

type EmailsDialogProps = {
  open: boolean;
  onClose(): void;
  personId: number;
  emails: readonly TPersonEmail[];
};

/**
 * 'Redigera e-post' (spec 2.4): the dialog edits a copy of the list; 'Spara' sends the whole list, and
 * 'Avbryt' (or closing it otherwise) forgets every change.
 */
export function EmailsDialog({ open, onClose, personId, emails }: EmailsDialogProps) {
  const fullScreen = useFullScreenDialog();
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>Redigera e-post</DialogTitle>
      {open && <EmailsEditor personId={personId} emails={emails} onClose={onClose} />}
    </Dialog>
  );
}

let nextKey = 0;
const newKey = () => `new-${++nextKey}`;

/** The row's errors in Swedish, from the shared schema the server checks with. */
function errorsOf(row: EmailRow): RowErrors {
  const result = ZEmailEntry.safeParse(row);
  if (result.success) return {};
  const errors: RowErrors = {};
  for (const issue of result.error.issues) {
    if (issue.path[0] === 'email') errors.email = 'Ange en giltig e-postadress';
    if (issue.path[0] === 'type') errors.type = 'Välj en typ';
  }
  return errors;
}

function EmailsEditor({ personId, emails, onClose }: Omit<EmailsDialogProps, 'open'>) {
  const [rows, setRows] = useState<EmailRow[]>(() =>
    emails.map(({ id, type, email, system }) => ({ key: String(id), type, email, system })),
  );
  const [checked, setChecked] = useState(false);
  const save = useSaveEmails(personId);
  // A row left without an address is dropped on save rather than refused.
  const kept = rows.filter((row) => row.email.trim() !== '');
  const errors = new Map(kept.map((row) => [row.key, errorsOf(row)]));
  const valid = [...errors.values()].every((rowErrors) => Object.keys(rowErrors).length === 0);

  const update = (key: string, change: Partial<EmailEntry>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));

  const submit = () => {
    setChecked(true);
    if (!valid) return;
    const entries = kept.map(({ type, email, system }) => ({ type, email: email.trim(), system }));
    save.mutate(entries, { onSuccess: onClose });
  };

  return (
    <>
      <DialogContent dividers sx={{ display: 'grid', gap: 2 }}>
        {rows.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            Inga e-postadresser
          </Typography>
        )}
        {rows.map((row, index) => {
          const rowErrors = checked ? (errors.get(row.key) ?? {}) : {};
          const typeOptions = Object.keys(EMAIL_TYPE_LABELS);
          if (!typeOptions.includes(row.type)) typeOptions.push(row.type);
          return (
            <Box
              key={row.key}
              role="group"
              aria-label={`E-postadress ${index + 1}`}
              sx={{
                display: 'grid',
                gap: 1,
                gridTemplateColumns: { xs: '1fr auto', sm: '140px minmax(0, 1fr) auto auto' },
                alignItems: 'start',
              }}
            >
              <TextField
                select
                label="Typ"
                size="small"
                value={row.type}
                onChange={(event) => update(row.key, { type: event.target.value })}
                error={rowErrors.type !== undefined}
                helperText={rowErrors.type}
                sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
              >
                {typeOptions.map((type) => (
                  <MenuItem key={type} value={type}>
                    {emailTypeLabel(type)}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                label="E-post"
                size="small"
                type="email"
                value={row.email}
                onChange={(event) => update(row.key, { email: event.target.value })}
                error={rowErrors.email !== undefined}
                helperText={rowErrors.email}
                slotProps={{ htmlInput: { maxLength: 254 } }}
              />
              <Typography
                variant="caption"
                color="text.secondary"
                sx={{ alignSelf: 'center', display: { xs: 'none', sm: 'block' } }}
              >
                {row.system}
              </Typography>
              <IconButton
                aria-label={row.email.trim() === '' ? `Ta bort rad ${index + 1}` : `Ta bort ${row.email}`}
                onClick={() => setRows((current) => current.filter((other) => other.key !== row.key))}
              >
                <DeleteOutlineIcon />
              </IconButton>
            </Box>
          );
        })}
        <Box>
          <Button
            startIcon={<AddIcon />}
            disabled={rows.length >= MAX_EMAILS}
            onClick={() =>
              setRows((current) => [...current, { key: newKey(), type: 'work', email: '', system: 'admin' }])
            }
          >
            Lägg till e-postadress
          </Button>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Avbryt</Button>
        <Button variant="contained" onClick={submit} disabled={save.isPending}>
          Spara
        </Button>
      </DialogActions>
    </>
  );
}
