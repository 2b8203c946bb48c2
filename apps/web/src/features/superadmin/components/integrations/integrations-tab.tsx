import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { LoadFailed } from '@/components/load-failed.tsx';
import { useIntegrationStatus } from '@/features/superadmin/api/get-integration-status.ts';
import { useSuperadminRoute } from '@/features/superadmin/hooks/use-superadmin-route.ts';
import { IntegrationCard } from './integration-card.tsx';

export const VISMA_CONNECTION_FAILED_TEXT = 'Anslutningen till Visma misslyckades. Försök igen.';

const cardColumns = {
  xs: 'minmax(0, 1fr)',
  md: 'repeat(2, minmax(0, 1fr))',
  xl: 'repeat(3, minmax(0, 1fr))',
};

/**
 * 'Integrationer': each outside system's state as its last call or test left it, with a test of the
 * connection, and for Visma the way to connect Kansli to the organisation's company.
 */
export function IntegrationsTab() {
  const status = useIntegrationStatus();
  const { vismaConnectionFailed, change } = useSuperadminRoute();

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      {vismaConnectionFailed && (
        <Alert severity="error" onClose={() => change({}, { replace: true })}>
          {VISMA_CONNECTION_FAILED_TEXT}
        </Alert>
      )}
      {status.isPending ? (
        <Box
          role="status"
          aria-busy="true"
          aria-label="Hämtar integrationerna"
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: cardColumns }}
        >
          {[0, 1, 2, 3].map((card) => (
            <Skeleton key={card} variant="rounded" height={168} />
          ))}
        </Box>
      ) : status.isError ? (
        <LoadFailed message="Integrationerna kunde inte hämtas." onRetry={() => void status.refetch()} />
      ) : status.data.systems.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Inga integrationer.
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label="Integrationer"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: cardColumns }}
        >
          {status.data.systems.map((system) => (
            <IntegrationCard key={system.key} system={system} />
          ))}
        </Box>
      )}
    </Box>
  );
}
