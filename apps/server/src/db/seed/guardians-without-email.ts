import { seedLocations } from './organisation.ts';
import type { SeedPerson } from './people.ts';

// A few pupils' guardians have no e-mail address, so that the Chromebook invoice underlay shows a
// case that cannot be invoiced by e-mail. Chosen by position, not drawn, so the seed's random streams
// stay as they were.

/** Which pupil of each school unit with guardians, counted among its pupils with guardians. */
const NTH_PUPIL = 3;

/** The index of each such pupil, one per school unit whose pupils have guardians. */
export function pupilsWithoutGuardianEmail(people: readonly SeedPerson[]): number[] {
  const units = seedLocations.filter((l) => l.kind === 'grundskola' || l.kind === 'gymnasium');
  return units.flatMap((unit) => {
    const pupils = people.flatMap((person, index) =>
      person.guardianIndexes.length > 0 &&
      person.roles.some((r) => r.role === 'Elev' && r.locationId === unit.id)
        ? [index]
        : [],
    );
    const pupil = pupils[NTH_PUPIL - 1];
    return pupil === undefined ? [] : [pupil];
  });
}

/** Takes the e-mail addresses of those pupils' guardians away. */
export function dropGuardianEmails(people: SeedPerson[]): void {
  for (const pupil of pupilsWithoutGuardianEmail(people)) {
    for (const guardian of people[pupil]?.guardianIndexes ?? []) {
      const person = people[guardian];
      if (person) person.emails = [];
    }
  }
}
