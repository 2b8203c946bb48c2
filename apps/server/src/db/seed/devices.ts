import type { SeedPerson } from './people.ts';
import type { Random } from './random.ts';

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
