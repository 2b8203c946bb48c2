import { z } from 'zod';

// POST /api/preschool/export and GET /api/preschool/export.xlsx (spec 2.11, 7.4): the statistics of the
// chosen units, as a Google spreadsheet or an Excel download.

/** The location where the export of every unit is granted (spec 2.6 and 6). */
export const EXPORT_LOCATION_ID = 100;
export const MAX_EXPORT_UNITS = 200;

const ZExportCostCenters = z
  .array(z.string().trim().min(1).max(40))
  .min(1, 'Välj minst en förskola')
  .max(MAX_EXPORT_UNITS, `Högst ${MAX_EXPORT_UNITS} förskolor`);

export const ZExportBody = z.object({ costCenters: ZExportCostCenters });
export type TExportBody = z.infer<typeof ZExportBody>;

export const ZExportResponse = z.object({ spreadsheetUrl: z.string() });
export type TExportResponse = z.infer<typeof ZExportResponse>;

/** The download's cost centers in one parameter, comma-separated: `?costCenters=4101,4102`. */
export const ZExportXlsxQuery = z.object({
  costCenters: z
    .string()
    .max(MAX_EXPORT_UNITS * 41)
    .transform((list) => list.split(',').filter((costCenter) => costCenter.trim() !== ''))
    .pipe(ZExportCostCenters),
});

/** The download's address for the chosen units. */
export const exportXlsxPath = (costCenters: readonly string[]) =>
  `/api/preschool/export.xlsx?costCenters=${encodeURIComponent(costCenters.join(','))}`;
