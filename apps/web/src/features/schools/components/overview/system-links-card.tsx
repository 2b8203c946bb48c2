import Box from '@mui/material/Box';
import type { UnitInfo } from '@/features/schools/api/get-unit-info.ts';
import { useUnitInfo } from '@/features/schools/api/get-unit-info.ts';
import { CardNote, CardSkeleton, UnitCard } from '../unit-card.tsx';

type SystemId = UnitInfo['extension']['system_ids'][number];

/** 'schoolsoft-enhet-201', or 's24-201 + nordljus' when the id has a segment. */
export function systemIdText({ systemId, systemSegment }: SystemId): string {
  return systemSegment ? `${systemId} + ${systemSegment}` : systemId;
}

/** 'Systemkopplingar': the ids the school systems know the unit by, a line per id. */
export function SystemLinksCard({ locationId }: { locationId: number }) {
  const info = useUnitInfo(locationId);
  return (
    <UnitCard title="Systemkopplingar">
      {info.isPending ? (
        <CardSkeleton label="Hämtar systemkopplingar" />
      ) : info.isError ? (
        <CardNote error>Systemkopplingarna kunde inte hämtas.</CardNote>
      ) : info.data.extension.system_ids.length === 0 ? (
        <CardNote>Inga IDn i databasen</CardNote>
      ) : (
        <Box component="ul" aria-label="Systemkopplingar" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
          {info.data.extension.system_ids.map((id) => (
            <Box
              component="li"
              key={`${id.system}:${id.systemId}:${id.systemSegment ?? ''}`}
              sx={{ overflowWrap: 'anywhere' }}
            >
              {`${id.system}: ${systemIdText(id)}`}
            </Box>
          ))}
        </Box>
      )}
    </UnitCard>
  );
}
