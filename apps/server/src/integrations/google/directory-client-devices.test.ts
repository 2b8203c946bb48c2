import type { ChromeOsDevice } from '@kansli/sandbox/google/directory-devices';
import type { SheetsSandbox } from '@kansli/sandbox/google/sheets-sandbox';
import type { RunningSandbox } from '@kansli/sandbox/http-sandbox';
import { afterEach, describe, expect, it } from 'vitest';
import { testDirectory } from '../../test/google.ts';
import { DIRECTORY_USER_SCOPE } from './directory-client.ts';
import { GoogleApiError } from './google-error.ts';

let running: RunningSandbox<SheetsSandbox> | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
});

const device = (n: number, changes: Partial<ChromeOsDevice> = {}): ChromeOsDevice => ({
  deviceId: `dev-${n}`,
  serialNumber: `5CD${String(n).padStart(4, '0')}XYZ`,
  status: 'ACTIVE',
  model: 'Lenovo 100e Chromebook Gen 4',
  orgUnitPath: '/Elever',
  annotatedUser: `elev${n}@elev.kansli.test`,
  osVersion: '130.0.6723.1',
  macAddress: '0a1b2c3d4e5f',
  lastSync: '2026-11-20T08:00:00.000Z',
  bootMode: 'Verified',
  firmwareVersion: 'Google_Nissa.15199.1.0',
  systemRamTotal: '4294967296',
  autoUpdateExpiration: '2001196800000',
  recentUsers: [
    { type: 'USER_TYPE_MANAGED', email: `elev${n}@elev.kansli.test` },
    { type: 'USER_TYPE_UNMANAGED' },
  ],
  diskVolumeReports: [
    {
      volumeInfo: [
        { volumeId: '/home/chronos', storageFree: '9223372036854775807', storageTotal: '34359738368' },
      ],
    },
  ],
  ...changes,
});

async function sandboxAndClient(options: Parameters<typeof testDirectory>[0] = {}) {
  const started = await testDirectory(options);
  running = started.running;
  return { directory: started.directory, sandbox: started.running.sandbox };
}

describe('the Directory client with Chrome OS devices in the Google sandbox', () => {
  it('reads every page, 64-bit numbers kept as Google sent them and the whole answer kept', async () => {
    const { directory } = await sandboxAndClient({
      devicePageSize: 2,
      chromeDevices: Array.from({ length: 5 }, (_, i) => device(i + 1)),
    });
    const pages = [];
    for await (const page of directory.chromeDevicePages()) pages.push(page);
    expect(pages.map((p) => p.length)).toEqual([2, 2, 1]);
    const first = pages[0]?.[0];
    expect(first).toMatchObject({
      deviceId: 'dev-1',
      serialNumber: '5CD0001XYZ',
      status: 'ACTIVE',
      annotatedUser: 'elev1@elev.kansli.test',
      systemRamTotal: '4294967296',
      autoUpdateExpiration: '2001196800000',
      recentUsers: [
        { type: 'USER_TYPE_MANAGED', email: 'elev1@elev.kansli.test' },
        { type: 'USER_TYPE_UNMANAGED', email: null },
      ],
      diskVolumeReports: [
        {
          volumeInfo: [
            { volumeId: '/home/chronos', storageFree: '9223372036854775807', storageTotal: '34359738368' },
          ],
        },
      ],
    });
    expect(first?.raw.kind).toBe('admin#directory#chromeosdevice');
    const one = await directory.listChromeDevices({ query: 'id:5CD0003' });
    expect(one.devices.map((d) => d.deviceId)).toEqual(['dev-3']);
    expect(one.nextPageToken).toBeUndefined();
  });

  it('finds a device by its exact serial number, not one that only starts with it', async () => {
    const { directory } = await sandboxAndClient({
      chromeDevices: [device(1, { serialNumber: '5CD1234ABCD' }), device(2, { serialNumber: '5CD1234ABC' })],
    });
    expect((await directory.findChromeDeviceBySerial('5cd1234abc'))?.deviceId).toBe('dev-2');
    expect(await directory.findChromeDeviceBySerial('5CD9999ZZZ')).toBeNull();
    // Words of Google's query language are not passed on.
    expect(await directory.findChromeDeviceBySerial('x user:elev1@elev.kansli.test')).toBeNull();
  });

  it('deprovisions once with batchChangeStatus; a second time, or one already deprovisioned, is done without a change', async () => {
    const { directory, sandbox } = await sandboxAndClient({
      chromeDevices: [device(1), device(2, { status: 'DEPROVISIONED' })],
    });
    expect(await directory.deprovisionChromeDevice('dev-1')).toEqual({ deprovisioned: true });
    const paths = sandbox.control.received().map((r) => `${r.method} ${r.path}`);
    expect(paths).toContain(
      'POST /admin/directory/v1/customer/my_customer/devices/chromeos:batchChangeStatus',
    );
    expect(paths.filter((path) => path.endsWith('/action'))).toEqual([]);
    expect(sandbox.chromeDevices.byId.get('dev-1')).toMatchObject({
      status: 'DEPROVISIONED',
      deprovisionReason: 'retiring_device',
    });
    expect(await directory.deprovisionChromeDevice('dev-1')).toEqual({ deprovisioned: false });
    expect(await directory.deprovisionChromeDevice('dev-2')).toEqual({ deprovisioned: false });
    const unknown = await directory.deprovisionChromeDevice('nope').catch((error: unknown) => error);
    expect(unknown).toBeInstanceOf(GoogleApiError);
    expect((unknown as GoogleApiError).status).toBe(404);
    expect(await directory.getChromeDevice('nope')).toBeNull();
  });

  it('is refused without the device scope', async () => {
    const { directory } = await sandboxAndClient({
      scopes: [DIRECTORY_USER_SCOPE],
      chromeDevices: [device(1)],
    });
    const refused = await directory.listChromeDevices().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(GoogleApiError);
    expect((refused as GoogleApiError).status).toBe(403);
  });
});
