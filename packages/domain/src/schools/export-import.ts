import type { z } from 'zod';
import type { BuiltInRoleName } from '../access/built-in-roles.ts';
import {
  type ExportRecord,
  type ExportType,
  exportRecordSchemas,
  type TExportGroupRecord,
} from './export-records.ts';
import type { ExportSystem } from './export-system.ts';

// What the import makes of a unit's newest export: the records checked one by one (a bad record is a
// problem of its own, the rest import), then the persons of the unit merged across its files by civic
// number, each with the roles the export gives them there, and the groups with their members.

/** The built-in roles at a school unit that the school system's export owns: it gives them and ends them. */
export const MANAGED_ROLES = [
  'Elev',
  'Vårdnadshavare',
  'Lärare',
] as const satisfies readonly BuiltInRoleName[];
export type ManagedRole = (typeof MANAGED_ROLES)[number];

/** Records a file is read with at most; a file beyond it is refused as a whole. */
export const EXPORT_RECORD_LIMIT = 100_000;

export type PersonExportType = Exclude<ExportType, 'group' | 'schedule'>;

/** A record the import leaves out, and why; it names the record by line and id, never by person. */
export interface ExportProblem {
  type: ExportType;
  /** 1-based position of the record in its file. */
  line: number;
  recordId: string | null;
  statusCode: number;
  message: string;
}

export interface CheckedFile<T extends ExportType> {
  records: ExportRecord<T>[];
  problems: ExportProblem[];
  /** The ids of the records left out: whom the import must not take for gone. */
  skippedIds: string[];
}

const idOf = (record: unknown): string | null => {
  const id = (record as { id?: unknown } | null)?.id;
  return typeof id === 'string' && id.length > 0 && id.length <= 100 ? id : null;
};

/** The message of a bad record: where it is and what is wrong, without its values. */
function problemMessage(type: ExportType, line: number, id: string | null, error: z.ZodError): string {
  const issue = error.issues[0];
  const path = issue?.path.join('.') || 'posten';
  return `Rad ${line} i ${type}.json (${id ?? 'utan id'}): ${path}: ${issue?.message ?? 'ogiltig'}`;
}

/** Checks a file's records one by one against the type's schema. */
export function checkExportFile<T extends ExportType>(type: T, records: readonly unknown[]): CheckedFile<T> {
  const schema = exportRecordSchemas[type];
  const checked: CheckedFile<T> = { records: [], problems: [], skippedIds: [] };
  records.forEach((record, index) => {
    const parsed = schema.safeParse(record);
    if (parsed.success) {
      checked.records.push(parsed.data as ExportRecord<T>);
      return;
    }
    const id = idOf(record);
    if (id) checked.skippedIds.push(id);
    checked.problems.push({
      type,
      line: index + 1,
      recordId: id,
      statusCode: 422,
      message: problemMessage(type, index + 1, id, parsed.error),
    });
  });
  return checked;
}

/** A person of the unit as the export has them. */
export interface ImportPerson {
  systemId: string;
  civicNumber: string;
  givenName: string;
  familyName: string;
  email: string | null;
  roles: ManagedRole[];
  /** A pupil's guardians by civic number; undefined when the export does not say. */
  guardians?: string[];
}

export interface ImportGroup {
  systemId: string;
  name: string;
  code: string | null;
  typeName: string;
  startDate: string | null;
  endDate: string | null;
  subjectName: string | null;
  courseCode: string | null;
  /** The members' civic numbers, each once. */
  members: string[];
}

export interface ExportPersons {
  persons: ImportPerson[];
  problems: ExportProblem[];
  /** The roles whose file was read: only these does the import end for whoever is no longer in it. */
  ownedRoles: ManagedRole[];
}

type PersonFiles = Partial<{ [T in PersonExportType]: ExportRecord<T>[] }>;

const ROLE_OF_INSTITUTION: Record<'Student' | 'Guardian' | 'Teacher', ManagedRole> = {
  Student: 'Elev',
  Guardian: 'Vårdnadshavare',
  Teacher: 'Lärare',
};

const emailOf = (email: string | null | undefined) => (email ? email : null);

/** A pupil or a teacher in SchoolSoft's layout. */
const schoolSoftPerson = (r: {
  id: string;
  fname: string;
  lname: string;
  socialnumber: string;
  email?: string | null | undefined;
}) => ({
  systemId: r.id,
  civicNumber: r.socialnumber,
  givenName: r.fname,
  familyName: r.lname,
  email: emailOf(r.email),
});

/**
 * The unit's persons from its system's person files (schoolsoft: student, parent, teacher; adela and
 * online: person), merged by civic number. A second record of the same civic number adds its role; a
 * record whose id another civic number already has is a problem. Guardians come before pupils, so
 * that a pupil's guardians exist when the pupil is written.
 */
