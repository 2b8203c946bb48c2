import { describe, expect, it } from 'vitest';
import { civicNumberFor } from '../persons/civic-number.ts';
import { checkExportFile, groupsOfExport, personsOfExport } from './export-import.ts';

const civic = (year: number, serial: number) => civicNumberFor(`${year}-05-06`, serial);

describe('checkExportFile', () => {
  it('keeps the good records and names each bad one by line and id, never by its values', () => {
    const checked = checkExportFile('teacher', [
      { id: 't1', fname: 'Ann', lname: 'Ek', socialnumber: civic(1980, 1), email: null },
      { id: 't2', fname: 'Bo', lname: 'Ek', socialnumber: '19800506-0000', email: null },
      { fname: 'Cia' },
      'not a record',
    ]);
    expect(checked.records.map((r) => r.id)).toEqual(['t1']);
    expect(checked.skippedIds).toEqual(['t2']);
    expect(checked.problems.map((p) => [p.line, p.recordId, p.statusCode])).toEqual([
      [2, 't2', 422],
      [3, null, 422],
      [4, null, 422],
    ]);
    expect(checked.problems[0]?.message).toBe(
      'Rad 2 i teacher.json (t2): socialnumber: not a valid civic number',
    );
    expect(checked.problems.map((p) => p.message).join()).not.toContain('19800506');
  });

  it('refuses names beyond 200 characters', () => {
    const checked = checkExportFile('teacher', [
      { id: 't1', fname: 'A'.repeat(201), lname: 'Ek', socialnumber: civic(1980, 1), email: null },
    ]);
    expect(checked.records).toEqual([]);
  });
});

describe('personsOfExport', () => {
  const student = (n: number) => ({
    id: `s${n}`,
    fname: `Elev${n}`,
    lname: 'Ek',
    socialnumber: civic(2012, n),
    class: '7A',
  });
  const parent = (n: number, pupil: number) => ({
    id: `p${n}`,
    fname1: `Förälder${n}`,
    lname1: 'Ek',
    socialnumber: civic(1980, n),
    studentsocialnumber: civic(2012, pupil),
  });

  it('merges SchoolSoft’s files by civic number, guardians before pupils, each pupil with their guardians', () => {
    const { persons, ownedRoles, problems } = personsOfExport('schoolsoft', {
      student: [student(1), student(2)],
      parent: [parent(1, 1), parent(1, 2), parent(2, 1)],
      teacher: [
        { id: 'p1', fname: 'Förälder1', lname: 'Ek', socialnumber: civic(1980, 1), email: 'f@x.test' },
      ],
    });
    expect(problems).toEqual([]);
    expect(ownedRoles).toEqual(['Elev', 'Vårdnadshavare', 'Lärare']);
    expect(persons.map((p) => [p.systemId, p.roles])).toEqual([
      ['p1', ['Lärare', 'Vårdnadshavare']],
      ['p2', ['Vårdnadshavare']],
      ['s1', ['Elev']],
      ['s2', ['Elev']],
    ]);
    expect(persons[2]?.guardians).toEqual([civic(1980, 1), civic(1980, 2)]);
    expect(persons[3]?.guardians).toEqual([civic(1980, 1)]);
    expect(persons[0]?.email).toBe('f@x.test');
  });

  it('says nothing of guardians, and owns no guardian role, without the parent file', () => {
    const { persons, ownedRoles } = personsOfExport('schoolsoft', { student: [student(1)] });
    expect(ownedRoles).toEqual(['Elev']);
    expect(persons[0]?.guardians).toBeUndefined();
  });

  it('makes a second civic number under the same id a problem', () => {
    const { persons, problems } = personsOfExport('schoolsoft', {
      student: [student(1), { ...student(2), id: 's1' }],
    });
    expect(persons).toHaveLength(1);
    expect(problems).toEqual([
      expect.objectContaining({ type: 'student', line: 2, recordId: 's1', statusCode: 409 }),
    ]);
  });

  it('reads the person layout of Adela and the online system with its roles and guardians', () => {
    const { persons, ownedRoles } = personsOfExport('adela', {
      person: [
        {
          id: 'a1',
          institutionrole: { institutionroletype: 'Student' },
          name: { n: { given: 'Elsa', family: 'Lind' } },
          personcode: civic(2009, 1),
          email: '',
          guardians: [civic(1980, 1), civic(1980, 1)],
        },
        {
          id: 'a2',
          institutionrole: { institutionroletype: 'Guardian' },
          name: { n: { given: 'Eva', family: 'Lind' } },
          personcode: civic(1980, 1),
          email: 'eva@x.test',
        },
      ],
    });
    expect(ownedRoles).toEqual(['Elev', 'Vårdnadshavare', 'Lärare']);
    expect(persons.map((p) => [p.systemId, p.roles, p.email, p.guardians])).toEqual([
      ['a2', ['Vårdnadshavare'], 'eva@x.test', undefined],
      ['a1', ['Elev'], null, [civic(1980, 1)]],
    ]);
  });
});

describe('groupsOfExport', () => {
  it('reads each group once with its members once', () => {
    const record = {
      id: 'g1',
      name: '7A',
      grouptype: { scheme: 'Klass' },
      extension: { startdate: '2026-08-17', enddate: null },
      socialnumber: [civic(2012, 1), civic(2012, 1)],
    };
    const { groups, problems } = groupsOfExport([record, { ...record, name: '7B' }]);
    expect(groups).toEqual([
      {
        systemId: 'g1',
        name: '7A',
        code: null,
        typeName: 'Klass',
        startDate: '2026-08-17',
        endDate: null,
        subjectName: null,
        courseCode: null,
        members: [civic(2012, 1)],
      },
    ]);
    expect(problems.map((p) => [p.line, p.statusCode])).toEqual([[2, 409]]);
  });
});
