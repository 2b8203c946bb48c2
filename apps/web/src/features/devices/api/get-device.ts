import type { TChromeDevice } from '@kansli/domain/devices/chrome-devices';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client.ts';
import { deviceQueryKeys } from './query-keys.ts';

/** GET /api/integration/chromedevices/{id}: the device, or null when there is none by that id. */
export function getDevice(deviceId: string, signal?: AbortSignal): Promise<TChromeDevice | null> {
  return api
    .get<TChromeDevice>(`/api/integration/chromedevices/${encodeURIComponent(deviceId)}`, { signal })
    .catch((error: unknown) => {
      if (isApiError(error, 404)) return null;
      throw error;
    });
}

export function deviceQueryOptions(deviceId: string) {
  return queryOptions({
    queryKey: deviceQueryKeys.device(deviceId),
    queryFn: ({ signal }) => getDevice(deviceId, signal),
    meta: { silentStatuses: [401, 404] },
  });
}

/** The device, unless the list it was chosen from already holds it (`enabled` false). */
export function useDevice(deviceId: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...deviceQueryOptions(deviceId), enabled });
}
