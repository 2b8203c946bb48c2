import { z } from 'zod';

// A Chrome OS device as the Directory API answers it (projection FULL), read tolerantly: 64-bit
// numbers arrive as strings (or numbers), missing fields as null, and Google's whole answer is kept.

/** A Chrome OS device as Google answers it (projection FULL); 64-bit numbers stay strings. */
export interface ChromeDevice {
  deviceId: string;
  serialNumber: string;
  /** ACTIVE, DEPROVISIONED, DISABLED, INACTIVE, PRE_PROVISIONED, RETURN_ARRIVED… */
  status: string;
  model: string | null;
  orgUnitPath: string | null;
  annotatedUser: string | null;
  osVersion: string | null;
  macAddress: string | null;
  /** ISO 8601. */
  lastSync: string | null;
  bootMode: string | null;
  firmwareVersion: string | null;
  /** Bytes, as a string. */
  systemRamTotal: string | null;
  /** Milliseconds since 1970, as a string. */
  autoUpdateExpiration: string | null;
  recentUsers: { type: string; email: string | null }[];
  diskVolumeReports: { volumeInfo: { volumeId: string; storageFree: string; storageTotal: string }[] }[];
  /** Google's whole answer for the device, the fields above included. */
  raw: Record<string, unknown>;
}

export interface ChromeDevicePage {
  devices: ChromeDevice[];
  nextPageToken: string | undefined;
}

/** Google's most devices a page. */
export const MAX_DEVICE_PAGE = 300;

const text = z
  .string()
  .nullish()
  .transform((value) => (value === undefined || value === null || value === '' ? null : value));
/** A 64-bit number, which Google sends as a string; tolerated as a JSON number too. */
const bigNumber = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => (value === undefined || value === null || value === '' ? null : String(value)));

export const ZChromeDevice = z
  .object({
    deviceId: z.string().min(1),
    serialNumber: z.string().nullish(),
    status: z.string().nullish(),
    model: text,
    orgUnitPath: text,
    annotatedUser: text,
    osVersion: text,
    macAddress: text,
    lastSync: text,
    bootMode: text,
    firmwareVersion: text,
    systemRamTotal: bigNumber,
    autoUpdateExpiration: bigNumber,
    recentUsers: z.array(z.object({ type: z.string().nullish(), email: text }).passthrough()).nullish(),
    diskVolumeReports: z
      .array(
        z
          .object({
            volumeInfo: z
              .array(
                z.object({
                  volumeId: z.string().nullish(),
                  storageFree: bigNumber,
                  storageTotal: bigNumber,
                }),
              )
              .nullish(),
          })
          .passthrough(),
      )
      .nullish(),
  })
  .passthrough();

export const deviceOf = (raw: z.infer<typeof ZChromeDevice>): ChromeDevice => ({
  deviceId: raw.deviceId,
  serialNumber: raw.serialNumber ?? '',
  status: raw.status ?? 'UNKNOWN',
  model: raw.model,
  orgUnitPath: raw.orgUnitPath,
  annotatedUser: raw.annotatedUser,
  osVersion: raw.osVersion,
  macAddress: raw.macAddress,
  lastSync: raw.lastSync,
  bootMode: raw.bootMode,
  firmwareVersion: raw.firmwareVersion,
  systemRamTotal: raw.systemRamTotal,
  autoUpdateExpiration: raw.autoUpdateExpiration,
  recentUsers: (raw.recentUsers ?? []).map((user) => ({
    type: user.type ?? 'USER_TYPE_UNMANAGED',
    email: user.email,
  })),
  diskVolumeReports: (raw.diskVolumeReports ?? []).map((report) => ({
    volumeInfo: (report.volumeInfo ?? []).map((volume) => ({
      volumeId: volume.volumeId ?? '',
      storageFree: volume.storageFree ?? '0',
      storageTotal: volume.storageTotal ?? '0',
    })),
  })),
  raw,
});

export const ZChromeDevices = z.object({
  chromeosdevices: z.array(ZChromeDevice).optional(),
  nextPageToken: z.string().optional(),
});
