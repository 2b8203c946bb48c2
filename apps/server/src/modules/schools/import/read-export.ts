import {
  EXPORT_TYPES_OF,
  exportFileName,
  exportFolder,
  newestExportDate,
} from '@kansli/domain/schools/export-files';
import { type CheckedFile, checkExportFile, EXPORT_RECORD_LIMIT } from '@kansli/domain/schools/export-import';
import type { ExportType } from '@kansli/domain/schools/export-records';
import type { ExportSystem } from '@kansli/domain/schools/export-system';
import {
  type StorageClient,
  StorageObjectNotFoundError,
} from '../../../integrations/google/storage-client.ts';

// Reading a unit's newest export from the bucket (docs/integrations.md, 'School-system export files'):
// the newest dated folder of the unit's system, each of the system's files in it checked record by
// record. A file that is missing or unreadable is reported as such and the others still import.

export type ImportedType = Exclude<ExportType, 'schedule'>;

export interface FileOutcome<T extends ImportedType> {
  type: T;
  /** The checked records; null when the file is missing or not a list of records. */
  checked: CheckedFile<T> | null;
  /** Why the file could not be read: its status and message. */
  failure?: { statusCode: number; message: string };
  /** Records in the file, good and bad. */
  total: number;
}

export interface UnitExport {
  date: string;
  files: { [T in ImportedType]?: FileOutcome<T> };
}

/** The unit's newest export, or null when the bucket has none for the unit. */
export async function readNewestExport(
  storage: StorageClient,
  system: ExportSystem,
  locationId: number,
): Promise<UnitExport | null> {
  const date = newestExportDate((await storage.list(exportFolder(system, locationId))).map((o) => o.name));
  if (!date) return null;
  const read: UnitExport = { date, files: {} };
  for (const type of EXPORT_TYPES_OF[system] as ImportedType[]) {
    (read.files as Record<string, FileOutcome<ImportedType>>)[type] = await readFile(
      storage,
      exportFileName(system, locationId, date, type),
      type,
      date,
    );
  }
  return read;
}

async function readFile<T extends ImportedType>(
  storage: StorageClient,
  name: string,
  type: T,
  date: string,
): Promise<FileOutcome<T>> {
  const failed = (statusCode: number, message: string): FileOutcome<T> => ({
    type,
    checked: null,
    failure: { statusCode, message },
    total: 0,
  });
  let text: string;
  try {
    text = await storage.download(name);
  } catch (error) {
    if (error instanceof StorageObjectNotFoundError) {
      return failed(404, `${type}.json saknas i exporten från ${date}`);
    }
    throw error;
  }
  let records: unknown;
  try {
    records = JSON.parse(text);
  } catch {
    return failed(422, `${type}.json i exporten från ${date} är inte JSON`);
  }
  if (!Array.isArray(records)) return failed(422, `${type}.json i exporten från ${date} är inte en lista`);
  if (records.length > EXPORT_RECORD_LIMIT) {
    return failed(
      413,
      `${type}.json i exporten från ${date} har ${records.length} poster, fler än ${EXPORT_RECORD_LIMIT}`,
    );
  }
  return { type, checked: checkExportFile(type, records), total: records.length };
}
