import {
  exportXlsxPath,
  type TExportBody,
  type TExportResponse,
} from '@kansli/domain/preschool/export-statistics';
import { useMutation } from '@tanstack/react-query';
import { api, GHOST_AS_STORAGE_KEY } from '@/lib/api-client.ts';

/** POST /api/preschool/export: a new Google spreadsheet with the statistics of the units. */
export function exportSpreadsheet(costCenters: TExportBody['costCenters']): Promise<TExportResponse> {
  return api.post<TExportResponse>('/api/preschool/export', { costCenters });
}

export function useExportSpreadsheet() {
  return useMutation({
    mutationFn: exportSpreadsheet,
    // Spec 8: export errors are ignored silently; the panel then shows no link.
    meta: { silent: true },
  });
}

/**
 * GET /api/preschool/export.xlsx for the units: a plain link downloads it, the session cookie going
 * along; while ghosting it carries `ghost_as` as every other call does.
 */
export function exportXlsxUrl(costCenters: readonly string[]): string {
  const ghostAs = window.localStorage.getItem(GHOST_AS_STORAGE_KEY);
  const path = exportXlsxPath(costCenters);
  return ghostAs ? `${path}&ghost_as=${encodeURIComponent(ghostAs)}` : path;
}
