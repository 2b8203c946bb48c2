import { useCallback } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';

// The device screen's state in its address: /devices/{deviceId}?search=… (spec part 2, 2), so back,
// forward and reload keep it. Google's device ids are letters, digits and dashes.

const DEVICE_ID = /^[A-Za-z0-9_-]{1,100}$/;

export type DeviceRoute = { search: string; id: string | undefined };

export function devicePathOf({ search, id }: DeviceRoute): string {
  const path = id === undefined ? '/devices' : `/devices/${encodeURIComponent(id)}`;
  return search === '' ? path : `${path}?${new URLSearchParams({ search })}`;
}

export function useDeviceRoute() {
  const { id: idParam } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const search = params.get('search') ?? '';
  const id = idParam;
  /** False for a path that names no device id at all. */
  const validId = id !== undefined && DEVICE_ID.test(id);

  const change = useCallback(
    (next: Partial<DeviceRoute>) => {
      void navigate(devicePathOf({ search, id, ...next }));
    },
    [navigate, search, id],
  );
  const pathOf = (deviceId: string) => devicePathOf({ search, id: deviceId });
  return { search, id, validId, change, pathOf };
}
