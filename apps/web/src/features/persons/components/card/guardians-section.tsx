import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { CardSection, EmptyLine } from '@/components/card-section.tsx';
import { useGuardiansPupils } from '@/features/persons/api/get-guardians-pupils.ts';
import type { PersonCard } from '@/features/persons/api/get-person.ts';
import { GuardiansDialog } from './guardians-dialog.tsx';
import { LinkedPersonList } from './linked-persons.tsx';

/** 'Vårdnadshavare': a pupil's guardians with their edit dialog, and a guardian's pupils (spec 2.4). */
export function GuardiansSection({ person }: { person: PersonCard }) {
  const [open, setOpen] = useState(false);
  const pupils = useGuardiansPupils(person.id).data ?? [];
  return (
    <CardSection
      title="Vårdnadshavare"
      action={
        <Button size="small" startIcon={<EditIcon />} onClick={() => setOpen(true)}>
          Redigera vårdnadshavare
        </Button>
      }
    >
      {person.guardians.length === 0 ? (
        <EmptyLine>Inga vårdnadshavare</EmptyLine>
      ) : (
        <LinkedPersonList persons={person.guardians} label="Vårdnadshavare" />
      )}
      {pupils.length > 0 && (
        <Box sx={{ display: 'grid', gap: 0.5, mt: 1 }}>
          <Typography variant="body2" component="h4" sx={{ fontWeight: 600 }}>
            Vårdnadshavare till
          </Typography>
          <LinkedPersonList persons={pupils} label="Vårdnadshavare till" />
        </Box>
      )}
      <GuardiansDialog
        open={open}
        onClose={() => setOpen(false)}
        personId={person.id}
        guardians={person.guardians}
      />
    </CardSection>
  );
}
