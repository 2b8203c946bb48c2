import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PersonCard } from '@/features/persons/api/get-person.ts';
import { formatDateTime } from '../format.ts';
import { CardSection } from './card-section.tsx';

/** 'Synkronisering': when the person was created, last changed and published (spec 2.4). */
export function SyncSection({ person }: { person: PersonCard }) {
  const times = [
    { label: 'Skapad', value: person.createdAt },
    { label: 'Uppdaterad', value: person.updatedAt },
    { label: 'Publicerad', value: person.publishedAt },
  ];
  return (
    <CardSection title="Synkronisering">
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}
      >
        {times.map(({ label, value }) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {formatDateTime(value)}
            </Typography>
          </Box>
        ))}
      </Box>
    </CardSection>
  );
}
