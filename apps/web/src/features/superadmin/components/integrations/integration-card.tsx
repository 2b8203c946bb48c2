import { integrationState, type TIntegrationStatus } from '@kansli/domain/integrations/status';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { BusyButton } from '@/components/busy-button.tsx';
import { FieldList } from '@/components/card-section.tsx';
import { useCheckIntegration } from '@/features/superadmin/api/check-integration.ts';
import { formatDateTime } from '@/lib/format-date-time.ts';

/** Where the server starts the connection to Visma; it comes back to Integrationer. */
export const VISMA_CONNECT_PATH = '/api/integrations/visma/connect';

const stateColors = {
  OK: 'success',
  Fel: 'error',
  'Ej kontrollerad': 'default',
  'Ej konfigurerad': 'default',
} as const;

/** One outside system: its state, when it last answered, its last error, and its test. */
export function IntegrationCard({ system }: { system: TIntegrationStatus }) {
  const headingId = useId();
  const check = useCheckIntegration(system.key);
  const state = integrationState(system);

  return (
    <Card component="li" variant="outlined" aria-labelledby={headingId} sx={{ minWidth: 0, display: 'grid' }}>
      <CardContent sx={{ display: 'grid', gap: 1, alignContent: 'start', minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography id={headingId} variant="h6" component="h2" sx={{ flex: 1, overflowWrap: 'anywhere' }}>
            {system.name}
          </Typography>
          <Chip label={state} color={stateColors[state]} size="small" />
        </Box>
        <FieldList
          fields={[
            { label: 'Senaste lyckade anrop', value: formatDateTime(system.last_success_at) },
            { label: 'Senast kontrollerad', value: formatDateTime(system.checked_at) },
          ]}
        />
        {system.ok === false && system.message && (
          <Typography variant="body2" color="error" sx={{ overflowWrap: 'anywhere' }}>
            Fel: {system.message}
          </Typography>
        )}
      </CardContent>
      <CardActions disableSpacing sx={{ flexWrap: 'wrap', gap: 1, alignSelf: 'end', px: 2, pb: 2 }}>
        <BusyButton
          variant="outlined"
          busy={check.isPending}
          disabled={!system.checkable}
          onClick={() => check.mutate()}
        >
          Testa anslutning
        </BusyButton>
        {system.key === 'visma' && (
          <Button variant="outlined" href={VISMA_CONNECT_PATH}>
            Anslut till Visma
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
