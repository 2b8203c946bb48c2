import { dateOfEpochDay, epochDay } from '@kansli/domain/calendar/dates';
import { Random } from '@kansli/domain/fictional/random';
import { exportSystemOf } from '@kansli/domain/schools/export-system';
import { type ExportFile, type UnitExport, unitExportFiles } from '@kansli/domain/schools/export-writer';
import { demoPeople, SEED } from './demo-people.ts';
import { generateGroups, type SeedGroup } from './groups.ts';
import { seedLocations } from './organisation.ts';
import type { SeedPerson } from './people.ts';

// The school systems' export files of the demo organisation, as their exporters would have written
// them to the bucket (docs/integrations.md, 'School-system export files'), made from the seeded people
// and groups so that an import finds the same persons by civic number and system id. The Google
// sandbox starts with them.

/** A unit whose exports stopped some days ago, and one that never had any. */
export const STALE_EXPORT_UNIT = 202;
export const STALE_EXPORT_DAYS = 5;
export const MISSING_EXPORT_UNIT = 212;
/** Days before the newest that older exports are kept from. */
const OLDER_EXPORTS = [1, 2];
/** The exporters run at night: 01:30 UTC is 02:30 or 03:30 in Stockholm. */
const EXPORT_TIME = 'T01:30:00.000Z';

const addDays = (date: string, days: number) => dateOfEpochDay(epochDay(date) + days);

/** One unit's export as its system sees the seeded people and groups. */
function unitExport(
  location: (typeof seedLocations)[number],
  people: SeedPerson[],
  groups: SeedGroup[],
): UnitExport {
  const system = exportSystemOf(location.name);
  const holding = (role: string) =>
    people.flatMap((p, i) =>
      p.roles.some((r) => r.role === role && r.locationId === location.id) ? [i] : [],
    );
  const pupils = holding('Elev');
  return {
    system,
    locationId: location.id,
    // Pupils and guardians carry the system's id from the seed; teachers get one of the same system.
    people: people.map((p, index) => ({
      systemId: p.systemIds.find((s) => s.system === system)?.systemId ?? `${system}-personal-${index}`,
      givenName: p.givenName,
      familyName: p.familyName,
      civicNumber: p.civicNumber,
      email: p.emails[0]?.email ?? null,
      guardians: p.guardianIndexes,
    })),
    pupils,
    guardians: [...new Set(pupils.flatMap((i) => (people[i] as SeedPerson).guardianIndexes))],
    teachers: holding('Lärare'),
    groups: groups
      .filter((g) => g.locationId === location.id)
      .map((g) => {
        // Current members once each; ended memberships are no longer in the system's export.
        const members = [...new Set(g.members.filter((m) => m.deletedAt === null).map((m) => m.index))];
        return {
          id: g.systemId,
          name: g.name,
          code: g.code,
          typeName: g.typeName,
          startDate: g.startDate,
          endDate: g.endDate,
          subjectName: g.subjectName,
          courseCode: g.courseCode,
          members,
          teacher: g.members.find((m) => m.roleName === 'Lärare' && members.includes(m.index))?.index,
        };
      }),
  };
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
    const unit = unitExport(location, input.people, input.groups);
    const newest = location.id === STALE_EXPORT_UNIT ? addDays(input.today, -STALE_EXPORT_DAYS) : input.today;
    for (const date of [newest, ...OLDER_EXPORTS.map((days) => addDays(newest, -days))]) {
      const at = new Date(`${date}${EXPORT_TIME}`);
      files.push(...unitExportFiles(unit, date, (at > input.now ? input.now : at).toISOString()));
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
