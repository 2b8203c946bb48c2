import type { BuiltInRoleName } from '@kansli/domain/access/built-in-roles';
import { asciiName, familyNames, femaleNames, maleNames } from '@kansli/domain/fictional/names';
import type { Random } from '@kansli/domain/fictional/random';
import { civicNumberFor } from '@kansli/domain/persons/civic-number';
import { demoAccounts, type SeedLocation, seedLocations } from './organisation.ts';

type PhoneSystem = 'admin' | 'online' | 'schoolsoft' | 'adela' | 'flex';

export interface SeedPerson {
  givenName: string;
  familyName: string;
  civicNumber: string;
  isEmployed: boolean;
  campusId: string | null;
  googleId: string | null;
  emails: { email: string; type: string; system: string }[];
  phones: { number: string; type: 'home' | 'work' | 'mobile'; system: PhoneSystem }[];
  systemIds: { system: string; systemId: string; systemSegment: string | null }[];
  roles: { role: BuiltInRoleName; locationId: number }[];
  /** Indexes into the same list of the person's guardians. */
  guardianIndexes: number[];
}

/** The school system each kind of school exports from (spec part 2, system choice by name). */
const schoolSystem: Partial<Record<SeedLocation['kind'], PhoneSystem>> = {
  grundskola: 'schoolsoft',
  gymnasium: 'adela',
  komvux: 'online',
};

/** Builds the demo organisation's people; `scale` multiplies the number of staff, pupils and guardians. */
export function generatePeople(random: Random, scale: number): SeedPerson[] {
  const people: SeedPerson[] = [];
  const civicNumbers = new Set<string>();
  const emails = new Set<string>();

  const civicNumber = (fromYear: number, toYear: number) => {
    for (;;) {
      const value = civicNumberFor(random.date(fromYear, toYear), random.int(0, 999));
      if (!civicNumbers.has(value)) {
        civicNumbers.add(value);
        return value;
      }
    }
  };
  const uniqueEmail = (local: string, domain: string) => {
    for (let n = 1; ; n++) {
      const email = `${local}${n === 1 ? '' : n}@${domain}`;
      if (!emails.has(email)) {
        emails.add(email);
        return email;
      }
    }
  };
  const mobile = () =>
    `07${random.pick(['0', '2', '3', '6'])}-${random.int(100, 999)} ${random.int(10, 99)} ${random.int(10, 99)}`;
  const name = () => ({
    givenName: random.chance(0.5) ? random.pick(femaleNames) : random.pick(maleNames),
    familyName: random.pick(familyNames),
  });
  const person = (
    fields: Partial<SeedPerson> & Pick<SeedPerson, 'givenName' | 'familyName' | 'civicNumber'>,
  ) => {
    const full: SeedPerson = {
      isEmployed: false,
      campusId: null,
      googleId: null,
      emails: [],
      phones: [],
      systemIds: [],
      roles: [],
      guardianIndexes: [],
      ...fields,
    };
    people.push(full);
    return people.length - 1;
  };
  const staff = (givenName: string, familyName: string, email: string, roles: SeedPerson['roles']) => {
    const index = person({
      givenName,
      familyName,
      civicNumber: civicNumber(1962, 1998),
      isEmployed: true,
      campusId: `c-${random.int(100000, 999999)}`,
      emails: [{ email, type: 'work', system: 'admin' }],
      phones: [{ number: mobile(), type: 'work', system: 'admin' }],
      roles,
    });
    const googleId = String(random.int(10 ** 8, 10 ** 9 - 1));
    // Most staff already have an organisation e-mail account; a few are waiting for one.
    if (random.chance(0.85)) (people[index] as SeedPerson).googleId = `1${googleId}${index}`;
    return index;
  };

  for (const account of demoAccounts) {
    emails.add(account.email);
    const index = staff(account.givenName, account.familyName, account.email, [
      { role: account.role, locationId: account.locationId },
    ]);
    (people[index] as SeedPerson).googleId = `demo-${index}`;
  }

  for (const location of seedLocations) {
    const staffRoles = staffRolesFor(location);
    for (let i = 0; i < staffRoles.length * scale; i++) {
      const role = staffRoles[i % staffRoles.length] as BuiltInRoleName;
      const { givenName, familyName } = name();
      staff(
        givenName,
        familyName,
        uniqueEmail(`${asciiName(givenName)}.${asciiName(familyName)}`, 'kansli.test'),
        [{ role, locationId: location.id }],
      );
    }

    const system = schoolSystem[location.kind];
    if (!system) continue;
    const adults = location.kind === 'komvux';
    const pupilCount = (adults ? 30 : 40) * scale;
    let family: number[] = [];
    for (let i = 0; i < pupilCount; i++) {
      const familyName = random.pick(familyNames);
      const givenName = random.chance(0.5) ? random.pick(femaleNames) : random.pick(maleNames);
      const [fromYear, toYear] = adults
        ? [1975, 2004]
        : location.kind === 'gymnasium'
          ? [2008, 2010]
          : [2011, 2019];
      const civic = civicNumber(fromYear, toYear);
      const domain = 'elev.kansli.test';
      // About one pupil in five is a younger sibling of the previous one and shares the guardians.
      const sibling = !adults && family.length > 0 && random.chance(0.2);
      if (!adults && !sibling) {
        family = [];
        const guardianCount = random.chance(0.8) ? 2 : 1;
        for (let g = 0; g < guardianCount; g++) {
          const guardian = name();
          family.push(
            person({
              givenName: guardian.givenName,
              familyName: g === 0 ? familyName : guardian.familyName,
              civicNumber: civicNumber(1968, 1992),
              emails: [
                {
                  email: uniqueEmail(
                    `${asciiName(guardian.givenName)}.${asciiName(familyName)}`,
                    'hemma.test',
                  ),
                  type: 'private',
                  system,
                },
              ],
              phones: [
                { number: mobile(), type: 'mobile', system },
                ...(random.chance(0.3)
                  ? [
                      {
                        number: `0${random.int(8, 90)}-${random.int(100000, 999999)}`,
                        type: 'home' as const,
                        system,
                      },
                    ]
                  : []),
              ],
              roles: [{ role: 'Vårdnadshavare', locationId: location.id }],
              systemIds: [{ system, systemId: `${system}-vh-${people.length}`, systemSegment: null }],
            }),
          );
        }
      }
      person({
        givenName,
        familyName: sibling ? (people[family[0] as number] as SeedPerson).familyName : familyName,
        civicNumber: civic,
        campusId: `c-${random.int(100000, 999999)}`,
        emails: [
          {
            email: uniqueEmail(`${asciiName(givenName)}.${asciiName(familyName)}`, domain),
            type: 'student',
            system,
          },
        ],
        phones: adults ? [{ number: mobile(), type: 'mobile', system }] : [],
        systemIds: [{ system, systemId: `${system}-${people.length}`, systemSegment: null }],
        roles: [{ role: 'Elev', locationId: location.id }],
        guardianIndexes: adults ? [] : [...family],
      });
    }
  }
  return people;
}

