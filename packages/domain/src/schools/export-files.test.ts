import { describe, expect, it } from 'vitest';
import { exportFileName, newestExportDate, parseExportFileName } from './export-files.ts';

describe('the export files of the school systems', () => {
  it('names a file by system, unit, date and type, and reads the name back', () => {
    const name = exportFileName('schoolsoft', 201, '2026-11-24', 'student');
    expect(name).toBe('schoolsoft/201/2026-11-24/student.json');
    expect(parseExportFileName(name)).toEqual({
      system: 'schoolsoft',
      locationId: 201,
      date: '2026-11-24',
      type: 'student',
    });
  });

  it.each([
    'schoolsoft/201/2026-11-24/person.json',
    'schoolsoft/201/2026-02-30/group.json',
    'skola24/201/2026-11-24/group.json',
    'visma/201/2026-11-24/group.json',
    'schoolsoft/201/group.json',
    'schoolsoft/201/2026-11-24/group.json.tmp',
  ])('leaves %s outside the layout', (name) => {
    expect(parseExportFileName(name)).toBeNull();
  });

  it('finds the newest dated folder among the names, ignoring names outside the layout', () => {
    expect(
      newestExportDate([
        'adela/211/2026-11-22/group.json',
        'adela/211/2026-11-24/person.json',
        'adela/211/2026-11-23/group.json',
        'adela/211/2027-01-01/notes.txt',
      ]),
    ).toBe('2026-11-24');
    expect(newestExportDate([])).toBeNull();
  });
});
