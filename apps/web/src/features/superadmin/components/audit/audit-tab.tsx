import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { AuditEventList } from '@/components/audit-events/audit-event-list.tsx';
import { useAuditLog } from '@/features/superadmin/api/get-audit-log.ts';
import { useSuperadminRoute } from '@/features/superadmin/hooks/use-superadmin-route.ts';
import { auditQueryOf, isBackwards } from '@/features/superadmin/utils/audit-filter.ts';
import { AuditFilters } from './audit-filters.tsx';

/**
 * 'Logg' (issue 17): every write and every request made while ghosting, newest first, 50 at a time,
 * narrowed by the filters the address holds.
 */
export function AuditTab() {
  const { audit, change } = useSuperadminRoute();
  const backwards = isBackwards(audit);
  const query = useMemo(() => auditQueryOf(audit), [audit]);
  const pages = useAuditLog(query, !backwards);

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <AuditFilters filter={audit} onChange={(next) => change({ audit: next })} />
      {backwards ? (
        <Typography variant="body2" color="text.secondary">
          Ändra tidsintervallet för att se loggen.
        </Typography>
      ) : (
        <AuditEventList
          pages={pages}
          label="Logg"
          loadingLabel="Hämtar loggen"
          emptyText="Inga poster i loggen matchar filtret."
          failedText="Loggen kunde inte hämtas."
        />
      )}
    </Box>
  );
}
