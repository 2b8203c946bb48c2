import type { TChromeDevice } from '@kansli/domain/devices/chrome-devices';
import { useDevice } from '../api/get-device.ts';

export type SelectedDevice =
  | { state: 'none' }
  | { state: 'loading' }
  | { state: 'found'; device: TChromeDevice }
  | { state: 'not-found' }
  | { state: 'failed'; retry(): void };

/** The device in the address: the one of the list it was chosen from, or else looked up by its id. */
export function useSelectedDevice(
  deviceId: string | undefined,
  validId: boolean,
  listed: readonly TChromeDevice[] | undefined,
): SelectedDevice {
  const fromList = validId ? listed?.find((device) => device.deviceId === deviceId) : undefined;
  const byId = useDevice(deviceId ?? '', { enabled: validId && fromList === undefined });
  if (deviceId === undefined) return { state: 'none' };
  if (!validId) return { state: 'not-found' };
  if (fromList) return { state: 'found', device: fromList };
  if (byId.data) return { state: 'found', device: byId.data };
  if (byId.data === null) return { state: 'not-found' };
  if (byId.isPending) return { state: 'loading' };
  return { state: 'failed', retry: () => void byId.refetch() };
}
