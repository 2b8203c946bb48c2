import { Random } from '@kansli/domain/fictional/random';
import type { ChromeOsDevice } from '@kansli/sandbox/google/directory-devices';
import type { SeedPerson } from './people.ts';

export interface SeedChromeDevice {
  deviceId: string;
  serialNumber: string;
  model: string;
  orgUnitPath: string;
  macAddress: string;
  osVersion: string;
  /** How long before the seeding the device last synced. */
  minutesSinceSync: number;
  /** Its user (an index into the people) and the device's place among that person's devices. */
  user: { index: number; sortOrder: number };
}

const models = ['Lenovo 100e Chromebook Gen 4', 'HP Chromebook 14 G7', 'Acer Chromebook Spin 311'];
const letters = 'ABCDEFGHJKLMNPRSTUVWXYZ';

/** Who carries a Chromebook: most pupils of compulsory and upper secondary school, some adults and staff. */
function shareWithDevice(person: SeedPerson): number {
  const roles = person.roles.map((r) => r.role);
  if (roles.includes('Elev')) return person.guardianIndexes.length > 0 ? 0.85 : 0.3;
  if (roles.some((role) => ['Lärare', 'Rektor', 'Supportpersonal'].includes(role))) return 0.4;
  return 0;
}

/** The Chrome OS devices and their users; a few persons have 2–4, so the card's limit of 3 shows. */
export function generateChromeDevices(random: Random, people: SeedPerson[]): SeedChromeDevice[] {
  const devices: SeedChromeDevice[] = [];
  const serials = new Set<string>();
  const hex = (length: number) => Array.from({ length }, () => random.int(0, 15).toString(16)).join('');
  const serial = () => {
    for (;;) {
      const value = `5CD${random.int(1000, 9999)}${Array.from({ length: 3 }, () => random.pick([...letters])).join('')}`;
      if (!serials.has(value)) {
        serials.add(value);
        return value;
      }
    }
  };
  people.forEach((person, index) => {
    if (!random.chance(shareWithDevice(person))) return;
    const count = random.chance(0.04) ? random.int(2, 4) : 1;
    const pupil = person.roles.some((r) => r.role === 'Elev');
    for (let sortOrder = 1; sortOrder <= count; sortOrder++) {
      devices.push({
        deviceId: `${hex(8)}-${hex(4)}-${hex(4)}-${hex(4)}-${hex(12)}`,
        serialNumber: serial(),
        model: random.pick(models),
        orgUnitPath: pupil ? '/Elever' : '/Personal',
        macAddress: hex(12),
        osVersion: `${random.int(126, 131)}.0.${random.int(6400, 6800)}.${random.int(10, 200)}`,
        minutesSinceSync: random.int(5, 14 * 24 * 60),
        user: { index, sortOrder },
      });
    }
  });
  return devices;
}

/** A Chrome OS device as Google's Directory answers it, as the sandbox takes it at start. */
export type GoogleChromeDevice = ChromeOsDevice;

const GIB = 1024 ** 3;
/** Each model's RAM, storage and the month its automatic updates end (Google's AUE date). */
const modelFacts: Record<string, { ramGib: number; diskGib: number; aue: string; firmware: string }> = {
  'Lenovo 100e Chromebook Gen 4': { ramGib: 4, diskGib: 32, aue: '2033-06-01', firmware: 'Google_Nissa' },
  'HP Chromebook 14 G7': { ramGib: 8, diskGib: 64, aue: '2031-06-01', firmware: 'Google_Dedede' },
  'Acer Chromebook Spin 311': { ramGib: 4, diskGib: 64, aue: '2030-06-01', firmware: 'Google_Jacuzzi' },
};

/** The person's Workspace address: the first of the organisation's domain or its subdomains. */
const workspaceEmail = (person: SeedPerson | undefined) =>
  person?.emails.find((e) => /@([a-z0-9-]+\.)?kansli\.test$/.test(e.email))?.email;

/** A generator of its own per device, so the details do not move the devices' own random draws. */
const detailRandom = (deviceId: string) => new Random(Number.parseInt(deviceId.slice(0, 8), 16));

/**
 * Google's answer for each device: the seeded ones with their person as the annotated user (and now
 * and then a second recent user), and a pool of loan and spare devices (about five per person) in the
 * same serial series, without an annotated user, some of them disabled or deprovisioned.
 */
