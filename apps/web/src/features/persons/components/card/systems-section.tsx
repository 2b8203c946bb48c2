import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { CardSection, EmptyLine } from '@/components/card-section.tsx';
import type { PersonCard } from '@/features/persons/api/get-person.ts';

/** 'System': the ids the school systems know the person by, and the campus platform's page. */
export function SystemsSection({ person }: { person: PersonCard }) {
  const { systemIds, campusId, campusUrl } = person.extension;
  const none = systemIds.length === 0 && !campusUrl;
  return (
    <CardSection title="System">
      {none ? (
        <EmptyLine>Inga system</EmptyLine>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {systemIds.map(({ system, systemId }) => (
            <li key={`${system}:${systemId}`}>
              <Chip size="small" label={`${system}: ${systemId}`} />
            </li>
          ))}
          {campusUrl && (
            <li>
              <Chip
                size="small"
                color="primary"
                variant="outlined"
                clickable
                component="a"
                href={campusUrl}
                target="_blank"
                rel="noopener noreferrer"
                label={`campus: ${campusId ?? ''}`}
              />
            </li>
          )}
        </Box>
      )}
    </CardSection>
  );
}
