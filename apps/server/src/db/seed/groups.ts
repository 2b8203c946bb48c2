import type { Random } from '@kansli/domain/fictional/random';
import { exportSystemOf } from '@kansli/domain/schools/export-system';
import { type SeedLocation, seedLocations } from './organisation.ts';
import type { SeedPerson } from './people.ts';

export interface SeedGroup {
  locationId: number;
  name: string;
  code: string;
  startDate: string;
  endDate: string;
  email: string | null;
  typeName: string;
  subjectName: string | null;
  courseCode: string | null;
  campusId: string | null;
  /** The school system exporting the group, and its id there (the export files carry it). */
  system: string;
  systemId: string;
  /** Indexes into the people; an ended membership has its end time. */
  members: { index: number; roleName: 'Elev' | 'Lärare'; deletedAt: Date | null }[];
}

const SCHOOL_YEAR = { startDate: '2026-08-17', endDate: '2027-06-11' };
const AUTUMN_TERM = { startDate: '2026-08-24', endDate: '2027-01-15' };

const gradeSubjects = [
  ['Idrott och hälsa', 'Idrott'],
  ['Musik', 'Musik'],
  ['Moderna språk – spanska', 'Spanska'],
  ['Slöjd', 'Slöjd'],
] as const;
const upperSecondaryCourses = [
  ['Matematik', 'Matematik 1c', 'MATMAT01c'],
  ['Svenska', 'Svenska 1', 'SVESVE01'],
  ['Engelska', 'Engelska 6', 'ENGENG06'],
  ['Fysik', 'Fysik 1a', 'FYSFYS01a'],
] as const;
const adultCourses = [
  ['Svenska som andraspråk', 'Svenska som andraspråk 1', 'SVASVA01'],
  ['Matematik', 'Matematik 1a', 'MATMAT01a'],
  ['Engelska', 'Engelska 5', 'ENGENG05'],
  ['Samhällskunskap', 'Samhällskunskap 1b', 'SAMSAM01b'],
  ['Vård och omsorg', 'Vård- och omsorgsarbete 1', 'VÅRVÅR01'],
] as const;
const programmes = ['NA', 'TE', 'SA', 'EK'];

const holdsRole = (person: SeedPerson, role: string, locationId: number) =>
  person.roles.some((r) => r.role === role && r.locationId === locationId);

/** An ending during the autumn term, for a pupil who left a group. */
const endedAt = (random: Random) => new Date(Date.UTC(2026, random.int(8, 10), random.int(1, 28), 15));

/**
 * The school units' groups: classes of 20–30 pupils with a mentor, a few subject groups or courses per
 * unit, and the adult-education courses; some pupils have left a group (an ended membership).
 */
export function generateGroups(random: Random, people: SeedPerson[]): SeedGroup[] {
  const groups: SeedGroup[] = [];
  const campusId = () => (random.chance(0.7) ? `g-${random.int(100000, 999999)}` : null);
  const schools = seedLocations.filter((l) => ['grundskola', 'gymnasium', 'komvux'].includes(l.kind));
  for (const location of schools) {
    const pupils = people.flatMap((p, i) => (holdsRole(p, 'Elev', location.id) ? [i] : []));
    const teachers = people.flatMap((p, i) => (holdsRole(p, 'Lärare', location.id) ? [i] : []));
    const teacher = () => ({ index: random.pick(teachers), roleName: 'Lärare' as const, deletedAt: null });
    const system = exportSystemOf(location.name);
    let count = 0;
    const group = (fields: Omit<SeedGroup, 'locationId' | 'code' | 'campusId' | 'system' | 'systemId'>) => {
      count++;
      groups.push({
        locationId: location.id,
        code: `${location.costCenter}-${fields.name.replaceAll(' ', '')}`,
        campusId: campusId(),
        system,
        systemId: `${system}-grupp-${location.id}-${count}`,
        ...fields,
      });
    };
    const someOf = (count: number) => {
      const chosen = new Set<number>();
      while (chosen.size < Math.min(count, pupils.length)) chosen.add(random.pick(pupils));
      return [...chosen];
    };
    const pupilMembers = (indexes: number[], endShare: number) =>
      indexes.map((index) => ({
        index,
        roleName: 'Elev' as const,
        deletedAt: random.chance(endShare) ? endedAt(random) : null,
      }));

    if (location.kind === 'komvux') {
      for (const [subjectName, name, courseCode] of adultCourses) {
        group({
          name,
          ...AUTUMN_TERM,
          email: null,
          typeName: 'Komvux kurs',
          subjectName,
          courseCode,
          members: [teacher(), ...pupilMembers(someOf(random.int(8, 16)), 0.15)],
        });
      }
      continue;
    }

    const classCount = Math.max(1, Math.round(pupils.length / 25));
    for (let c = 0; c < classCount; c++) {
      const name = className(location, c);
      group({
        name,
        ...SCHOOL_YEAR,
        email: `${name.toLowerCase()}.${location.costCenter}@grupp.kansli.test`,
        typeName: 'Klass',
        subjectName: null,
        courseCode: null,
        members: [
          teacher(),
          ...pupilMembers(
            pupils.filter((_, i) => i % classCount === c),
            0,
          ),
        ],
      });
    }
    if (location.kind === 'grundskola') {
      for (const [subjectName, short] of gradeSubjects.slice(0, 3)) {
        group({
          name: `${short} ${className(location, random.int(0, classCount - 1))}`,
          ...SCHOOL_YEAR,
          email: null,
          typeName: 'Grundskolan ämne',
          subjectName,
          courseCode: null,
          members: [teacher(), ...pupilMembers(someOf(random.int(12, 20)), 0.1)],
        });
      }
    } else {
      for (const [subjectName, name, courseCode] of upperSecondaryCourses.slice(0, 3)) {
        group({
          name: `${name} ${className(location, random.int(0, classCount - 1))}`,
          ...AUTUMN_TERM,
          email: null,
          typeName: 'Gymnasiet kurs',
          subjectName,
          courseCode,
          members: [teacher(), ...pupilMembers(someOf(random.int(12, 20)), 0.1)],
        });
      }
    }
  }
  return groups;
}

/** '7A', '7B', '8A' … for compulsory school; 'NA1A', 'TE1A' … for upper secondary. */
function className(location: SeedLocation, n: number): string {
  if (location.kind === 'gymnasium') {
    const letter = String.fromCharCode(65 + Math.floor(n / (3 * programmes.length)));
    return `${programmes[n % programmes.length]}${(Math.floor(n / programmes.length) % 3) + 1}${letter}`;
  }
  return `${((n + 6) % 9) + 1}${String.fromCharCode(65 + Math.floor(n / 9))}`;
}