export function googleChromeDevices(
  seeded: readonly SeedChromeDevice[],
  people: readonly SeedPerson[],
  random: Random,
  now: Date,
): GoogleChromeDevice[] {
  const serials = new Set(seeded.map((d) => d.serialNumber));
  const withUsers = seeded.map((device) => {
    const details = detailRandom(device.deviceId);
    const email = workspaceEmail(people[device.user.index]);
    const other = details.chance(0.2) ? workspaceEmail(details.pick(people)) : undefined;
    return googleDevice(device, details, now, {
      status: 'ACTIVE',
      annotatedUser: email,
      recentUsers: [email, other].filter((e): e is string => e !== undefined),
    });
  });
  const hex = (length: number) => Array.from({ length }, () => random.int(0, 15).toString(16)).join('');
  const pool: GoogleChromeDevice[] = [];
  const poolSize = people.length * 5;
  for (let n = 0; n < poolSize; n++) {
    let serialNumber: string;
    do {
      serialNumber = `5CD${random.int(1000, 9999)}${Array.from({ length: 3 }, () => random.pick([...letters])).join('')}`;
    } while (serials.has(serialNumber));
    serials.add(serialNumber);
    const roll = random.int(1, 100);
    const status =
      roll <= 80 ? 'ACTIVE' : roll <= 90 ? 'DEPROVISIONED' : roll <= 95 ? 'DISABLED' : 'INACTIVE';
    const device: SeedChromeDevice = {
      deviceId: `${hex(8)}-${hex(4)}-${hex(4)}-${hex(4)}-${hex(12)}`,
      serialNumber,
      model: random.pick(models),
      orgUnitPath: random.chance(0.6) ? '/Elever/Lånedatorer' : '/Reserv',
      macAddress: hex(12),
      osVersion: `${random.int(118, 131)}.0.${random.int(6000, 6800)}.${random.int(10, 200)}`,
      minutesSinceSync: random.int(60, 180 * 24 * 60),
      user: { index: -1, sortOrder: 0 },
    };
    const borrower =
      status === 'ACTIVE' && random.chance(0.3) ? workspaceEmail(random.pick(people)) : undefined;
    pool.push(
      googleDevice(device, detailRandom(device.deviceId), now, {
        status,
        recentUsers: borrower ? [borrower] : [],
      }),
    );
  }
  return [...withUsers, ...pool];
}

function googleDevice(
  device: SeedChromeDevice,
  details: Random,
  now: Date,
  users: { status: string; annotatedUser?: string | undefined; recentUsers: string[] },
): GoogleChromeDevice {
  const facts = modelFacts[device.model] ?? {
    ramGib: 4,
    diskGib: 32,
    aue: '2030-06-01',
    firmware: 'Google_Octopus',
  };
  const diskTotal = facts.diskGib * GIB;
  const free = Math.round(diskTotal * (0.05 + details.next() * 0.85));
  const lastSync = new Date(now.getTime() - device.minutesSinceSync * 60_000);
  const enrolled = new Date(lastSync.getTime() - details.int(30, 900) * 24 * 3_600_000);
  return {
    deviceId: device.deviceId,
    serialNumber: device.serialNumber,
    status: users.status,
    model: device.model,
    orgUnitPath: device.orgUnitPath,
    ...(users.annotatedUser ? { annotatedUser: users.annotatedUser } : {}),
    osVersion: device.osVersion,
    platformVersion: `${15000 + details.int(0, 900)}.${details.int(0, 90)}.0 (Official Build) stable-channel`,
    macAddress: device.macAddress,
    lastSync: lastSync.toISOString(),
    lastEnrollmentTime: enrolled.toISOString(),
    bootMode: details.chance(0.97) ? 'Verified' : 'Dev',
    firmwareVersion: `${facts.firmware}.${details.int(13000, 15900)}.${details.int(0, 300)}.0`,
    systemRamTotal: String(facts.ramGib * GIB),
    autoUpdateExpiration: String(Date.parse(`${facts.aue}T00:00:00Z`)),
    recentUsers: users.recentUsers.map((email) => ({ type: 'USER_TYPE_MANAGED', email })),
    diskVolumeReports: [
      {
        volumeInfo: [
          { volumeId: '/home/chronos', storageFree: String(free), storageTotal: String(diskTotal) },
        ],
      },
    ],
  };
}

/** The devices of the seed's people as Google answers them; `seed` is the demo data's seed. */
export function chromeDevicesOf(
  people: readonly SeedPerson[],
  now: Date,
  seed: number,
): GoogleChromeDevice[] {
  const seeded = generateChromeDevices(new Random(seed + 2), [...people]);
  return googleChromeDevices(seeded, people, new Random(seed + 4), now);
}
