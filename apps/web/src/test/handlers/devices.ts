import type { TChromeDevice } from '@kansli/domain/devices/chrome-devices';
import { DEVICE_NOT_FOUND_MESSAGE } from '@kansli/domain/http/messages';
import { HttpResponse, http } from 'msw';
import { apiError } from '../server.ts';

// The device screen's API for component tests (spec part 2, 7 'GET chromedevices?search'): a pupil's
// active Chromebook with two volumes and two recent users (one unmanaged), a deprovisioned spare, and
// a teacher's device; the search matches serial number, annotated user or model as the server does.

export const pupilDevice: TChromeDevice = {
  deviceId: 'a1b2c3d4-0001',
  serialNumber: '5CD1234ABC',
  model: 'Lenovo 100e Chromebook Gen 4',
  status: 'ACTIVE',
  orgPath: '/Elever',
  mac: '0a1b2c3d4e5f',
  osVersion: '130.0.6723.116',
  lastSync: '2026-03-10T07:45:00.000Z',
  extension: {
    data: {
      annotatedUser: 'elsa.lind@elev.kansli.test',
      recentUsers: [
        { type: 'USER_TYPE_MANAGED', email: 'elsa.lind@elev.kansli.test' },
        { type: 'USER_TYPE_MANAGED', email: 'larare@kansli.test' },
        { type: 'USER_TYPE_UNMANAGED', email: null },
      ],
      systemRamTotal: '4294967296',
      bootMode: 'Verified',
      firmwareVersion: 'Google_Nissa.15199.201.0',
      // 2033-06-01T00:00:00Z
      autoUpdateExpiration: '2001196800000',
      diskVolumeReports: [
        {
          volumeInfo: [
            { volumeId: '/home/chronos', storageFree: '8589934592', storageTotal: '34359738368' },
            { volumeId: '/media/removable', storageFree: '0', storageTotal: '0' },
          ],
        },
      ],
    },
  },
};

export const spareDevice: TChromeDevice = {
  deviceId: 'a1b2c3d4-0002',
  serialNumber: '5CD9876XYZ',
  model: 'HP Chromebook 14 G7',
  status: 'DEPROVISIONED',
  orgPath: '/Reserv',
  mac: null,
  osVersion: null,
  lastSync: null,
  extension: {
    data: {
      annotatedUser: null,
      recentUsers: [],
      systemRamTotal: null,
      bootMode: null,
      firmwareVersion: null,
      autoUpdateExpiration: null,
      diskVolumeReports: [],
    },
  },
};

export const teacherDevice: TChromeDevice = {
  ...pupilDevice,
  deviceId: 'a1b2c3d4-0003',
  serialNumber: '5CD1299QRS',
  model: 'Acer Chromebook Spin 311',
  orgPath: '/Personal',
  extension: {
    data: { ...pupilDevice.extension.data, annotatedUser: 'larare@kansli.test', recentUsers: [] },
  },
};

export const demoDevices = [pupilDevice, spareDevice, teacherDevice];

const matches = (device: TChromeDevice, search: string) => {
  const haystack = [device.serialNumber, device.extension.data.annotatedUser ?? '', device.model]
    .join(' ')
    .toLowerCase();
  return search
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
};

export function devicesHandlers(devices: readonly TChromeDevice[] = demoDevices) {
  return [
    http.get('/api/integration/chromedevices', ({ request }) => {
      const search = new URL(request.url).searchParams.get('search') ?? '';
      return HttpResponse.json(devices.filter((d) => matches(d, search)).slice(0, 50));
    }),
    http.get('/api/integration/chromedevices/:id', ({ params }) => {
      const device = devices.find((d) => d.deviceId === params.id);
      return device ? HttpResponse.json(device) : apiError(404, DEVICE_NOT_FOUND_MESSAGE);
    }),
  ];
}
