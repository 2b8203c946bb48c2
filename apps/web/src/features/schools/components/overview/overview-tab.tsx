import Box from '@mui/material/Box';
import { SpecialRolesCard } from './special-roles-card.tsx';
import { SystemLinksCard } from './system-links-card.tsx';

/** The tab 'Översikt': the unit's system links and its persons with special roles, side by side when wide. */
export function OverviewTab({ locationId }: { locationId: number }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        alignItems: 'start',
      }}
    >
      <SystemLinksCard locationId={locationId} />
      <SpecialRolesCard locationId={locationId} />
    </Box>
  );
}
