import type { Random } from '@kansli/domain/fictional/random';
import { communes, streets } from './names.ts';
import type { SeedPerson } from './people.ts';

// The demo people's registered addresses: a pupil lives with their guardians (the first guardian's
// home), everyone else at an address of their own in the Stockholm region. A few have a c/o line.

export interface SeedAddress {
  streetAddress: string;
  postalCode: string;
  city: string;
  locality: string | null;
}

/** One address per person, by index; guardians and their pupils share one. */
export function generateAddresses(random: Random, people: readonly SeedPerson[]): SeedAddress[] {
  const addresses: (SeedAddress | undefined)[] = new Array(people.length);
  const newAddress = (): SeedAddress => {
    const [city, postal] = random.pick(communes);
    return {
      streetAddress: `${random.pick(streets)} ${random.int(1, 80)}`,
      postalCode: `${postal} ${random.int(10, 99)}`,
      city,
      locality: random.chance(0.03) ? `c/o ${random.pick(['Andersson', 'Berg', 'Lind'])}` : null,
    };
  };
  people.forEach((person, index) => {
    if (person.guardianIndexes.length === 0) return;
    const home = person.guardianIndexes.map((guardian) => addresses[guardian]).find(Boolean) ?? newAddress();
    addresses[index] = home;
    for (const guardian of person.guardianIndexes) addresses[guardian] ??= home;
  });
  return people.map((_, index) => (addresses[index] ??= newAddress()));
}
