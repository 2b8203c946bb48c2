import { isCalendarDate } from '../calendar/dates.ts';
import type { ExportType } from './export-records.ts';
import type { ExportSystem } from './export-system.ts';

// Where the school systems' export files lie in the bucket (docs/integrations.md, 'School-system
// export files'): `{system}/{locationId}/{YYYY-MM-DD}/{type}.json`, one dated folder per export run.

/** The schedule system; every school unit has it beside its main system (exportSystemOf, by name). */
export const SCHEDULE_SYSTEM = 'skola24';
/** A top folder of the bucket: a unit's main system, or the schedule system. */
export type ExportFolderSystem = ExportSystem | typeof SCHEDULE_SYSTEM;

/** The record types each system exports. */
export const EXPORT_TYPES_OF: Record<ExportFolderSystem, readonly ExportType[]> = {
  schoolsoft: ['group', 'student', 'parent', 'teacher'],
  adela: ['group', 'person'],
  online: ['group', 'person'],
  skola24: ['schedule'],
};

/** The folder of a unit's exports in a system, ending in '/': the prefix to list. */
export const exportFolder = (system: ExportFolderSystem, locationId: number) => `${system}/${locationId}/`;

export const exportFileName = (
  system: ExportFolderSystem,
  locationId: number,
  date: string,
  type: ExportType,
) => `${exportFolder(system, locationId)}${date}/${type}.json`;

export interface ExportFileName {
  system: ExportFolderSystem;
  locationId: number;
  date: string;
  type: ExportType;
}

const FILE_NAME = /^(schoolsoft|adela|online|skola24)\/(\d{1,9})\/(\d{4}-\d{2}-\d{2})\/([a-z]+)\.json$/;

/** The parts of a file's name; null for a name outside the layout, which the import leaves alone. */
export function parseExportFileName(name: string): ExportFileName | null {
  const match = FILE_NAME.exec(name);
  if (!match) return null;
  const [, system, locationId, date, type] = match as unknown as [
    string,
    ExportSystem,
    string,
    string,
    string,
  ];
  if (!isCalendarDate(date) || !EXPORT_TYPES_OF[system].includes(type as ExportType)) return null;
  return { system, locationId: Number(locationId), date, type: type as ExportType };
}

/** The newest date among the names, the folder to import; null when there is none. */
export function newestExportDate(names: readonly string[]): string | null {
  let newest: string | null = null;
  for (const name of names) {
    const date = parseExportFileName(name)?.date;
    if (date && (newest === null || date > newest)) newest = date;
  }
  return newest;
}
