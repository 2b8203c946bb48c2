import { z } from 'zod';

// The Chromebook device search (spec part 2, 2 'Chromebook device search', 3 'Chrome device',
// 7 'GET chromedevices?search').

/** The most devices one search answers: the screen lists them without paging. */
export const DEVICE_SEARCH_LIMIT = 50;

/** GET /api/integration/chromedevices: serial number, user e-mail or model; empty lists the most recently synced. */
export const ZChromeDeviceSearchQuery = z.object({
  search: z.string().trim().max(100).optional().default(''),
});
export type TChromeDeviceSearchQuery = z.infer<typeof ZChromeDeviceSearchQuery>;

/** Google's device id: letters, digits and dashes. */
export const ZChromeDeviceParams = z.object({
  id: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/, 'id must be a device id'),
});

const ZVolume = z.object({
  volumeId: z.string(),
  /** Bytes, a string as Google sends 64-bit numbers. */
  storageFree: z.string(),
  storageTotal: z.string(),
});

/** The part of Google's answer the detail card shows, as Google names it. */
export const ZChromeDeviceData = z
  .object({
    recentUsers: z.array(z.object({ type: z.string(), email: z.string().nullable().optional() })),
    /** Bytes, a string. */
    systemRamTotal: z.string().nullable(),
    annotatedUser: z.string().nullable(),
    bootMode: z.string().nullable(),
    firmwareVersion: z.string().nullable(),
    /** Milliseconds since 1970, a string. */
    autoUpdateExpiration: z.string().nullable(),
    diskVolumeReports: z.array(z.object({ volumeInfo: z.array(ZVolume) })),
  })
  .passthrough();
export type TChromeDeviceData = z.infer<typeof ZChromeDeviceData>;

export const ZChromeDevice = z.object({
  deviceId: z.string(),
  serialNumber: z.string(),
  model: z.string(),
  /** Google's status: ACTIVE, DEPROVISIONED, DISABLED…; MISSING when Google no longer lists it. */
  status: z.string(),
  orgPath: z.string().nullable(),
  mac: z.string().nullable(),
  osVersion: z.string().nullable(),
  /** ISO 8601. */
  lastSync: z.string().nullable(),
  extension: z.object({ data: ZChromeDeviceData }),
});
export type TChromeDevice = z.infer<typeof ZChromeDevice>;

export const ZChromeDeviceList = z.array(ZChromeDevice);

/** The status the import gives a device Google no longer lists; it is kept, not deleted. */
export const MISSING_DEVICE_STATUS = 'MISSING';

/** Google Admin's page of the device. */
export const googleAdminDeviceUrl = (deviceId: string) =>
  `https://admin.google.com/ac/chrome/devices/${encodeURIComponent(deviceId)}`;

/**
 * The persons a device links to by address, each with their place on it: the annotated user first (1),
 * then the recent users in Google's order (2, 3…); each address once, in lower case.
 */
export function deviceUserOrder(
  annotatedUser: string | null | undefined,
  recentUsers: readonly { email?: string | null }[],
): { email: string; userRank: number }[] {
  const users: { email: string; userRank: number }[] = [];
  const add = (email: string | null | undefined, userRank: number) => {
    const address = email?.trim().toLowerCase();
    if (address && !users.some((u) => u.email === address)) users.push({ email: address, userRank });
  };
  add(annotatedUser, 1);
  for (const [index, user] of recentUsers.entries()) add(user.email, index + 2);
  return users;
}
