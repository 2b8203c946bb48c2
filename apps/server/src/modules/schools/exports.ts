import { noExportFilesMessage } from '@kansli/domain/http/messages';
import {
  EXPORT_TYPES_OF,
  type ExportFolderSystem,
  exportFileName,
  exportFolder,
  newestExportDate,
  parseExportFileName,
} from '@kansli/domain/schools/export-files';
import type { ExportType } from '@kansli/domain/schools/export-records';
import { STORAGE_RECORD_LIMIT, type TStorageFile } from '@kansli/domain/schools/units';
import type { RequestContext } from '../../context/request-context.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { type StorageClient, StorageObjectNotFoundError } from '../../integrations/google/storage-client.ts';
import { requireUnit } from './units.ts';

// A unit's export files in the cloud storage bucket (spec part 2, 7 'Units and sync'; the layout in
// docs/integrations.md): the files of a system, and the raw records of the newest export of a type.

export const STORAGE_NOT_SET_UP_MESSAGE =
  'Skolsystemens exportfiler är inte konfigurerade. Be driften ange GOOGLE_STORAGE_BUCKET och ett Google-tjänstkonto.';

const unreadableFileMessage = (type: string, system: string, date: string) =>
  `Filen av typen ${type} från ${system} den ${date} går inte att läsa. Be driften kontrollera exporten.`;

function storageOf(ctx: RequestContext): StorageClient {
  const storage = ctx.integrations.storage;
  if (!storage) throw new HttpError(503, STORAGE_NOT_SET_UP_MESSAGE);
  return storage;
}

/** GET /api/storage/{system}/{locationId}/list: the unit's files in the system, newest folder first; 404 with none. */
export async function exportFiles(
  ctx: RequestContext,
  system: ExportFolderSystem,
  locationId: number,
): Promise<TStorageFile[]> {
  await requireUnit(ctx, locationId);
  const objects = await storageOf(ctx).list(exportFolder(system, locationId));
  const files = objects.filter((object) => parseExportFileName(object.name) !== null);
  if (files.length === 0) throw notFound(noExportFilesMessage(system));
  return files
    .map(({ name, size, updated }) => ({ name, size, updated }))
    .sort((a, b) => b.name.localeCompare(a.name));
}

/** GET /api/storage/{system}/{locationId}/{type}: the records of the newest export of the type. */
export async function exportRecords(
  ctx: RequestContext,
  system: ExportFolderSystem,
  locationId: number,
  type: ExportType,
): Promise<Record<string, unknown>[]> {
  await requireUnit(ctx, locationId);
  if (!EXPORT_TYPES_OF[system].includes(type))
    throw notFound(`${system} exporterar inga filer av typen ${type}. Välj en annan typ.`);
  const storage = storageOf(ctx);
  const date = newestExportDate((await storage.list(exportFolder(system, locationId))).map((o) => o.name));
  if (!date) throw notFound(noExportFilesMessage(system));
  let text: string;
  try {
    text = await storage.download(exportFileName(system, locationId, date, type));
  } catch (error) {
    if (error instanceof StorageObjectNotFoundError) {
      throw notFound(
        `Exporten från ${system} den ${date} saknar filen av typen ${type}. Vänta på nästa export, eller be driften kontrollera den.`,
      );
    }
    throw error;
  }
  let records: unknown;
  try {
    records = JSON.parse(text);
  } catch {
    throw new HttpError(502, unreadableFileMessage(type, system, date));
  }
  if (!Array.isArray(records)) throw new HttpError(502, unreadableFileMessage(type, system, date));
  return records
    .filter((record): record is Record<string, unknown> => typeof record === 'object' && record !== null)
    .slice(0, STORAGE_RECORD_LIMIT);
}