export function personsOfExport(system: ExportSystem, files: PersonFiles): ExportPersons {
  const byCivic = new Map<string, ImportPerson>();
  const civicOfId = new Map<string, string>();
  const problems: ExportProblem[] = [];
  const ownedRoles = new Set<ManagedRole>();

  const add = (
    type: PersonExportType,
    line: number,
    record: Omit<ImportPerson, 'roles'>,
    role: ManagedRole,
  ): ImportPerson | null => {
    const taken = civicOfId.get(record.systemId);
    if (taken !== undefined && taken !== record.civicNumber) {
      problems.push({
        type,
        line,
        recordId: record.systemId,
        statusCode: 409,
        message: `Rad ${line} i ${type}.json (${record.systemId}): samma id som en annan person`,
      });
      return null;
    }
    let person = byCivic.get(record.civicNumber);
    if (!person) {
      person = { ...record, roles: [] };
      byCivic.set(record.civicNumber, person);
      civicOfId.set(record.systemId, record.civicNumber);
    } else if (person.email === null) {
      person.email = record.email;
    }
    if (!person.roles.includes(role)) person.roles.push(role);
    return person;
  };

  if (system === 'schoolsoft') {
    if (files.teacher) ownedRoles.add('Lärare');
    files.teacher?.forEach((r, i) => {
      add('teacher', i + 1, schoolSoftPerson(r), 'Lärare');
    });
    if (files.parent) ownedRoles.add('Vårdnadshavare');
    const guardiansOf = new Map<string, string[]>();
    files.parent?.forEach((r, i) => {
      const guardian = add(
        'parent',
        i + 1,
        {
          systemId: r.id,
          civicNumber: r.socialnumber,
          givenName: r.fname1,
          familyName: r.lname1,
          email: emailOf(r.email),
        },
        'Vårdnadshavare',
      );
      if (!guardian) return;
      const list = guardiansOf.get(r.studentsocialnumber) ?? [];
      if (!list.includes(guardian.civicNumber)) list.push(guardian.civicNumber);
      guardiansOf.set(r.studentsocialnumber, list);
    });
    if (files.student) ownedRoles.add('Elev');
    files.student?.forEach((r, i) => {
      const pupil = add('student', i + 1, schoolSoftPerson(r), 'Elev');
      // Without the parent file the export says nothing of the pupils' guardians.
      if (pupil && files.parent) pupil.guardians = guardiansOf.get(pupil.civicNumber) ?? [];
    });
  } else if (files.person) {
    for (const role of MANAGED_ROLES) ownedRoles.add(role);
    files.person.forEach((r, i) => {
      const role = ROLE_OF_INSTITUTION[r.institutionrole.institutionroletype];
      const person = add(
        'person',
        i + 1,
        {
          systemId: r.id,
          civicNumber: r.personcode,
          givenName: r.name.n.given,
          familyName: r.name.n.family,
          email: emailOf(r.email),
        },
        role,
      );
      if (person && role === 'Elev' && r.guardians) person.guardians = [...new Set(r.guardians)];
    });
  }

  const persons = [...byCivic.values()];
  // Those who are no pupil first: a pupil's guardians are then written before the pupil.
  const isPupil = (p: ImportPerson) => p.roles.includes('Elev');
  return {
    persons: [...persons.filter((p) => !isPupil(p)), ...persons.filter(isPupil)],
    problems,
    ownedRoles: MANAGED_ROLES.filter((role) => ownedRoles.has(role)),
  };
}

/** The unit's groups from its group file; a second record of the same id is a problem. */
export function groupsOfExport(records: readonly TExportGroupRecord[]): {
  groups: ImportGroup[];
  problems: ExportProblem[];
} {
  const seen = new Set<string>();
  const groups: ImportGroup[] = [];
  const problems: ExportProblem[] = [];
  records.forEach((r, i) => {
    if (seen.has(r.id)) {
      problems.push({
        type: 'group',
        line: i + 1,
        recordId: r.id,
        statusCode: 409,
        message: `Rad ${i + 1} i group.json (${r.id}): gruppen finns redan på en tidigare rad`,
      });
      return;
    }
    seen.add(r.id);
    groups.push({
      systemId: r.id,
      name: r.name,
      code: r.code ?? null,
      typeName: r.grouptype.scheme,
      startDate: r.extension.startdate,
      endDate: r.extension.enddate,
      subjectName: r.extension.subjectname ?? null,
      courseCode: r.extension.coursecode ?? null,
      members: [...new Set(r.socialnumber)],
    });
  });
  return { groups, problems };
}
