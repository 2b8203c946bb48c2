import { dateOfEpochDay, epochDay } from '@kansli/domain/calendar/dates';
import {
  EXPORT_TYPES_OF,
  type ExportFolderSystem,
  exportFileName,
  SCHEDULE_SYSTEM,
} from '@kansli/domain/schools/export-files';
import type {
  ExportRecord,
  ExportType,
  TExportGroupRecord,
  TExportLessonRecord,
  TExportPersonRecord,
} from '@kansli/domain/schools/export-records';
import { type ExportSystem, exportSystemOf } from '@kansli/domain/schools/export-system';
import { demoPeople, SEED } from './demo-people.ts';
import { generateGroups, type SeedGroup } from './groups.ts';
import { seedLocations } from './organisation.ts';
import type { SeedPerson } from './people.ts';
import { Random } from './random.ts';

// The school systems' export files of the demo organisation, as their exporters would have written
// them to the bucket (docs/integrations.md, 'School-system export files'), made from the seeded people
// and groups so that an import finds the same persons by civic number and system id. The Google
// sandbox starts with them.

export interface ExportFile {
  name: string;
  content: string;
  contentType: string;
  /** When the exporter wrote it, ISO 8601. */
  updated: string;
}

/** A unit whose exports stopped some days ago, and one that never had any. */
export const STALE_EXPORT_UNIT = 202;
export const STALE_EXPORT_DAYS = 5;
export const MISSING_EXPORT_UNIT = 212;
/** Days before the newest that older exports are kept from. */
const OLDER_EXPORTS = [1, 2];
/** The exporters run at night: 01:30 UTC is 02:30 or 03:30 in Stockholm. */
const EXPORT_TIME = 'T01:30:00.000Z';
const LESSON_STARTS = ['08:15', '09:30', '10:45', '13:00', '14:15'];

const addDays = (date: string, days: number) => dateOfEpochDay(epochDay(date) + days);
const plusHour = (time: string) => `${String(Number(time.slice(0, 2)) + 1).padStart(2, '0')}${time.slice(2)}`;

interface UnitData {
  system: ExportSystem;
  locationId: number;
  pupils: number[];
  guardians: number[];
  teachers: number[];
  groups: { group: SeedGroup; id: string; members: number[] }[];
}

function unitData(location: (typeof seedLocations)[number], people: SeedPerson[], groups: SeedGroup[]) {
  const system = exportSystemOf(location.name);
  const holding = (role: string) =>
    people.flatMap((p, i) =>
      p.roles.some((r) => r.role === role && r.locationId === location.id) ? [i] : [],
    );
  const pupils = holding('Elev');
  const guardians = [...new Set(pupils.flatMap((i) => (people[i] as SeedPerson).guardianIndexes))];
  const unitGroups = groups
    .filter((g) => g.locationId === location.id)
    .map((group) => ({
      group,
      id: group.systemId,
      // Current members once each; ended memberships are no longer in the system's export.
      members: [...new Set(group.members.filter((m) => m.deletedAt === null).map((m) => m.index))],
    }));
  return {
    system,
    locationId: location.id,
    pupils,
    guardians,
    teachers: holding('Lärare'),
    groups: unitGroups,
  };
}

