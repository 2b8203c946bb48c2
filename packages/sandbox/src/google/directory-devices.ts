import type { IncomingMessage, ServerResponse } from 'node:http';
import { BodyError, readJsonObject, sendJson } from '../http-sandbox.ts';
import { sendDirectoryError } from './directory-api.ts';

// The Chrome OS devices of Google's Directory API (chromeosdevices) that Kansli uses: list with
// projection FULL, maxResults (default 100, at most 300), pageToken, orgUnitPath and a query
// (`id:` serial number prefix, `user:`, `status:`, or free words); get; the older per-device action
// (deprovision needs a deprovisionReason) and the newer batchChangeStatus. 64-bit numbers are strings,
// as Google sends them.

export const DIRECTORY_DEVICE_SCOPE = 'https://www.googleapis.com/auth/admin.directory.device.chromeos';
export const DIRECTORY_DEVICE_READONLY_SCOPE =
  'https://www.googleapis.com/auth/admin.directory.device.chromeos.readonly';

export interface ChromeOsDevice {
  deviceId: string;
  serialNumber: string;
  status: string;
  model: string;
  orgUnitPath: string;
  annotatedUser?: string;
  annotatedAssetId?: string;
  osVersion: string;
  platformVersion?: string;
  macAddress: string;
  /** ISO 8601. */
  lastSync: string;
  lastEnrollmentTime?: string;
  bootMode: string;
  firmwareVersion: string;
  /** Bytes, a string. */
  systemRamTotal: string;
  /** Milliseconds since 1970, a string. */
  autoUpdateExpiration: string;
  recentUsers: { type: string; email?: string }[];
  diskVolumeReports: { volumeInfo: { volumeId: string; storageFree: string; storageTotal: string }[] }[];
  deprovisionReason?: string;
  lastDeprovisionTimestamp?: string;
}

/** The devices in the order Google lists them, and by id. */
export interface ChromeOsDevices {
  list: ChromeOsDevice[];
  byId: Map<string, ChromeOsDevice>;
}

export const chromeOsDevicesOf = (devices: readonly ChromeOsDevice[]): ChromeOsDevices => {
  const list = devices.map((d) => structuredClone(d));
  return { list, byId: new Map(list.map((d) => [d.deviceId, d])) };
};

const DEFAULT_PAGE = 100;
const MAX_PAGE = 300;
const MAX_BATCH = 50;
const MAX_BODY_BYTES = 64 * 1024;
const DEPROVISIONED = 'DEPROVISIONED';
const DEPROVISION_REASONS = [
  'same_model_replacement',
  'different_model_replacement',
  'retiring_device',
  'upgrade_transfer',
];
const BATCH_REASONS: Record<string, string> = {
  DEPROVISION_REASON_SAME_MODEL_REPLACEMENT: 'same_model_replacement',
  DEPROVISION_REASON_DIFFERENT_MODEL_REPLACEMENT: 'different_model_replacement',
  DEPROVISION_REASON_RETIRING_DEVICE: 'retiring_device',
  DEPROVISION_REASON_UPGRADE_TRANSFER: 'upgrade_transfer',
};

const resource = (device: ChromeOsDevice) => ({
  kind: 'admin#directory#chromeosdevice',
  etag: `"${device.deviceId}/${device.status}"`,
  ...device,
});

/** Whether the device answers one term of Google's device query. */
function matches(device: ChromeOsDevice, term: string): boolean {
  const [key, value] = term.includes(':')
    ? [term.slice(0, term.indexOf(':')), term.slice(term.indexOf(':') + 1)]
    : ['', term];
  const lower = value.toLowerCase();
  const users = [device.annotatedUser, ...device.recentUsers.map((u) => u.email)].filter(
    (e): e is string => e !== undefined,
  );
  switch (key.toLowerCase()) {
    case 'id':
      return device.serialNumber.toLowerCase().startsWith(lower);
    case 'user':
      return users.some((e) => e.toLowerCase().startsWith(lower));
    case 'status':
      return device.status.toLowerCase() === lower;
    case 'asset_id':
      return (device.annotatedAssetId ?? '').toLowerCase().startsWith(lower);
    default: {
      const haystack = [device.serialNumber, device.model, device.annotatedAssetId ?? '', ...users]
        .join(' ')
        .toLowerCase();
      return haystack.includes(term.toLowerCase());
    }
  }
}

const pageTokenOf = (offset: number) => Buffer.from(`o${offset}`, 'utf8').toString('base64url');
const offsetOf = (token: string) => {
  const match = /^o(\d{1,9})$/.exec(Buffer.from(token, 'base64url').toString('utf8'));
  return match ? Number(match[1]) : undefined;
};

function deprovision(device: ChromeOsDevice, reason: string, now: Date) {
  device.status = DEPROVISIONED;
  device.deprovisionReason = reason;
  device.lastDeprovisionTimestamp = now.toISOString();
}