function staffRolesFor(location: SeedLocation): BuiltInRoleName[] {
  switch (location.kind) {
    case 'organisation':
      return ['Administratör'];
    case 'staff':
      return ['Ekonom', 'Supportpersonal', 'Ekonom'];
    case 'preschool-root':
      return [];
    case 'preschool':
      return ['Förskolechef', 'Förskollärare', 'Förskollärare', 'Barnskötare', 'Barnskötare'];
    default:
      return ['Rektor', 'Lärare', 'Lärare', 'Lärare', 'Lärare', 'Lärare', 'Lärare', 'Supportpersonal'];
  }
}

/**
 * Older pupils have a mobile number from their school's system (read-only on the card); the first
 * upper-secondary pupil with guardians always has one, for the demo.
 */
export function givePupilsMobiles(random: Random, people: SeedPerson[]): void {
  const upperSecondary = new Set(seedLocations.filter((l) => l.kind === 'gymnasium').map((l) => l.id));
  let shown = false;
  for (const person of people) {
    const school = person.roles.find((r) => r.role === 'Elev' && upperSecondary.has(r.locationId));
    const system = school && schoolSystem.gymnasium;
    if (!system || person.guardianIndexes.length === 0 || person.phones.length > 0) continue;
    if (shown && !random.chance(0.6)) continue;
    shown = true;
    const number = `07${random.pick(['0', '2', '3', '6'])}-${random.int(100, 999)} ${random.int(10, 99)} ${random.int(10, 99)}`;
    person.phones.push({ number, type: 'mobile', system });
  }
}
