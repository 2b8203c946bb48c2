import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { CardSection, EmptyLine } from '@/components/card-section.tsx';
import type { PersonCard } from '@/features/persons/api/get-person.ts';
import { PHONE_TYPE_LABELS } from './contact-labels.ts';
import { PhonesDialog } from './phones-dialog.tsx';

/** 'Telefon': the numbers with their type and system, and the edit dialog. */
export function PhonesSection({ person }: { person: PersonCard }) {
  const [open, setOpen] = useState(false);
  const { phones } = person.extension;
  return (
    <CardSection
      title="Telefon"
      action={
        <Button size="small" startIcon={<EditIcon />} onClick={() => setOpen(true)}>
          Redigera telefonnummer
        </Button>
      }
    >
      {phones.length === 0 ? (
        <EmptyLine>Inga telefonnummer</EmptyLine>
      ) : (
        <Box
          component="ul"
          aria-label="Telefonnummer"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}
        >
          {phones.map((phone) => (
            <li key={phone.id}>
              <Typography variant="body2">{phone.number}</Typography>
              <Typography variant="caption" color="text.secondary">
                {PHONE_TYPE_LABELS[phone.type]} · {phone.system}
              </Typography>
            </li>
          ))}
        </Box>
      )}
      <PhonesDialog open={open} onClose={() => setOpen(false)} personId={person.id} phones={phones} />
    </CardSection>
  );
}
