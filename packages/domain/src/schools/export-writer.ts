import { EXPORT_TYPES_OF, type ExportFolderSystem, exportFileName, SCHEDULE_SYSTEM } from './export-files.ts';
import type {
  ExportRecord,
  ExportType,
  TExportGroupRecord,
  TExportLessonRecord,
  TExportPersonRecord,
} from './export-records.ts';
import type { ExportSystem } from './export-system.ts';

// A unit's export files as the school systems' exporters write them to the bucket (docs/integrations.md,
// 'School-system export files'): the demo data's bucket and the storage stand-in's fictional exports are
// both made here, so they hold exactly what the import reads.

export interface ExportFile {
  name: string;
  content: string;
  contentType: string;
  /** When the exporter wrote it, ISO 8601. */
  updated: string;
}

/** A person the unit's records name; the system keys them by `systemId`. */
export interface ExportPerson {
  systemId: string;
  givenName: string;
  familyName: string;
  civicNumber: string;
  email: string | null;
  /** A pupil's guardians, by index into the unit's people. */
  guardians: readonly number[];
}

export interface ExportGroup {
  /** The system's id of the group. */
  id: string;
  name: string;
  code: string | null;
  /** The system's name of the group's type: 'Klass' makes it its pupils' class. */
  typeName: string;
  startDate: string | null;
  endDate: string | null;
  subjectName: string | null;
  courseCode: string | null;
  /** The current members, pupils and teachers alike, by index into the unit's people. */
  members: readonly number[];
  /** Who teaches its lessons in the schedule. */
  teacher: number | undefined;
}

export interface UnitExport {
  system: ExportSystem;
  locationId: number;
  people: readonly ExportPerson[];
  /** By index into `people`. */
  pupils: readonly number[];
  guardians: readonly number[];
  teachers: readonly number[];
  groups: readonly ExportGroup[];
}

const LESSON_STARTS = ['08:15', '09:30', '10:45', '13:00', '14:15'];
const plusHour = (time: string) => `${String(Number(time.slice(0, 2)) + 1).padStart(2, '0')}${time.slice(2)}`;

/** Each type's records of the unit, in the layouts of the systems (spec part 2, 3 'Raw export records'). */
export function unitExportRecords(unit: UnitExport): { [T in ExportType]: () => ExportRecord<T>[] } {
  const person = (index: number) => {
    const found = unit.people[index];
    if (!found) throw new RangeError(`no person ${index} in the unit's export`);
    return found;
  };
  const className = new Map<number, string>();
  for (const group of unit.groups) {
    if (group.typeName !== 'Klass') continue;
    for (const index of group.members) if (!className.has(index)) className.set(index, group.name);
  }
  const personRecord = (
    index: number,
    type: TExportPersonRecord['institutionrole']['institutionroletype'],
  ): TExportPersonRecord => {
    const p = person(index);
    return {
      id: p.systemId,
      institutionrole: { institutionroletype: type },
      name: { n: { given: p.givenName, family: p.familyName } },
      personcode: p.civicNumber,
      email: p.email,
      ...(type === 'Student' ? { guardians: p.guardians.map((g) => person(g).civicNumber) } : {}),
    };
  };
  return {
    group: (): TExportGroupRecord[] =>
      unit.groups.map((g) => ({
        id: g.id,
        name: g.name,
        code: g.code,
        grouptype: { scheme: g.typeName },
        extension: {
          startdate: g.startDate,
          enddate: g.endDate,
          subjectname: g.subjectName,
          coursecode: g.courseCode,
        },
        socialnumber: g.members.map((i) => person(i).civicNumber),
      })),
    person: () => [
      ...unit.pupils.map((i) => personRecord(i, 'Student')),
      ...unit.guardians.map((i) => personRecord(i, 'Guardian')),
      ...unit.teachers.map((i) => personRecord(i, 'Teacher')),
    ],
    student: () =>
      unit.pupils.map((i) => ({
        id: person(i).systemId,
        fname: person(i).givenName,
        lname: person(i).familyName,
        socialnumber: person(i).civicNumber,
        class: className.get(i) ?? null,
        email: person(i).email,
      })),
    parent: () =>
      unit.pupils.flatMap((pupil) =>
        person(pupil).guardians.map((g) => ({
          id: person(g).systemId,
          fname1: person(g).givenName,
          lname1: person(g).familyName,
          socialnumber: person(g).civicNumber,
          studentsocialnumber: person(pupil).civicNumber,
          email: person(g).email,
        })),
      ),
    teacher: () =>
      unit.teachers.map((i) => ({
        id: person(i).systemId,
        fname: person(i).givenName,
        lname: person(i).familyName,
        socialnumber: person(i).civicNumber,
        email: person(i).email,
      })),
    schedule: () =>
      unit.groups.flatMap((g, n): TExportLessonRecord[] =>
        [0, 1].map((k) => {
          const start = LESSON_STARTS[(n + 2 * k) % LESSON_STARTS.length] as string;
          return {
            id: `${SCHEDULE_SYSTEM}-${unit.locationId}-${n + 1}-${k + 1}`,
            groupid: g.id,
            groupname: g.name,
            weekday: ((n + 2 * k) % 5) + 1,
            start,
            end: plusHour(start),
            room: `Sal ${100 + ((n * 7 + k) % 40)}`,
            teachersocialnumber: g.teacher === undefined ? null : person(g.teacher).civicNumber,
          };
        }),
      ),
  };
}

/** The files of one export run of the unit, dated `date`: its main system's and the schedule system's. */
export function unitExportFiles(unit: UnitExport, date: string, updated: string): ExportFile[] {
  const records = unitExportRecords(unit);
  const systems: ExportFolderSystem[] = [unit.system, SCHEDULE_SYSTEM];
  return systems.flatMap((system) =>
    EXPORT_TYPES_OF[system].map((type) => ({
      name: exportFileName(system, unit.locationId, date, type),
      content: JSON.stringify(records[type]()),
      contentType: 'application/json',
      updated,
    })),
  );
}