/** Builds each type's records of one unit. */
function recordsOf(unit: UnitData, people: SeedPerson[]) {
  const person = (index: number) => people[index] as SeedPerson;
  const emailOf = (index: number) => person(index).emails[0]?.email ?? null;
  // Pupils and guardians carry the system's id from the seed; teachers get one of the same system.
  const idOf = (index: number) =>
    person(index).systemIds.find((s) => s.system === unit.system)?.systemId ??
    `${unit.system}-personal-${index}`;
  const className = new Map<number, string>();
  for (const { group, members } of unit.groups) {
    if (group.typeName !== 'Klass') continue;
    for (const index of members) if (!className.has(index)) className.set(index, group.name);
  }

  const group = (): TExportGroupRecord[] =>
    unit.groups.map(({ group: g, id, members }) => ({
      id,
      name: g.name,
      code: g.code,
      grouptype: { scheme: g.typeName },
      extension: {
        startdate: g.startDate,
        enddate: g.endDate,
        subjectname: g.subjectName,
        coursecode: g.courseCode,
      },
      socialnumber: members.map((i) => person(i).civicNumber),
    }));
  const personRecord = (
    index: number,
    type: TExportPersonRecord['institutionrole']['institutionroletype'],
  ) => {
    const p = person(index);
    return {
      id: idOf(index),
      institutionrole: { institutionroletype: type },
      name: { n: { given: p.givenName, family: p.familyName } },
      personcode: p.civicNumber,
      email: emailOf(index),
      ...(type === 'Student' ? { guardians: p.guardianIndexes.map((g) => person(g).civicNumber) } : {}),
    };
  };
  const records: { [T in ExportType]: () => ExportRecord<T>[] } = {
    group,
    person: () => [
      ...unit.pupils.map((i) => personRecord(i, 'Student')),
      ...unit.guardians.map((i) => personRecord(i, 'Guardian')),
      ...unit.teachers.map((i) => personRecord(i, 'Teacher')),
    ],
    student: () =>
      unit.pupils.map((i) => ({
        id: idOf(i),
        fname: person(i).givenName,
        lname: person(i).familyName,
        socialnumber: person(i).civicNumber,
        class: className.get(i) ?? null,
        email: emailOf(i),
      })),
    parent: () =>
      unit.pupils.flatMap((pupil) =>
        person(pupil).guardianIndexes.map((g) => ({
          id: idOf(g),
          fname1: person(g).givenName,
          lname1: person(g).familyName,
          socialnumber: person(g).civicNumber,
          studentsocialnumber: person(pupil).civicNumber,
          email: emailOf(g),
        })),
      ),
    teacher: () =>
      unit.teachers.map((i) => ({
        id: idOf(i),
        fname: person(i).givenName,
        lname: person(i).familyName,
        socialnumber: person(i).civicNumber,
        email: emailOf(i),
      })),
    schedule: () =>
      unit.groups.flatMap(({ group: g, id, members }, n): TExportLessonRecord[] => {
        const teacher = g.members.find((m) => m.roleName === 'Lärare' && members.includes(m.index));
        return [0, 1].map((k) => {
          const start = LESSON_STARTS[(n + 2 * k) % LESSON_STARTS.length] as string;
          return {
            id: `${SCHEDULE_SYSTEM}-${unit.locationId}-${n + 1}-${k + 1}`,
            groupid: id,
            groupname: g.name,
            weekday: ((n + 2 * k) % 5) + 1,
            start,
            end: plusHour(start),
            room: `Sal ${100 + ((n * 7 + k) % 40)}`,
            teachersocialnumber: teacher ? person(teacher.index).civicNumber : null,
          };
        });
      }),
  };
  return records;
}

/**
 * Every school unit's export files: its main system's (by the unit's name) and Skola24's schedule,
 * dated `today` and the days before; the stale unit's newest are days old, the missing unit has none.
 */
export function generateSchoolExports(input: {
  people: SeedPerson[];
  groups: SeedGroup[];
  today: string;
  now: Date;
}): ExportFile[] {
  const files: ExportFile[] = [];
  const schools = seedLocations.filter((l) => ['grundskola', 'gymnasium', 'komvux'].includes(l.kind));
  for (const location of schools) {
    if (location.id === MISSING_EXPORT_UNIT) continue;
    const unit = unitData(location, input.people, input.groups);
    const records = recordsOf(unit, input.people);
    const newest = location.id === STALE_EXPORT_UNIT ? addDays(input.today, -STALE_EXPORT_DAYS) : input.today;
    const dates = [newest, ...OLDER_EXPORTS.map((days) => addDays(newest, -days))];
    const written = (date: string) => {
      const at = new Date(`${date}${EXPORT_TIME}`);
      return (at > input.now ? input.now : at).toISOString();
    };
    const systems: ExportFolderSystem[] = [unit.system, SCHEDULE_SYSTEM];
    for (const date of dates) {
      for (const system of systems) {
        for (const type of EXPORT_TYPES_OF[system]) {
          files.push({
            name: exportFileName(system, location.id, date, type),
            content: JSON.stringify(records[type]()),
            contentType: 'application/json',
            updated: written(date),
          });
        }
      }
    }
  }
  return files;
}

/** The export files of the demo organisation as `npm start` seeds it (scale 1), written by `now`. */
export function demoSchoolExports(now: Date, today: string): ExportFile[] {
  const people = demoPeople();
  const groups = generateGroups(new Random(SEED + 1), people);
  return generateSchoolExports({ people, groups, today, now });
}
