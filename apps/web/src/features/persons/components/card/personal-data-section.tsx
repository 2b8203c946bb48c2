import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { CardSection } from '@/components/card-section.tsx';
import type { PersonCard } from '@/features/persons/api/get-person.ts';

/** 'Personuppgifter': first name, last name and civic number, read-only (spec 2.4). */
export function PersonalDataSection({ person }: { person: PersonCard }) {
  const fields = [
    { label: 'Förnamn', value: person.givenName },
    { label: 'Efternamn', value: person.familyName },
    { label: 'Personnummer', value: person.civicNumber ?? '-' },
  ];
  return (
    <CardSection title="Personuppgifter">
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))' }}>
        {fields.map(({ label, value }) => (
          <TextField
            key={label}
            label={label}
            value={value}
            size="small"
            slotProps={{ input: { readOnly: true } }}
          />
        ))}
      </Box>
    </CardSection>
  );
}
