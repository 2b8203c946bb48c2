import type { TPersonCard } from '@kansli/domain/persons/person-card';
import GroupsIcon from '@mui/icons-material/Groups';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { GroupsDialog } from './groups-dialog.tsx';

/** 'Översikt': the groups come with the card (loaded with groups=1). */
export function OverviewButton({ person }: { person: TPersonCard }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" size="small" startIcon={<GroupsIcon />} onClick={() => setOpen(true)}>
        Översikt
      </Button>
      <GroupsDialog
        open={open}
        fullName={`${person.givenName} ${person.familyName}`}
        groups={person.extension.groups ?? []}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
