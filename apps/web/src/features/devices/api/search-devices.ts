import type { TChromeDevice } from '@kansli/domain/devices/chrome-devices';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { pause } from '@/lib/pause.ts';
import { deviceQueryKeys } from './query-keys.ts';

/** Spec 9: the device search request goes out this long after the search changed. */
export const DEVICE_SEARCH_REQUEST_DELAY_MS = 100;

/** GET /api/integration/chromedevices: the devices (at most 50) the search finds (spec part 2, 7). */
export function searchDevices(search: string, signal?: AbortSignal) {
  return api.get<TChromeDevice[]>('/api/integration/chromedevices', { query: { search }, signal });
}

export function deviceSearchQueryOptions(search: string) {
  return queryOptions({
    queryKey: deviceQueryKeys.search(search),
    queryFn: async ({ signal }) => {
      await pause(DEVICE_SEARCH_REQUEST_DELAY_MS, signal);
      return searchDevices(search, signal);
    },
    // Spec 8: a 401 on a list load is ignored silently (the session check shows the login).
    meta: { silentStatuses: [401] },
  });
}

export function useDeviceSearch(search: string) {
  return useQuery(deviceSearchQueryOptions(search));
}
