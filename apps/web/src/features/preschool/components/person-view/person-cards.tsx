import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type PersonRef, usePreschoolScreen } from '@/features/preschool/state/screen-context.ts';
import { fullName } from './view-data.ts';
import { EmptyText } from './view-layout.tsx';

export interface CardPerson {
  id: number;
  given_name: string;
  family_name: string;
  /** The lines under the name; empty ones are left out. */
  details: (string | undefined)[];
}

const grid = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: 1,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
} as const;

/** Person cards, each with a button that opens the person; the empty text when there are none. */
export function PersonCards({
  people,
  type,
  label,
  emptyText,
}: {
  people: CardPerson[];
  type: PersonRef['type'];
  /** The list's accessible name. */
  label: string;
  emptyText: string;
}) {
  if (people.length === 0) return <EmptyText>{emptyText}</EmptyText>;
  return (
    <Box component="ul" aria-label={label} sx={grid}>
      {people.map((person) => (
        <PersonCard key={person.id} person={person} type={type} />
      ))}
    </Box>
  );
}

function PersonCard({ person, type }: { person: CardPerson; type: PersonRef['type'] }) {
  const { openPerson } = usePreschoolScreen();
  const name = fullName(person);
  const open = `Öppna ${name}`;
  return (
    <Card
      component="li"
      variant="outlined"
      sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, p: 1.5 }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
        {person.details.filter(Boolean).map((detail) => (
          <Typography key={detail} variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {detail}
          </Typography>
        ))}
      </Box>
      <Tooltip title={open}>
        <IconButton
          aria-label={open}
          size="small"
          sx={{ mt: -0.5, mr: -0.5 }}
          onClick={() => openPerson({ id: person.id, type, search: name })}
        >
          <OpenInNewIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Card>
  );
}

/** Two card-sized placeholders, while the cards' data loads. */
export function PersonCardsSkeleton({ label }: { label: string }) {
  return (
    <Box role="status" aria-busy="true" aria-label={label} sx={grid}>
      <Skeleton variant="rounded" height={72} />
      <Skeleton variant="rounded" height={72} />
    </Box>
  );
}
