import { z } from 'zod';
import { ZDate } from '../calendar/schemas.ts';
import { isValidCivicNumber } from '../persons/civic-number.ts';

// The records of the school systems' export files (spec part 2, 3 'Raw export records'), as the
// exporters write them to cloud storage and the import reads them: each file is a JSON array of one
// type's records. The contract, with an example of each, is in docs/integrations.md. Fields beyond
// these are kept out when parsed, so an exporter may send more.

/** A civic number as the exports write it, YYYYMMDD-NNNN, with a right check digit. */
const ZExportCivicNumber = z
  .string()
  .regex(/^\d{8}-\d{4}$/, 'YYYYMMDD-NNNN expected')
  .refine(isValidCivicNumber, 'not a valid civic number');
/** A member's civic number in a group record: a member who is no known person is the import's problem, not the group's. */
const ZMemberCivicNumber = z.string().regex(/^\d{8}-\d{4}$/, 'YYYYMMDD-NNNN expected');
/** The system's own id of a person or a group: what the import keys it by, with the system's name. */
const ZSystemId = z.string().min(1).max(100);
/** A name or a title: bounded, as everything read from outside. */
const ZText = z.string().trim().min(1).max(200);
const ZEmail = z.string().trim().max(320);

/** A group and its current members; `id` keys it. */
export const ZExportGroupRecord = z.object({
  id: ZSystemId,
  name: ZText,
  code: z.string().max(100).nullable().optional(),
  /** The group's type as the system names it: 'Klass', 'Grundskolan ämne', 'Gymnasiet kurs' … */
  grouptype: z.object({ scheme: ZText }),
  extension: z.object({
    startdate: ZDate.nullable(),
    enddate: ZDate.nullable(),
    subjectname: ZText.nullable().optional(),
    coursecode: z.string().max(100).nullable().optional(),
  }),
  /** The civic numbers of the group's current members, pupils and teachers alike. */
  socialnumber: z.array(ZMemberCivicNumber).max(5000),
});
export type TExportGroupRecord = z.infer<typeof ZExportGroupRecord>;

export const INSTITUTION_ROLE_TYPES = ['Student', 'Guardian', 'Teacher'] as const;

/** A person in the IMS-like layout of Adela and the online system; `id` keys them, `personcode` is the civic number. */
export const ZExportPersonRecord = z.object({
  id: ZSystemId,
  institutionrole: z.object({ institutionroletype: z.enum(INSTITUTION_ROLE_TYPES) }),
  name: z.object({ n: z.object({ given: ZText, family: ZText }) }),
  personcode: ZExportCivicNumber,
  email: ZEmail.nullable(),
  /** A pupil's guardians, by civic number. */
  guardians: z.array(ZExportCivicNumber).max(10).optional(),
});
export type TExportPersonRecord = z.infer<typeof ZExportPersonRecord>;

/** A pupil in SchoolSoft's layout; `id` keys them. */
export const ZExportStudentRecord = z.object({
  id: ZSystemId,
  fname: ZText,
  lname: ZText,
  socialnumber: ZExportCivicNumber,
  /** The name of the pupil's class. */
  class: ZText.nullable(),
  email: ZEmail.nullable().optional(),
});
export type TExportStudentRecord = z.infer<typeof ZExportStudentRecord>;

/** A guardian of one pupil in SchoolSoft's layout: one record per guardian and pupil; `id` keys the guardian. */
export const ZExportParentRecord = z.object({
  id: ZSystemId,
  fname1: ZText,
  lname1: ZText,
  socialnumber: ZExportCivicNumber,
  studentsocialnumber: ZExportCivicNumber,
  email: ZEmail.nullable().optional(),
});
export type TExportParentRecord = z.infer<typeof ZExportParentRecord>;

/** A teacher in SchoolSoft's layout; `id` keys them. */
export const ZExportTeacherRecord = z.object({
  id: ZSystemId,
  fname: ZText,
  lname: ZText,
  socialnumber: ZExportCivicNumber,
  email: ZEmail.nullable(),
});
export type TExportTeacherRecord = z.infer<typeof ZExportTeacherRecord>;

const ZClockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM expected');

/** A weekly lesson of Skola24's schedule export; `id` keys it. */
export const ZExportLessonRecord = z.object({
  id: ZSystemId,
  /** The group's id in the unit's school system, and its name. */
  groupid: z.string().min(1),
  groupname: z.string().min(1),
  /** 1 Monday … 5 Friday. */
  weekday: z.number().int().min(1).max(7),
  start: ZClockTime,
  end: ZClockTime,
  room: z.string().nullable(),
  teachersocialnumber: ZExportCivicNumber.nullable(),
});
export type TExportLessonRecord = z.infer<typeof ZExportLessonRecord>;

/** The schema of each export type's records; a file holds an array of them. */
export const exportRecordSchemas = {
  group: ZExportGroupRecord,
  person: ZExportPersonRecord,
  student: ZExportStudentRecord,
  parent: ZExportParentRecord,
  teacher: ZExportTeacherRecord,
  schedule: ZExportLessonRecord,
} as const;

export type ExportType = keyof typeof exportRecordSchemas;
export type ExportRecord<T extends ExportType> = z.infer<(typeof exportRecordSchemas)[T]>;

/** A file's records, each checked; the import reads a file through this. */
export const exportFileSchema = <T extends ExportType>(type: T) => z.array(exportRecordSchemas[type]);
