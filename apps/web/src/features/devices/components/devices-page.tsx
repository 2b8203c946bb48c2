import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useCallback } from 'react';
import { SearchField } from '@/components/search/search-field.tsx';
import { SearchLayout } from '@/components/search/search-layout.tsx';
import { useDeviceSearch } from '../api/search-devices.ts';
import { useDeviceRoute } from '../hooks/use-device-route.ts';
import { useSelectedDevice } from '../hooks/use-selected-device.ts';
import { DeviceDetail } from './device-detail.tsx';
import { DeviceResults } from './device-results.tsx';

// Spec part 2, 2 'Chromebook device search': /devices and /devices/{id}, the search in ?search=. The
// hits beside the chosen device's card on a wide screen, above it on a phone.

/** Spec 9: the device search waits this long after the last key (and the request 100 ms more). */
export const DEVICE_SEARCH_DEBOUNCE_MS = 500;
export const DEVICE_SEARCH_PLACEHOLDER = 'serienummer';

export function DevicesPage() {
  const { search, id, validId, change, pathOf } = useDeviceRoute();
  const results = useDeviceSearch(search);
  const selected = useSelectedDevice(id, validId, results.data);

  // Stable, so that a render while typing does not restart the wait for a pause.
  const onSearch = useCallback(
    (next: string, { keepShown }: { keepShown: boolean }) =>
      change({ search: next, ...(keepShown ? {} : { id: undefined }) }),
    [change],
  );

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Typography variant="h5" component="h1">
        Chromedatorer
      </Typography>
      <SearchLayout
        search={
          <>
            <SearchField
              search={search}
              onSearch={onSearch}
              shown={id}
              placeholder={DEVICE_SEARCH_PLACEHOLDER}
              label="Sök Chromebook"
              waitMs={DEVICE_SEARCH_DEBOUNCE_MS}
            />
            <DeviceResults results={results} selectedId={id} pathOf={(device) => pathOf(device.deviceId)} />
          </>
        }
      >
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
          <DeviceDetail selected={selected} />
        </Paper>
      </SearchLayout>
    </Box>
  );
}