/** Handles a request below /customer/{customer}/devices/chromeos; `path` is what follows it. */
export async function chromeOsDevicesApi(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  search: URLSearchParams,
  devices: ChromeOsDevices,
): Promise<void> {
  const method = req.method ?? 'GET';
  if (method === 'GET' && path === '') {
    req.resume();
    const maxResults = search.has('maxResults') ? Number(search.get('maxResults')) : DEFAULT_PAGE;
    if (!Number.isInteger(maxResults) || maxResults < 1 || maxResults > MAX_PAGE) {
      return sendDirectoryError(res, 400, 'Invalid value for: maxResults');
    }
    const token = search.get('pageToken');
    const offset = token ? offsetOf(token) : 0;
    if (offset === undefined) return sendDirectoryError(res, 400, 'Invalid value for: pageToken');
    const terms = (search.get('query') ?? '').split(/\s+/).filter((t) => t !== '');
    const orgUnitPath = search.get('orgUnitPath');
    const found = devices.list.filter(
      (d) =>
        terms.every((t) => matches(d, t)) &&
        (orgUnitPath === null ||
          d.orgUnitPath === orgUnitPath ||
          d.orgUnitPath.startsWith(`${orgUnitPath}/`)),
    );
    const page = found.slice(offset, offset + maxResults);
    return sendJson(res, 200, {
      kind: 'admin#directory#chromeosdevices',
      // Google leaves out an empty list and the last page's token.
      ...(page.length > 0 ? { chromeosdevices: page.map(resource) } : {}),
      ...(offset + page.length < found.length ? { nextPageToken: pageTokenOf(offset + page.length) } : {}),
    });
  }
  if (method === 'POST' && path === ':batchChangeStatus') {
    const body = await bodyOf(req, res);
    if (!body) return;
    const ids = body.deviceIds;
    if (
      !Array.isArray(ids) ||
      ids.length === 0 ||
      ids.length > MAX_BATCH ||
      ids.some((i) => typeof i !== 'string')
    ) {
      return sendDirectoryError(res, 400, 'Invalid Input: deviceIds');
    }
    if (body.changeChromeOsDeviceStatusAction !== 'CHANGE_CHROME_OS_DEVICE_STATUS_ACTION_DEPROVISION') {
      return sendDirectoryError(res, 400, 'Invalid Input: changeChromeOsDeviceStatusAction');
    }
    const reason = BATCH_REASONS[String(body.deprovisionReason)];
    if (!reason) return sendDirectoryError(res, 400, 'Invalid Input: deprovisionReason');
    const now = new Date();
    return sendJson(res, 200, {
      changeChromeOsDeviceStatusResults: (ids as string[]).map((deviceId) => {
        const device = devices.byId.get(deviceId);
        // gRPC codes, as Google answers them per device: 5 NOT_FOUND, 9 FAILED_PRECONDITION.
        if (!device) return { deviceId, error: { code: 5, message: 'Device not found.' } };
        if (device.status === DEPROVISIONED) {
          return { deviceId, error: { code: 9, message: 'Illegal device state transition.' } };
        }
        deprovision(device, reason, now);
        return { deviceId, response: {} };
      }),
    });
  }
  const match = /^\/([^/]+)(\/action)?$/.exec(path);
  const device = match?.[1] === undefined ? undefined : devices.byId.get(safeDecode(match[1]) ?? '');
  if (!match || !device) {
    req.resume();
    return sendDirectoryError(res, 404, 'Resource Not Found: resourceId');
  }
  if (method === 'GET' && match[2] === undefined) {
    req.resume();
    return sendJson(res, 200, resource(device));
  }
  if (method === 'POST' && match[2] !== undefined) {
    const body = await bodyOf(req, res);
    if (!body) return;
    if (body.action !== 'deprovision') return sendDirectoryError(res, 400, 'Invalid Input: action');
    if (typeof body.deprovisionReason !== 'string' || !DEPROVISION_REASONS.includes(body.deprovisionReason)) {
      return sendDirectoryError(res, 400, 'Invalid Input: deprovisionReason');
    }
    if (device.status === DEPROVISIONED) {
      return sendDirectoryError(res, 412, 'Illegal device state transition.');
    }
    deprovision(device, body.deprovisionReason, new Date());
    res.writeHead(204).end();
    return;
  }
  req.resume();
  sendDirectoryError(res, 404, 'Resource Not Found');
}

async function bodyOf(req: IncomingMessage, res: ServerResponse) {
  try {
    return await readJsonObject(req, MAX_BODY_BYTES);
  } catch (error) {
    if (!(error instanceof BodyError)) throw error;
    sendDirectoryError(res, 400, 'Invalid JSON payload received.');
    return undefined;
  }
}

function safeDecode(segment: string) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
