import { holdsFlag } from '@kansli/domain/access/authorization';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useAuthorization } from '@/lib/api/get-authorization.ts';
import { SmsCard } from './sms-card.tsx';
import { NO_SMS_PERMISSION } from './texts.ts';

// The communication screen, /communication: the SMS card, only with communication SMSSEND (spec 6).

export function CommunicationPage() {
  const authorization = useAuthorization();
  const maySend =
    authorization.data !== undefined && holdsFlag(authorization.data, 'communication', 'SMSSEND');
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Typography variant="h5" component="h1">
        Kommunikation
      </Typography>
      {maySend ? <SmsCard /> : <Typography color="text.secondary">{NO_SMS_PERMISSION}</Typography>}
    </Box>
  );
}
