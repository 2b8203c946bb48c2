import type { TStorageFile } from '@kansli/domain/schools/units';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { schoolQueryKeys } from './query-keys.ts';

export type ExportFile = TStorageFile;

/** GET /api/storage/{system}/{locationId}/list: the unit's export files in the system, newest first. */
export function getExportFiles(system: string, locationId: number, signal?: AbortSignal) {
  return api.get<ExportFile[]>(`/api/storage/${system}/${locationId}/list`, { signal });
}

export function exportFilesQueryOptions(system: string, locationId: number) {
  return queryOptions({
    queryKey: schoolQueryKeys.exportFiles(system, locationId),
    queryFn: ({ signal }) => getExportFiles(system, locationId, signal),
    // The card says what failed (spec 8): no notice on top of it.
    meta: { silentStatuses: [401, 403, 404, 500, 502, 503, 504] },
    retry: false,
  });
}

export function useExportFiles(system: string, locationId: number) {
  return useQuery(exportFilesQueryOptions(system, locationId));
}
