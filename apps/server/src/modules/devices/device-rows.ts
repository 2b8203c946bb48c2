import { deviceUserOrder } from '@kansli/domain/devices/chrome-devices';

// How a device of Google's answer is stored: the fields searched and shown in lists get columns, the
// rest of the answer stays in `data` as Google sent it. The import and the demo seed both store
// devices this way, so the seed holds what the first import would have written.

/** What of Google's answer the columns need; the Directory client's ChromeDevice has it. */
export interface GoogleDeviceAnswer {
  deviceId: string;
  serialNumber: string;
  status: string;
  model: string | null;
  orgUnitPath: string | null;
  annotatedUser: string | null;
  macAddress: string | null;
  osVersion: string | null;
  lastSync: string | null;
  recentUsers: readonly { email?: string | null }[];
  /** Google's whole answer for the device. */
  raw: Record<string, unknown>;
}

/** Google's fields that have their own column, and its bookkeeping; the rest goes to `data`. */
const COLUMN_FIELDS = new Set([
  'kind',
  'etag',
  'deviceId',
  'serialNumber',
  'status',
  'model',
  'orgUnitPath',
  'annotatedUser',
  'macAddress',
  'osVersion',
  'lastSync',
]);

const timestampOf = (value: string | null) => {
  if (value === null) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at;
};

export function chromeDeviceRow(device: GoogleDeviceAnswer) {
  return {
    deviceId: device.deviceId,
    serialNumber: device.serialNumber,
    model: device.model ?? '',
    status: device.status,
    orgUnitPath: device.orgUnitPath,
    macAddress: device.macAddress,
    osVersion: device.osVersion,
    lastSync: timestampOf(device.lastSync),
    annotatedUser: device.annotatedUser?.toLowerCase() ?? null,
    data: Object.fromEntries(Object.entries(device.raw).filter(([key]) => !COLUMN_FIELDS.has(key))),
  };
}

/** The persons the device links to by address: the annotated user first, then the recent users. */
export const deviceUsersOf = (device: GoogleDeviceAnswer) =>
  deviceUserOrder(device.annotatedUser, device.recentUsers);
