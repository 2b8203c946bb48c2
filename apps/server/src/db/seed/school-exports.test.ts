import { Random } from '@kansli/domain/fictional/random';
import {
  EXPORT_TYPES_OF,
  exportFolder,
  newestExportDate,
  parseExportFileName,
} from '@kansli/domain/schools/export-files';
import { exportFileSchema, type TExportGroupRecord } from '@kansli/domain/schools/export-records';
import { exportSystemOf } from '@kansli/domain/schools/export-system';
import { describe, expect, it } from 'vitest';
import { demoPeople, SEED } from './demo-people.ts';
import { generateGroups } from './groups.ts';
import { seedLocations } from './organisation.ts';
import {
  demoSchoolExports,
  MISSING_EXPORT_UNIT,
  STALE_EXPORT_DAYS,
  STALE_EXPORT_UNIT,
} from './school-exports.ts';

const NOW = new Date('2026-11-24T09:00:00.000Z');
const TODAY = '2026-11-24';
const files = demoSchoolExports(NOW, TODAY);
const people = demoPeople();
const schools = seedLocations.filter((l) => ['grundskola', 'gymnasium', 'komvux'].includes(l.kind));
const namesUnder = (prefix: string) => files.filter((f) => f.name.startsWith(prefix)).map((f) => f.name);

describe('the demo school-system export files', () => {
  it('has files of its main system and of Skola24 for every school unit but the one without exports', () => {
    expect(schools).toHaveLength(5);
    for (const unit of schools) {
      const system = exportSystemOf(unit.name);
      const main = namesUnder(exportFolder(system, unit.id));
      const schedule = namesUnder(exportFolder('skola24', unit.id));
      if (unit.id === MISSING_EXPORT_UNIT) {
        expect(files.some((f) => f.name.split('/')[1] === String(unit.id))).toBe(false);
        continue;
      }
      const newest = newestExportDate(main);
      const types = main.filter((n) => n.includes(`/${newest}/`)).map((n) => parseExportFileName(n)?.type);
      expect(types.sort()).toEqual([...EXPORT_TYPES_OF[system]].sort());
      expect(newestExportDate(schedule)).toBe(newest);
    }
    expect(files.every((f) => parseExportFileName(f.name) !== null)).toBe(true);
    expect(new Set(files.map((f) => f.name.split('/')[0]))).toEqual(
      new Set(['schoolsoft', 'adela', 'online', 'skola24']),
    );
  });

  it("dates the newest exports today and keeps older days, except the stale unit's, which are days old", () => {
    for (const unit of schools.filter((u) => u.id !== MISSING_EXPORT_UNIT)) {
      const names = namesUnder(exportFolder(exportSystemOf(unit.name), unit.id));
      const dates = [...new Set(names.map((n) => parseExportFileName(n)?.date))].sort();
      expect(dates).toHaveLength(3);
      expect(newestExportDate(names)).toBe(unit.id === STALE_EXPORT_UNIT ? '2026-11-19' : TODAY);
    }
    expect(STALE_EXPORT_DAYS).toBeGreaterThan(1);
    expect(files.every((f) => new Date(f.updated) <= NOW)).toBe(true);
  });

  it('holds records of the spec’s shapes, each file a non-empty array that the import’s schemas accept', () => {
    for (const f of files) {
      const name = parseExportFileName(f.name);
      if (!name) throw new Error(`outside the layout: ${f.name}`);
      const parsed = exportFileSchema(name.type).safeParse(JSON.parse(f.content));
      expect(parsed.error?.issues ?? [], f.name).toEqual([]);
      expect(parsed.data?.length, f.name).toBeGreaterThan(0);
      expect(f.contentType).toBe('application/json');
    }
  });

  it('names the seeded people by their civic numbers and system ids, and the groups by their members', () => {
    const byCivicNumber = new Map(people.map((p) => [p.civicNumber, p]));
    const read = <T>(name: string) => JSON.parse(files.find((f) => f.name === name)?.content ?? '[]') as T[];
    const students = read<{ id: string; socialnumber: string; class: string | null }>(
      `schoolsoft/201/${TODAY}/student.json`,
    );
    expect(students.length).toBeGreaterThanOrEqual(40);
    for (const student of students) {
      const person = byCivicNumber.get(student.socialnumber);
      expect(person?.systemIds).toContainEqual({
        system: 'schoolsoft',
        systemId: student.id,
        systemSegment: null,
      });
      expect(person?.roles).toContainEqual({ role: 'Elev', locationId: 201 });
      expect(student.class).toMatch(/^\d[A-Z]$/);
    }
    const persons = read<{
      id: string;
      personcode: string;
      institutionrole: { institutionroletype: string };
    }>(`online/221/${TODAY}/person.json`);
    for (const person of persons.filter((p) => p.institutionrole.institutionroletype === 'Student')) {
      expect(byCivicNumber.get(person.personcode)?.systemIds[0]?.systemId).toBe(person.id);
    }

    const groups = generateGroups(new Random(SEED + 1), people).filter((g) => g.locationId === 211);
    const exported = read<TExportGroupRecord>(`adela/211/${TODAY}/group.json`);
    expect(exported.map((g) => g.name)).toEqual(groups.map((g) => g.name));
    const first = groups[0];
    const current = new Set(
      first?.members.filter((m) => m.deletedAt === null).map((m) => people[m.index]?.civicNumber),
    );
    expect(new Set(exported[0]?.socialnumber)).toEqual(current);
  });
});
