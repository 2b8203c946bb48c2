import { EXPORT_TYPES_OF, parseExportFileName } from '@kansli/domain/schools/export-files';
import {
  exportFileSchema,
  type TExportParentRecord,
  type TExportPersonRecord,
  type TExportStudentRecord,
} from '@kansli/domain/schools/export-records';
import { describe, expect, it } from 'vitest';
import { FICTIONAL_PUPILS, fictionalUnitExport } from './fictional-export.ts';

const WRITTEN = '2026-11-28T09:00:00.000Z';
const recordsOf = <T>(files: { name: string; content: string }[], type: string) =>
  JSON.parse(files.find((file) => file.name.endsWith(`/${type}.json`))?.content ?? '[]') as T[];

describe("a unit's fictional export", () => {
  it("writes the system's files and the schedule in the unit's folder of the day, each accepted by the import", () => {
    const files = fictionalUnitExport('schoolsoft', 4711, '2026-11-28', WRITTEN);
    expect(files.map((file) => file.name).sort()).toEqual(
      [
        ...EXPORT_TYPES_OF.schoolsoft.map((type) => `schoolsoft/4711/2026-11-28/${type}.json`),
        'skola24/4711/2026-11-28/schedule.json',
      ].sort(),
    );
    for (const file of files) {
      const name = parseExportFileName(file.name);
      if (!name) throw new Error(`outside the layout: ${file.name}`);
      const parsed = exportFileSchema(name.type).safeParse(JSON.parse(file.content));
      expect(parsed.error?.issues ?? [], file.name).toEqual([]);
      expect(parsed.data?.length, file.name).toBeGreaterThan(0);
      expect(file).toMatchObject({ contentType: 'application/json', updated: WRITTEN });
    }
  });

  it('names a few pupils in one class, each with the guardians of the parent file', () => {
    const files = fictionalUnitExport('schoolsoft', 4711, '2026-11-28', WRITTEN);
    const students = recordsOf<TExportStudentRecord>(files, 'student');
    expect(students).toHaveLength(FICTIONAL_PUPILS);
    expect(new Set(students.map((student) => student.class))).toEqual(new Set(['4A']));
    const parents = recordsOf<TExportParentRecord>(files, 'parent');
    for (const student of students) {
      const guardians = parents.filter((parent) => parent.studentsocialnumber === student.socialnumber);
      expect(guardians.length).toBeGreaterThanOrEqual(1);
      expect(guardians.length).toBeLessThanOrEqual(2);
    }
    expect(recordsOf(files, 'teacher')).toHaveLength(2);
  });

  it('gives the same unit the same persons on another day, and another unit other persons', () => {
    const civicNumbers = (locationId: number, date: string) =>
      recordsOf<TExportPersonRecord>(fictionalUnitExport('adela', locationId, date, WRITTEN), 'person')
        .map((person) => `${person.id} ${person.personcode}`)
        .sort();
    expect(civicNumbers(12, '2026-11-29')).toEqual(civicNumbers(12, '2026-11-28'));
    expect(civicNumbers(13, '2026-11-28')).not.toEqual(civicNumbers(12, '2026-11-28'));
  });

  it('lists adult pupils without guardians in an adult-education course', () => {
    const files = fictionalUnitExport('online', 300, '2026-11-28', WRITTEN);
    const persons = recordsOf<TExportPersonRecord>(files, 'person');
    const roles = persons.map((person) => person.institutionrole.institutionroletype);
    expect(roles.filter((role) => role === 'Student')).toHaveLength(FICTIONAL_PUPILS);
    expect(roles).not.toContain('Guardian');
    expect(recordsOf<{ grouptype: { scheme: string } }>(files, 'group')[0]?.grouptype.scheme).toBe(
      'Komvux kurs',
    );
  });
});
