import { GUARDIAN_SEARCH_MIN_LENGTH } from '@kansli/domain/persons/guardians';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useChangeGuardian } from '@/features/persons/api/change-guardian.ts';
import type { LinkedPerson } from '@/features/persons/api/get-guardians-pupils.ts';
import { isGuardianQuery, useGuardianSearch } from '@/features/persons/api/search-guardians.ts';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { useFullScreenDialog } from '@/lib/use-full-screen-dialog.ts';
import { linkedNameOf } from './linked-persons.tsx';

/** Spec 5.3 and 9: the guardian search waits this long after the last key. */
export const GUARDIAN_SEARCH_DEBOUNCE_MS = 300;

type GuardiansDialogProps = {
  open: boolean;
  onClose(): void;
  personId: number;
  guardians: readonly LinkedPerson[];
};

/** 'Redigera vårdnadshavare': remove a guardian, or find one by civic number and add them. */
export function GuardiansDialog({ open, onClose, personId, guardians }: GuardiansDialogProps) {
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
      <DialogTitle id={titleId}>Redigera vårdnadshavare</DialogTitle>
      {open && <GuardiansEditor personId={personId} guardians={guardians} />}
      <DialogActions>
        <Button onClick={onClose}>Stäng</Button>
      </DialogActions>
    </Dialog>
  );
}

function withCivicNumber(person: LinkedPerson): string {
  return person.civic_number ?? '';
}

function GuardiansEditor({ personId, guardians }: Pick<GuardiansDialogProps, 'personId' | 'guardians'>) {
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), GUARDIAN_SEARCH_DEBOUNCE_MS);
  const hits = useGuardianSearch(query);
  const change = useChangeGuardian(personId);
  const current = new Set(guardians.map((guardian) => guardian.id));
  const searching = isGuardianQuery(query);
  // The person is never their own guardian.
  const found = hits.data?.filter((hit) => hit.id !== personId);

  return (
    <DialogContent dividers sx={{ display: 'grid', gap: 2 }}>
      <Box>
        <Typography variant="subtitle2" component="h3">
          Nuvarande vårdnadshavare
        </Typography>
        {guardians.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Inga vårdnadshavare
          </Typography>
        ) : (
          <List dense aria-label="Nuvarande vårdnadshavare">
            {guardians.map((guardian) => (
              <ListItem
                key={guardian.id}
                disableGutters
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={`Ta bort ${linkedNameOf(guardian)}`}
                    disabled={change.isPending}
                    onClick={() => change.mutate({ change: 'remove', guardianId: guardian.id })}
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                }
              >
                <ListItemText primary={linkedNameOf(guardian)} secondary={withCivicNumber(guardian)} />
              </ListItem>
            ))}
          </List>
        )}
      </Box>
      <Box sx={{ display: 'grid', gap: 1 }}>
        <TextField
          label="Sök vårdnadshavare på personnummer"
          value={text}
          onChange={(event) => setText(event.target.value)}
          helperText={`Minst ${GUARDIAN_SEARCH_MIN_LENGTH} siffror`}
          autoComplete="off"
          size="small"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 13 } }}
        />
        {searching && hits.isFetching && <LinearProgress aria-label="Söker vårdnadshavare" />}
        {searching && found && found.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            Ingen person hittades
          </Typography>
        )}
        {searching && found && found.length > 0 && (
          <List dense aria-label="Hittade personer">
            {found.map((hit) => (
              <ListItem
                key={hit.id}
                disableGutters
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={`Lägg till ${linkedNameOf(hit)}`}
                    disabled={change.isPending || current.has(hit.id)}
                    onClick={() => change.mutate({ change: 'add', guardianId: hit.id })}
                  >
                    <AddCircleOutlineIcon />
                  </IconButton>
                }
              >
                <ListItemText
                  primary={linkedNameOf(hit)}
                  secondary={
                    current.has(hit.id) ? `${withCivicNumber(hit)} (vårdnadshavare)` : withCivicNumber(hit)
                  }
                />
              </ListItem>
            ))}
          </List>
        )}
      </Box>
    </DialogContent>
  );
}
