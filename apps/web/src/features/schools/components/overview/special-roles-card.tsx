import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type SpecialRolePerson, useSpecialRoles } from '@/features/schools/api/get-special-roles.ts';
import { CardNote, CardSkeleton, UnitCard } from '../unit-card.tsx';

const swedish = new Intl.Collator('sv');

/** The persons by role name, the roles in alphabetical order, the persons in the server's order. */
export function byRole(persons: readonly SpecialRolePerson[]): [string, SpecialRolePerson[]][] {
  const groups = Map.groupBy(persons, (person) => person.name);
  return [...groups].sort(([a], [b]) => swedish.compare(a, b));
}

/** 'Specialroller': who holds a role at the unit beyond pupils, guardians and teachers, by role. */
export function SpecialRolesCard({ locationId }: { locationId: number }) {
  const persons = useSpecialRoles(locationId);
  return (
    <UnitCard title="Specialroller">
      {persons.isPending ? (
        <CardSkeleton label="Hämtar specialroller" />
      ) : persons.isError ? (
        <CardNote error>Specialrollerna kunde inte hämtas.</CardNote>
      ) : persons.data.length === 0 ? (
        <CardNote>Inga personer med specialroller finns på enheten</CardNote>
      ) : (
        byRole(persons.data).map(([role, holders]) => (
          <RoleHolders key={role} role={role} holders={holders} />
        ))
      )}
    </UnitCard>
  );
}

function RoleHolders({ role, holders }: { role: string; holders: SpecialRolePerson[] }) {
  return (
    <Box component="section" aria-label={role} sx={{ minWidth: 0 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {role}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {holders.map((person, index) => (
          // A person may hold the role twice (two rows of the database); names are not unique.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is read-only and never reordered
          <Box component="li" key={index} sx={{ minHeight: 34, display: 'list-item' }}>
            {`${person.givenName} ${person.familyName}`}
            {person.description.trim() !== '' && (
              <Tooltip title={person.description}>
                <IconButton size="small" sx={{ ml: 0.5 }}>
                  <InfoOutlinedIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
