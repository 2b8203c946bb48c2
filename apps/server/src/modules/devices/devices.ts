import {
  DEVICE_SEARCH_LIMIT,
  type TChromeDevice,
  type TChromeDeviceData,
  type TChromeDeviceSearchQuery,
} from '@kansli/domain/devices/chrome-devices';
import { DEVICE_NOT_FOUND_MESSAGE } from '@kansli/domain/http/messages';
import { requireFlag } from '../../auth/access.ts';
import type { RequestContext } from '../../context/request-context.ts';
import { notFound } from '../../http/errors.ts';
import { type ChromeDeviceRow, chromeDeviceById, searchChromeDevices } from './repository.ts';

// The Chromebook device search (spec part 2, 2 'Chromebook device search', 7 'GET chromedevices'):
// the menu flag CHROMEBOOKS, anywhere, reaches every device, since devices belong to no unit.

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
const bigNumber = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : null;
const list = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value)
    ? value.filter((v): v is Record<string, unknown> => typeof v === 'object' && v !== null)
    : [];

/** The part of Google's answer the card reads, in the shapes the spec names; the rest passes as it is. */
function dataOf(row: ChromeDeviceRow): TChromeDeviceData {
  const data = row.data;
  return {
    ...data,
    recentUsers: list(data.recentUsers).map((user) => ({
      type: text(user.type) ?? 'USER_TYPE_UNMANAGED',
      email: text(user.email),
    })),
    systemRamTotal: bigNumber(data.systemRamTotal),
    annotatedUser: row.annotatedUser,
    bootMode: text(data.bootMode),
    firmwareVersion: text(data.firmwareVersion),
    autoUpdateExpiration: bigNumber(data.autoUpdateExpiration),
    diskVolumeReports: list(data.diskVolumeReports).map((report) => ({
      volumeInfo: list(report.volumeInfo).map((volume) => ({
        volumeId: text(volume.volumeId) ?? '',
        storageFree: bigNumber(volume.storageFree) ?? '0',
        storageTotal: bigNumber(volume.storageTotal) ?? '0',
      })),
    })),
  };
}

export const chromeDeviceOf = (row: ChromeDeviceRow): TChromeDevice => ({
  deviceId: row.deviceId,
  serialNumber: row.serialNumber,
  model: row.model,
  status: row.status,
  orgPath: row.orgUnitPath,
  mac: row.macAddress,
  osVersion: row.osVersion,
  lastSync: row.lastSync?.toISOString() ?? null,
  extension: { data: dataOf(row) },
});

export async function searchDevices(
  ctx: RequestContext,
  query: TChromeDeviceSearchQuery,
): Promise<TChromeDevice[]> {
  await requireFlag(ctx, 'adminMenu', 'CHROMEBOOKS');
  const words = query.search.split(/\s+/).filter(Boolean).slice(0, 5);
  const rows = await searchChromeDevices(ctx.db, words, DEVICE_SEARCH_LIMIT);
  return rows.map(chromeDeviceOf);
}

export async function chromeDevice(ctx: RequestContext, deviceId: string): Promise<TChromeDevice> {
  await requireFlag(ctx, 'adminMenu', 'CHROMEBOOKS');
  const row = await chromeDeviceById(ctx.db, deviceId);
  if (!row) throw notFound(DEVICE_NOT_FOUND_MESSAGE);
  return chromeDeviceOf(row);
}
