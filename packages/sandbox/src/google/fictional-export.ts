import { asciiName, familyNames, femaleNames, maleNames } from '@kansli/domain/fictional/names';
import { Random } from '@kansli/domain/fictional/random';
import { civicNumberFor } from '@kansli/domain/persons/civic-number';
import type { ExportSystem } from '@kansli/domain/schools/export-system';
import {
  type ExportFile,
  type ExportGroup,
  type ExportPerson,
  type UnitExport,
  unitExportFiles,
} from '@kansli/domain/schools/export-writer';

// A school unit's export as its school system would write it on a day: a few fictional pupils, their
// guardians, two teachers and one group, for a unit Kansli has just been given. The same unit gets the
// same persons every day, as a real system's export would hold them, so importing another day's export
// changes nothing.

export const FICTIONAL_PUPILS = 6;
const TEACHERS = 2;

/** Birth years of the pupils: a compulsory school's, an upper-secondary school's, adult education's. */
const PUPIL_YEARS: Record<ExportSystem, [number, number]> = {
  schoolsoft: [2011, 2019],
  adela: [2008, 2010],
  online: [1975, 2004],
};

/** The school year `date` falls in: from the middle of August to the middle of June. */
function schoolYearOf(date: string) {
  const year = Number(date.slice(0, 4));
  const first = Number(date.slice(5, 7)) >= 8 ? year : year - 1;
  return { startDate: `${first}-08-17`, endDate: `${first + 1}-06-11` };
}

function groupOf(system: ExportSystem, date: string, members: number[], teacher: number) {
  const common = { id: `${system}-grupp-1`, members, teacher, ...schoolYearOf(date) };
  const groups: Record<ExportSystem, ExportGroup> = {
    schoolsoft: { ...common, name: '4A', code: '4A', typeName: 'Klass', subjectName: null, courseCode: null },
    adela: { ...common, name: 'NA1A', code: 'NA1A', typeName: 'Klass', subjectName: null, courseCode: null },
    online: {
      ...common,
      name: 'Svenska 1',
      code: 'SVESVE01-1',
      typeName: 'Komvux kurs',
      subjectName: 'Svenska',
      courseCode: 'SVESVE01',
    },
  };
  return groups[system];
}

/** The unit's export of `date` in its system, written at `updated`. */
export function fictionalUnitExport(
  system: ExportSystem,
  locationId: number,
  date: string,
  updated: string,
): ExportFile[] {
  const random = new Random(locationId * 7919 + system.length);
  const people: ExportPerson[] = [];
  const civicNumbers = new Set<string>();
  const add = (role: string, [fromYear, toYear]: [number, number], guardians: number[] = []) => {
    let civicNumber: string;
    do civicNumber = civicNumberFor(random.date(fromYear, toYear), random.int(0, 999));
    while (civicNumbers.has(civicNumber));
    civicNumbers.add(civicNumber);
    const givenName = random.chance(0.5) ? random.pick(femaleNames) : random.pick(maleNames);
    const familyName = random.pick(familyNames);
    const n = people.length + 1;
    const domain = role === 'vh' ? 'hemma.test' : role === 'elev' ? 'elev.kansli.test' : 'kansli.test';
    people.push({
      systemId: `${system}-${locationId}-${role}-${n}`,
      givenName,
      familyName,
      civicNumber,
      email: `${asciiName(givenName)}.${asciiName(familyName)}${n}@${domain}`,
      guardians,
    });
    return people.length - 1;
  };

  const adults = system === 'online';
  const pupils: number[] = [];
  const guardians: number[] = [];
  for (let i = 0; i < FICTIONAL_PUPILS; i++) {
    const family = adults
      ? []
      : Array.from({ length: random.chance(0.7) ? 2 : 1 }, () => add('vh', [1970, 1992]));
    guardians.push(...family);
    pupils.push(add('elev', PUPIL_YEARS[system], family));
  }
  const teachers = Array.from({ length: TEACHERS }, () => add('personal', [1965, 1995]));
  const [mentor = 0] = teachers;
  const unit: UnitExport = {
    system,
    locationId,
    people,
    pupils,
    guardians,
    teachers,
    groups: [groupOf(system, date, [mentor, ...pupils], mentor)],
  };
  return unitExportFiles(unit, date, updated);
}
