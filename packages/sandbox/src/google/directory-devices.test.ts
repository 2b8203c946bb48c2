import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../http-sandbox.ts';
import { DIRECTORY_USER_SCOPE } from './directory-api.ts';
import {
  type ChromeOsDevice,
  DIRECTORY_DEVICE_READONLY_SCOPE,
  DIRECTORY_DEVICE_SCOPE,
} from './directory-devices.ts';
import { startSheetsSandbox } from './server.ts';
import type { SheetsSandbox } from './sheets-sandbox.ts';
import { sandboxAccessToken } from './test-token.ts';
import { DELEGATED_SCOPES } from './token-endpoint.ts';

const CLIENT_EMAIL = 'kansli@kansli.iam.gserviceaccount.com';
const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });

const device = (n: number, changes: Partial<ChromeOsDevice> = {}): ChromeOsDevice => ({
  deviceId: `dev-${n}`,
  serialNumber: `5CD${1000 + n}ABC`,
  status: 'ACTIVE',
  model: 'HP Chromebook 14 G7',
  orgUnitPath: '/Elever',
  annotatedUser: `elev${n}@elev.kansli.test`,
  osVersion: '130.0.6723.1',
  macAddress: '0a1b2c3d4e5f',
  lastSync: '2026-11-20T08:00:00.000Z',
  bootMode: 'Verified',
  firmwareVersion: 'Google_Dedede.13606.1.0',
  systemRamTotal: '8589934592',
  autoUpdateExpiration: '1938124800000',
  recentUsers: [{ type: 'USER_TYPE_MANAGED', email: `elev${n}@elev.kansli.test` }],
  diskVolumeReports: [
    { volumeInfo: [{ volumeId: '/home/chronos', storageFree: '1000', storageTotal: '68719476736' }] },
  ],
  ...changes,
});

let running: RunningSandbox<SheetsSandbox>;
beforeAll(async () => {
  running = await startSheetsSandbox({
    clientEmail: CLIENT_EMAIL,
    publicKey: keys.publicKey,
    chromeDevices: Array.from({ length: 12 }, (_, i) => device(i + 1)),
    delegatedScopes: [...DELEGATED_SCOPES, DIRECTORY_DEVICE_READONLY_SCOPE],
  });
});
afterAll(() => running.close());

const token = (scope: string) =>
  sandboxAccessToken(running.url, { clientEmail: CLIENT_EMAIL, privateKey: keys.privateKey }, scope);

const BASE = '/admin/directory/v1/customer/my_customer/devices/chromeos';
const call = async (accessToken: string, path: string, body?: unknown) => {
  const response = await fetch(`${running.url}${BASE}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: response.status === 204 ? null : await response.json() };
};

describe('Chrome OS devices in the Google sandbox', () => {
  it('wants the device scope; the read-only one lists but does not deprovision', async () => {
    expect((await call(await token(DIRECTORY_USER_SCOPE), '')).status).toBe(403);
    const readOnly = await token(DIRECTORY_DEVICE_READONLY_SCOPE);
    expect((await call(readOnly, '')).status).toBe(200);
    const refused = await call(readOnly, '/dev-1/action', {
      action: 'deprovision',
      deprovisionReason: 'retiring_device',
    });
    expect(refused.status).toBe(403);
  });

  it('pages with maxResults up to 300 and a token, leaving the token out of the last page', async () => {
    const access = await token(DIRECTORY_DEVICE_SCOPE);
    const first = await call(access, '?maxResults=5&projection=FULL');
    expect(first.body.chromeosdevices).toHaveLength(5);
    expect(first.body.chromeosdevices[0]).toMatchObject({
      kind: 'admin#directory#chromeosdevice',
      systemRamTotal: '8589934592',
      autoUpdateExpiration: '1938124800000',
    });
    const seen = [...first.body.chromeosdevices];
    let pageToken: string | undefined = first.body.nextPageToken;
    while (pageToken) {
      const next = await call(access, `?maxResults=5&pageToken=${pageToken}`);
      seen.push(...next.body.chromeosdevices);
      pageToken = next.body.nextPageToken;
    }
    expect(seen.map((d) => d.deviceId)).toEqual(Array.from({ length: 12 }, (_, i) => `dev-${i + 1}`));
    expect((await call(access, '?maxResults=301')).status).toBe(400);
    expect((await call(access, '?pageToken=broken')).status).toBe(400);
  });

  it('finds by serial number prefix (id:), by user and by free words, and leaves out an empty list', async () => {
    const access = await token(DIRECTORY_DEVICE_SCOPE);
    const bySerial = await call(access, `?query=${encodeURIComponent('id:5CD1001')}`);
    // 5CD1001ABC and 5CD1010ABC… do not share the prefix; 5CD1001 matches only the first.
    expect(bySerial.body.chromeosdevices.map((d: ChromeOsDevice) => d.serialNumber)).toEqual(['5CD1001ABC']);
    const byUser = await call(access, `?query=${encodeURIComponent('user:elev12@')}`);
    expect(byUser.body.chromeosdevices.map((d: ChromeOsDevice) => d.deviceId)).toEqual(['dev-12']);
    const none = await call(access, `?query=${encodeURIComponent('id:NOPE')}`);
    expect(none).toEqual({ status: 200, body: { kind: 'admin#directory#chromeosdevices' } });
    expect((await call(access, '/dev-3')).body.serialNumber).toBe('5CD1003ABC');
    expect((await call(access, '/nope')).status).toBe(404);
  });

  it('deprovisions by the action (412 the second time) and by batchChangeStatus (per-device errors)', async () => {
    const access = await token(DIRECTORY_DEVICE_SCOPE);
    const body = { action: 'deprovision', deprovisionReason: 'retiring_device' };
    expect((await call(access, '/dev-4/action', { action: 'deprovision' })).status).toBe(400);
    expect((await call(access, '/dev-4/action', body)).status).toBe(204);
    expect(running.sandbox.chromeDevices.byId.get('dev-4')?.status).toBe('DEPROVISIONED');
    const again = await call(access, '/dev-4/action', body);
    expect(again.status).toBe(412);
    expect(again.body.error.errors[0].reason).toBe('conditionNotMet');

    const batch = await call(access, ':batchChangeStatus', {
      deviceIds: ['dev-5', 'dev-4', 'nope'],
      changeChromeOsDeviceStatusAction: 'CHANGE_CHROME_OS_DEVICE_STATUS_ACTION_DEPROVISION',
      deprovisionReason: 'DEPROVISION_REASON_RETIRING_DEVICE',
    });
    expect(batch.body.changeChromeOsDeviceStatusResults).toEqual([
      { deviceId: 'dev-5', response: {} },
      { deviceId: 'dev-4', error: { code: 9, message: 'Illegal device state transition.' } },
      { deviceId: 'nope', error: { code: 5, message: 'Device not found.' } },
    ]);
    expect(running.sandbox.chromeDevices.byId.get('dev-5')?.status).toBe('DEPROVISIONED');
    const page = await (await fetch(`${running.url}/sandbox/directory/devices`)).text();
    expect(page).toContain('5CD1005ABC');
    expect(page).toContain('DEPROVISIONED');
  });
});
