import type { TPersonCard } from '@kansli/domain/persons/person-card';
import AlternateEmailIcon from '@mui/icons-material/AlternateEmail';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { SetupEmailDialog } from './setup-email-dialog.tsx';

/** Spec 2.4: only employed staff without an account in Google get one made here. */
export function needsEmailAccount(person: TPersonCard): boolean {
  return person.extension.isJensenEmployed && !person.extension.googleId;
}

/**
 * 'Skapa e-postkonto'. The dialog outlives the button: once the account exists the refreshed card
 * hides the button, while the dialog still shows the initial password.
 */
export function SetupEmailButton({ person }: { person: TPersonCard }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      {needsEmailAccount(person) && (
        <Button
          variant="outlined"
          size="small"
          startIcon={<AlternateEmailIcon />}
          onClick={() => setOpen(true)}
        >
          Skapa e-postkonto
        </Button>
      )}
      <SetupEmailDialog personId={person.id} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
