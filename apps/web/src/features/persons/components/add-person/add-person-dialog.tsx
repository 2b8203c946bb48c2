import { zodResolver } from '@hookform/resolvers/zod';
import { type TCreatePersonInput, ZCreatePersonBody } from '@kansli/domain/persons/create-person';
import PersonAddIcon from '@mui/icons-material/PersonAddAlt1';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { BusyButton } from '@/components/busy-button.tsx';
import { TextInput } from '@/components/form/text-input.tsx';
import { useCreatePerson } from '@/features/persons/api/create-person.ts';
import { errorNoticeText, isApiError } from '@/lib/api-client.ts';
import { showNotice } from '@/lib/notice-store.ts';
import { useFullScreenDialog } from '@/lib/use-full-screen-dialog.ts';
import { useIdempotencyKey } from '@/lib/use-idempotency-key.ts';

export const ADDED_NOTICE = 'Personen är tillagd.';
export const EXISTED_NOTICE = 'Personen fanns redan och har öppnats.';

const EMPTY: TCreatePersonInput = { given_name: '', family_name: '', email: '', civic_number: '' };
type FieldName = keyof TCreatePersonInput;
const isFieldName = (name: string): name is FieldName => Object.hasOwn(EMPTY, name);

/** The fields a 400 names ('email: Ange en giltig e-postadress; …'), with their messages. */
function fieldErrorsOf(message: string): [FieldName, string][] {
  return message.split('; ').flatMap((part): [FieldName, string][] => {
    const match = /^(\w+): (.+)$/.exec(part);
    return match?.[1] && match[2] && isFieldName(match[1]) ? [[match[1], match[2]]] : [];
  });
}

type AddPersonProps = {
  /** Shows the person's card: the new one, or the one who already had the civic number or address. */
  onOpenPerson(personId: number): void;
};

/** 'Lägg till person' on Personer: staff whom no school system knows, to be given roles on the card. */
export function AddPersonButton({ onOpenPerson }: AddPersonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setOpen(true)}>
        Lägg till person
      </Button>
      <AddPersonDialog open={open} onClose={() => setOpen(false)} onOpenPerson={onOpenPerson} />
    </>
  );
}

function AddPersonDialog({
  open,
  onClose,
  onOpenPerson,
}: AddPersonProps & { open: boolean; onClose(): void }) {
  const fullScreen = useFullScreenDialog();
  const titleId = useId();
  const create = useCreatePerson();
  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!create.isPending) onClose();
      }}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>Lägg till person</DialogTitle>
      {/* Mounted while open, so that every opening starts empty. */}
      {open && (
        <AddPersonForm
          create={create}
          onClose={onClose}
          onOpenPerson={(personId) => {
            onClose();
            onOpenPerson(personId);
          }}
        />
      )}
    </Dialog>
  );
}

function AddPersonForm({
  create,
  onClose,
  onOpenPerson,
}: AddPersonProps & { create: ReturnType<typeof useCreatePerson>; onClose(): void }) {
  const form = useForm({ resolver: zodResolver(ZCreatePersonBody), defaultValues: EMPTY, mode: 'onTouched' });
  const idempotencyKeyOf = useIdempotencyKey();
  const sending = create.isPending;

  const submit = form.handleSubmit(async (person) => {
    try {
      const { id } = await create.mutateAsync({ person, idempotencyKey: idempotencyKeyOf(person) });
      showNotice(ADDED_NOTICE);
      onOpenPerson(id);
    } catch (error) {
      if (isApiError(error, 409) && error.existingId !== undefined) {
        showNotice(EXISTED_NOTICE);
        onOpenPerson(error.existingId);
        return;
      }
      const fieldErrors = isApiError(error, 400) ? fieldErrorsOf(error.message) : [];
      for (const [index, [name, message]] of fieldErrors.entries()) {
        form.setError(name, { type: 'server', message }, { shouldFocus: index === 0 });
      }
      // Other failures already raised the app's notice.
      if (fieldErrors.length === 0 && (isApiError(error, 400) || isApiError(error, 409))) {
        showNotice(errorNoticeText(error));
      }
    }
  });

  const field = (name: FieldName, label: string, props: object = {}) => (
    <TextInput
      control={form.control}
      name={name}
      label={label}
      required={name !== 'civic_number'}
      disabled={sending}
      autoComplete="off"
      {...props}
    />
  );
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'contents' }}>
      <DialogContent
        dividers
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          alignContent: 'start',
        }}
      >
        {field('given_name', 'Förnamn', { autoFocus: true })}
        {field('family_name', 'Efternamn')}
        {field('email', 'E-post', {
          type: 'email',
          helperText: 'Adressen personen loggar in med',
          sx: { gridColumn: '1 / -1' },
        })}
        {field('civic_number', 'Personnummer (valfritt)', {
          helperText: 'ÅÅÅÅMMDD-NNNN',
          slotProps: { htmlInput: { inputMode: 'numeric' } },
          sx: { gridColumn: '1 / -1' },
        })}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={sending}>
          Avbryt
        </Button>
        <BusyButton type="submit" variant="contained" busy={sending}>
          Lägg till
        </BusyButton>
      </DialogActions>
    </Box>
  );
}
