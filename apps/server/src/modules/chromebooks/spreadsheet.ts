import { EXPORTED_PERSON_IDS } from '@kansli/domain/audit/person-history';
import type { TChromebookInvoice, TSpreadsheetResponse } from '@kansli/domain/chromebooks/invoice';
import { recordAudit } from '../../audit/audit.ts';
import type { RequestContext } from '../../context/request-context.ts';
import { notFound } from '../../http/errors.ts';
import type { SheetCell } from '../../integrations/google/sheets-client.ts';
import { invoiceOf, requireBilling } from './cases.ts';
import { sheetsOf } from './integrations.ts';
import { casesByIds } from './repository.ts';

// POST /api/invoices/chromebooks/spreadsheet: the table as a new Google spreadsheet. The rows are
// Kansli's stored cases, whatever the body says of them; civic numbers stay out of the sheet.

const SHEET_TITLE = 'Fakturaunderlag';

export const SPREADSHEET_HEADER = [
  'Enhet',
  'Ärende',
  'Datum',
  'Kategori',
  'Elev',
  'Elevens e-post',
  'Vårdnadshavare',
  'Vårdnadshavarens e-post',
  'Serienummer',
  'Kostnad',
  'Moms',
  'Totalt',
  'Registrerad',
  'Kund i Visma',
  'Fakturanummer',
  'Status',
  'Frisläppt',
] as const;

const yesNo = (value: boolean) => (value ? 'Ja' : 'Nej');

function rowOf(invoice: TChromebookInvoice): SheetCell[] {
  const guardian = invoice.legalGuardian;
  return [
    invoice.locationName,
    `INC-${invoice.systemIds.freshservice}`,
    invoice.dateRequested,
    invoice.category ?? '',
    invoice.name,
    invoice.student.extension.email ?? '',
    guardian ? `${guardian.givenName} ${guardian.familyName}` : '',
    guardian?.extension.email ?? '',
    invoice.systemIds.chromedevice ?? '',
    invoice.cost,
    invoice.vat,
    invoice.total,
    yesNo(invoice.isRegisteredInAdmin),
    invoice.vismaCustomerId ?? '',
    invoice.systemIds.visma ?? '',
    invoice.vismaStatus ?? '',
    yesNo(invoice.isChromedeviceDeprovised),
  ];
}

export async function exportSpreadsheet(
  ctx: RequestContext,
  ids: readonly string[],
): Promise<TSpreadsheetResponse> {
  await requireBilling(ctx, null);
  const views = await casesByIds(ctx.db, ids.map(Number));
  if (views.length < ids.length)
    throw notFound('Ett av ärendena finns inte i Kansli. Hämta ärendena från Freshservice först.');
  for (const unit of new Set(views.map((view) => view.row.locationId))) await requireBilling(ctx, unit);
  const sheets = sheetsOf(ctx);
  const created = await sheets.createSpreadsheet(
    `Chromebook fakturaunderlag ${ctx.clock.today()}`,
    SHEET_TITLE,
  );
  // Audited before the rows are sent: a write that fails on its way may still have reached Google.
  await recordAudit(ctx, {
    action: 'chromebook.invoices.spreadsheet',
    entity: 'spreadsheet',
    entityId: created.spreadsheetId,
    after: {
      cases: views.map((view) => view.row.freshserviceId),
      // The pupils and guardians in the rows, so that each one's history finds the export.
      [EXPORTED_PERSON_IDS]: [
        ...new Set(views.flatMap((view) => [view.student?.id, view.guardian?.id].filter((id) => id != null))),
      ],
    },
  });
  await sheets.updateValues(created.spreadsheetId, `'${SHEET_TITLE}'!A1`, [
    SPREADSHEET_HEADER,
    ...views.map((view) => rowOf(invoiceOf(ctx, view))),
  ]);
  return { data: { spreadsheetUrl: created.spreadsheetUrl } };
}
