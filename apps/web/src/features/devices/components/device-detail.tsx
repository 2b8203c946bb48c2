import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { LoadFailed } from '@/components/load-failed.tsx';
import type { SelectedDevice } from '../hooks/use-selected-device.ts';
import { DeviceCard } from './device-card.tsx';

export const NO_DEVICE_TEXT = 'Ingen Chromebook är vald.';
export const DEVICE_NOT_FOUND_TEXT = 'Chromebooken finns inte.';

/** The card of the device in the address, or what stands in for it. */
export function DeviceDetail({ selected }: { selected: SelectedDevice }) {
  switch (selected.state) {
    case 'none':
      return <Typography color="text.secondary">{NO_DEVICE_TEXT}</Typography>;
    case 'loading':
      return (
        <Box role="status" aria-busy="true" aria-label="Hämtar Chromebooken" sx={{ display: 'grid', gap: 2 }}>
          <Skeleton variant="text" width="50%" height={40} />
          <Skeleton variant="text" width="30%" />
          <Skeleton variant="rounded" height={160} />
        </Box>
      );
    case 'not-found':
      return <Typography color="text.secondary">{DEVICE_NOT_FOUND_TEXT}</Typography>;
    case 'failed':
      return <LoadFailed message="Chromebooken kunde inte hämtas." onRetry={selected.retry} />;
    case 'found':
      return <DeviceCard device={selected.device} />;
  }
}
