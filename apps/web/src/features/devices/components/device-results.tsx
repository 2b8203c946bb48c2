import type { TChromeDevice } from '@kansli/domain/devices/chrome-devices';
import Box from '@mui/material/Box';
import ListItemButton from '@mui/material/ListItemButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';

// Spec part 2, 2 and 9: the devices found as cards (model, serial number); 8 placeholders meanwhile.

export const EMPTY_DEVICES_TEXT = 'Inga Chromebooks hittades';
const PLACEHOLDERS = 8;
const ITEM_HEIGHT = 64;

type DeviceResultsProps = {
  results: UseQueryResult<TChromeDevice[]>;
  selectedId: string | undefined;
  pathOf(device: TChromeDevice): string;
};

export function DeviceResults({ results, selectedId, pathOf }: DeviceResultsProps) {
  const devices = results.data;
  if (!devices) {
    if (results.isError) {
      return (
        <Typography color="error" sx={{ py: 2 }}>
          Sökningen misslyckades.
        </Typography>
      );
    }
    return (
      <Box aria-busy="true" aria-label="Hämtar Chromebooks" role="status" sx={{ display: 'grid', gap: 1 }}>
        {Array.from({ length: PLACEHOLDERS }, (_, index) => (
          <Box
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
            key={index}
            data-testid="device-skeleton"
            sx={{ px: 2, height: ITEM_HEIGHT, border: 1, borderColor: 'divider', borderRadius: 1 }}
          >
            <Skeleton variant="text" width="60%" sx={{ mt: 1 }} />
            <Skeleton variant="text" width="40%" />
          </Box>
        ))}
      </Box>
    );
  }
  if (devices.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        {EMPTY_DEVICES_TEXT}
      </Typography>
    );
  }
  return (
    <Box
      component="ul"
      aria-label="Sökresultat"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
    >
      {devices.map((device) => {
        const selected = device.deviceId === selectedId;
        return (
          <li key={device.deviceId}>
            <ListItemButton
              component={Link}
              to={pathOf(device)}
              selected={selected}
              aria-current={selected ? 'page' : undefined}
              sx={{
                minHeight: ITEM_HEIGHT,
                border: 1,
                borderColor: selected ? 'primary.main' : 'divider',
                borderRadius: 1,
                '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
              }}
            >
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {device.model || '-'}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {device.serialNumber}
                </Typography>
              </Box>
            </ListItemButton>
          </li>
        );
      })}
    </Box>
  );
}
