import { Random } from '@kansli/domain/fictional/random';
import { dropGuardianEmails } from './guardians-without-email.ts';
import { generatePeople, givePupilsMobiles, type SeedPerson } from './people.ts';

// The demo people as the database seed stores them, which the sandboxes' demo data (the school
// systems' exports, Google's devices, Freshservice's tickets) is made from, so that each agrees with it.

/** The seed's first random stream: the people, and after them the preschools. */
export const SEED = 20261121;

/** Generated from `random`, then older pupils' mobiles and a few guardians without an e-mail address. */
export function demoPeople(random = new Random(SEED), scale = 1): SeedPerson[] {
  const people = generatePeople(random, scale);
  givePupilsMobiles(new Random(SEED + 3), people);
  dropGuardianEmails(people);
  return people;
}
