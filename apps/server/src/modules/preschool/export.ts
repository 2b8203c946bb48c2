import { PassThrough, type Readable } from 'node:stream';
import { EXPORTED_CHILD_IDS } from '@kansli/domain/audit/person-history';
import { birthDateOfCivicNumber } from '@kansli/domain/persons/age';
import { currentPeriod } from '@kansli/domain/preschool/care-period';
import { EXPORT_LOCATION_ID, type TExportResponse } from '@kansli/domain/preschool/export-statistics';
import { recordAudit } from '../../audit/audit.ts';
import { requireFlagAt } from '../../auth/access.ts';
import type { RequestContext } from '../../context/request-context.ts';
import { badRequest, HttpError } from '../../http/errors.ts';
import { childrenForStatistics } from './export-repository.ts';
import { listUnits, type Unit } from './repository.ts';

// The statistics export (spec 2.11): one row per child with a care period at the chosen units, written
// to a new Google spreadsheet or streamed as an .xlsx download. Both read the rows from statisticsOf.

export const STATISTICS_HEADER = [
  'Kostnadsställe',
  'Förskola',
  'Personnummer',
  'Födelsedatum',
  'Aktiv',
  'Omsorgstid',
  'Start',
  'Slut',
  'Kommun',
  'Avdelning',
];
export const SHEET_TITLE = 'Barn';
export const SHEETS_NOT_SET_UP_MESSAGE =
  'Exporten till Google Kalkylark är inte konfigurerad: Kansli saknar ett Google-tjänstkonto';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The statistics rows of the units, in the order they were chosen; every cell is text. */
async function statisticsOf(ctx: RequestContext, costCenters: readonly string[]) {
  const byCostCenter = new Map((await listUnits(ctx.db)).map((unit) => [unit.costCenter, unit]));
  const units: Unit[] = [];
  for (const costCenter of new Set(costCenters.map((c) => c.trim()))) {
    const unit = byCostCenter.get(costCenter);
    // A cost center is no personal data; naming it tells the user which choice was wrong.
    if (!unit) throw badRequest(`costCenters: ingen förskola har kostnadsställe ${costCenter}`);
    units.push(unit);
  }
  const today = ctx.clock.today();
  const children = Map.groupBy(
    await childrenForStatistics(
      ctx.db,
      units.map((u) => u.locationId),
    ),
    (child) => child.locationId,
  );
  const rows = units.flatMap((unit) =>
    (children.get(unit.locationId) ?? []).map((child) => {
      // The period running today, else the latest begun, else the first to come.
      const period = currentPeriod(
        child.periods.map((p) => ({ ...p, deleted: false })),
        today,
      );
      return [
        unit.costCenter,
        unit.name,
        child.civicNumber,
        birthDateOfCivicNumber(child.civicNumber, today) ?? '',
        child.active ? 'Ja' : 'Nej',
        period?.careTime ?? '',
        period?.start ?? '',
        period?.end ?? '',
        period?.commune ?? '',
        period?.department ?? '',
      ];
    }),
  );
  // The children the rows are of, so that each child's history finds the export.
  const childIds = units.flatMap((unit) => (children.get(unit.locationId) ?? []).map((child) => child.id));
  return { costCenters: units.map((u) => u.costCenter), rows, childIds, today };
}

/** POST /api/preschool/export: a new Google spreadsheet with the statistics; answers its address. */
export async function exportToSpreadsheet(
  ctx: RequestContext,
  costCenters: readonly string[],
): Promise<TExportResponse> {
  await requireFlagAt(ctx, 'preschool', 'READ_ALL_PERSONS', EXPORT_LOCATION_ID);
  const sheets = ctx.integrations.sheets;
  if (!sheets) throw new HttpError(503, SHEETS_NOT_SET_UP_MESSAGE);
  const statistics = await statisticsOf(ctx, costCenters);
  const created = await sheets.createSpreadsheet(`Förskolestatistik ${statistics.today}`, SHEET_TITLE);
  // Audited before the rows are sent: a write that fails on its way may still have reached Google.
  await recordAudit(ctx, {
    action: 'preschool.export',
    entity: 'spreadsheet',
    entityId: created.spreadsheetId,
    after: {
      format: 'google-sheets',
      costCenters: statistics.costCenters,
      rows: statistics.rows.length,
      [EXPORTED_CHILD_IDS]: statistics.childIds,
    },
  });
  // One write for every row: Sheets allows 60 requests a minute per user.
  await sheets.updateValues(created.spreadsheetId, `'${SHEET_TITLE}'!A1`, [
    STATISTICS_HEADER,
    ...statistics.rows,
  ]);
  return { spreadsheetUrl: created.spreadsheetUrl };
}

export interface StatisticsDownload {
  contentType: string;
  contentDisposition: string;
  body: Readable;
}

/** GET /api/preschool/export.xlsx: the same statistics as an Excel workbook, streamed as it is made. */
export async function exportToXlsx(
  ctx: RequestContext,
  costCenters: readonly string[],
): Promise<StatisticsDownload> {
  await requireFlagAt(ctx, 'preschool', 'READ_ALL_PERSONS', EXPORT_LOCATION_ID);
  const statistics = await statisticsOf(ctx, costCenters);
  await recordAudit(ctx, {
    action: 'preschool.export',
    entity: 'xlsx',
    after: {
      format: 'xlsx',
      costCenters: statistics.costCenters,
      rows: statistics.rows.length,
      [EXPORTED_CHILD_IDS]: statistics.childIds,
    },
  });
  // exceljs is large: loaded on the first download, not with the app.
  const { default: ExcelJS } = await import('exceljs');
  const body = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: body, useStyles: true });
  const sheet = workbook.addWorksheet(SHEET_TITLE, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = STATISTICS_HEADER.map(() => ({ width: 18 }));
  const write = async () => {
    const header = sheet.addRow(STATISTICS_HEADER);
    header.font = { bold: true };
    header.commit();
    for (const row of statistics.rows) sheet.addRow(row).commit();
    sheet.commit();
    await workbook.commit();
  };
  // A failure half-way breaks the download, which the browser reports; the stream carries the error.
  write().catch((error: unknown) => body.destroy(error instanceof Error ? error : new Error(String(error))));
  const filename = `förskolestatistik-${statistics.today}.xlsx`;
  return {
    contentType: XLSX_TYPE,
    contentDisposition: `attachment; filename="${filename.replace('ö', 'o')}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
    body,
  };
}
