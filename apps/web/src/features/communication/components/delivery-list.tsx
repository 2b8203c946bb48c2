import { SMS_MESSAGE_STATUS_LABELS, type SmsMessageStatus } from '@kansli/domain/communication/sms-send';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { isSmsSendSettled, useSmsSend } from '@/features/communication/api/get-sms-send.ts';
import { DELIVERY_TITLE } from './texts.ts';

const CHIP_COLOR: Record<SmsMessageStatus, 'default' | 'info' | 'success' | 'error' | 'warning'> = {
  pending: 'default',
  sending: 'info',
  sent: 'info',
  delivered: 'success',
  failed: 'error',
  unknown: 'warning',
};

/** The send's numbers, each with its state as the gateway reports it, and a count of each state. */
export function DeliveryList({ sendId }: { sendId: number }) {
  const send = useSmsSend(sendId);
  if (!send.data) return send.isPending ? <LinearProgress aria-label={DELIVERY_TITLE} /> : null;
  const { counts, messages } = send.data;
  const shown = (Object.keys(counts) as SmsMessageStatus[]).filter((status) => counts[status] > 0);
  return (
    <Box component="section" aria-label={DELIVERY_TITLE} sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {DELIVERY_TITLE}
      </Typography>
      <Box aria-live="polite" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {shown.map((status) => (
          <Chip
            key={status}
            size="small"
            color={CHIP_COLOR[status]}
            label={`${SMS_MESSAGE_STATUS_LABELS[status]}: ${counts[status]}`}
          />
        ))}
      </Box>
      {!isSmsSendSettled(send.data) && <LinearProgress aria-label="Skickar" />}
      {/* Focusable, so a keyboard user can scroll a long list. */}
      <TableContainer tabIndex={0} sx={{ maxHeight: 320 }}>
        <Table size="small" stickyHeader aria-label={DELIVERY_TITLE}>
          <TableHead>
            <TableRow>
              <TableCell>Nummer</TableCell>
              <TableCell>Status</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {messages.map((message) => (
              <TableRow key={message.number}>
                <TableCell>{message.number}</TableCell>
                <TableCell>{SMS_MESSAGE_STATUS_LABELS[message.status]}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
