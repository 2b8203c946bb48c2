import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { LinkedPerson } from '@/features/persons/api/get-guardians-pupils.ts';
import { usePersonRoute } from '@/features/persons/hooks/use-person-route.ts';

export function linkedNameOf(person: LinkedPerson): string {
  return `${person.given_name} ${person.family_name}`;
}

/** Guardians or pupils, each a link to their own card within the same search. */
export function LinkedPersonList({ persons, label }: { persons: readonly LinkedPerson[]; label: string }) {
  const { pathOf } = usePersonRoute();
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
      {persons.map((person) => (
        <li key={person.id}>
          <Typography variant="body2">
            <Link component={RouterLink} to={pathOf(person.id)}>
              {linkedNameOf(person)}
            </Link>
            {person.civic_number && (
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {' '}
                · {person.civic_number}
              </Box>
            )}
          </Typography>
        </li>
      ))}
    </Box>
  );
}
