import { EXPORTED_PERSON_IDS } from '@kansli/domain/audit/person-history';
import { dateInStockholm } from '@kansli/domain/calendar/stockholm';
import {
  chromebookAmounts,
  queryCategories,
  type TFreshserviceQuery,
} from '@kansli/domain/chromebooks/invoice';
import { formatSek } from '@kansli/domain/money/format';
import { kronorFromOre } from '@kansli/domain/money/ore';
import PDFDocument from 'pdfkit';
import { recordAudit } from '../../audit/audit.ts';
import type { RequestContext } from '../../context/request-context.ts';
import { requireUnit } from './cases.ts';
import { fetchUnitCases, requireFreshserviceUnit } from './fetch-cases.ts';
import { type CaseView, casesByIds, casesOfPeriod } from './repository.ts';

// The invoice underlay of one unit as a PDF (spec part 2, 7): its cases of the period with category,
// pupil, serial number, cost, VAT and total, and the sums. PDFKit's standard Helvetica is written in
// WinAnsi, which holds å, ä and ö, so the text stays selectable without an embedded font.

interface Unit {
  id: number;
  name: string;
  costCenter: string;
}

/** WinAnsi has no narrow no-break space or minus sign (Intl's Swedish money has both). */
const winAnsi = (text: string) => text.replace(/[\u202f\u2009]/g, ' ').replace(/\u2212/g, '-');
const money = (ore: number) => winAnsi(formatSek(kronorFromOre(ore), { withOre: true }));

const COLUMNS = [
  { title: 'Datum', width: 62 },
  { title: 'Ärende', width: 62 },
  { title: 'Kategori', width: 78 },
  { title: 'Elev', width: 150 },
  { title: 'Serienummer', width: 110 },
  { title: 'Kostnad', width: 90, right: true },
  { title: 'Moms 25 %', width: 80, right: true },
  { title: 'Totalt', width: 90, right: true },
] as const;

function render(
  unit: Unit,
  query: TFreshserviceQuery,
  cases: readonly CaseView[],
  printedAt: Date,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 40,
    info: { Title: `Chromebook fakturaunderlag ${unit.name}`, Author: 'Kansli' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(winAnsi(`Chromebook fakturaunderlag – ${unit.name}`));
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(winAnsi(`Kostnadsställe ${unit.costCenter}. Period ${query.fromDate} – ${query.toDate}.`))
    .text(
      winAnsi(
        `Kategorier: ${queryCategories(query).join(', ') || 'inga'}. Utskrivet ${dateInStockholm(printedAt)}.`,
      ),
    )
    .moveDown();

  const line = (cells: readonly string[], bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    const heights = cells.map((cell, i) =>
      doc.heightOfString(cell, { width: (COLUMNS[i]?.width ?? 60) - 6 }),
    );
    const height = Math.max(...heights) + 4;
    if (doc.y + height > bottom()) doc.addPage();
    const top = doc.y;
    let x = left;
    cells.forEach((cell, i) => {
      const column = COLUMNS[i];
      if (!column) return;
      doc.text(cell, x, top, { width: column.width - 6, align: 'right' in column ? 'right' : 'left' });
      x += column.width;
    });
    doc.x = left;
    doc.y = top + height;
  };

  line(
    COLUMNS.map((column) => winAnsi(column.title)),
    true,
  );
  const sums = { costOre: 0, vatOre: 0, totalOre: 0 };
  for (const view of cases) {
    const amounts = chromebookAmounts(view.row.costOre);
    sums.costOre += amounts.costOre;
    sums.vatOre += amounts.vatOre;
    sums.totalOre += amounts.totalOre;
    const pupil = view.student ? `${view.student.givenName} ${view.student.familyName}` : 'Okänd elev';
    line([
      dateInStockholm(view.row.requestedAt),
      `INC-${view.row.freshserviceId}`,
      winAnsi(view.row.category ?? ''),
      winAnsi(pupil),
      winAnsi(view.row.serialNumber ?? ''),
      money(amounts.costOre),
      money(amounts.vatOre),
      money(amounts.totalOre),
    ]);
  }
  doc.moveDown(0.5);
  line(
    [
      'Summa',
      `${cases.length} st`,
      '',
      '',
      '',
      money(sums.costOre),
      money(sums.vatOre),
      money(sums.totalOre),
    ],
    true,
  );
  doc.end();
  return finished;
}

async function auditedPdf(
  ctx: RequestContext,
  unit: Unit,
  query: TFreshserviceQuery,
  cases: readonly CaseView[],
) {
  await recordAudit(ctx, {
    action: 'chromebook.invoices.pdf',
    entity: 'location',
    entityId: unit.id,
    after: {
      ...query,
      cases: cases.map((view) => view.row.freshserviceId),
      // The pupils named in the rows, so that each one's history finds the export.
      [EXPORTED_PERSON_IDS]: [...new Set(cases.flatMap((view) => (view.student ? [view.student.id] : [])))],
    },
  });
  return render(unit, query, cases, ctx.clock.now());
}

/** GET …/freshservice/{costCenter}/pdf: the cases fetched from Freshservice now, as the list would show them. */
export async function freshservicePdf(
  ctx: RequestContext,
  costCenter: string,
  query: TFreshserviceQuery,
): Promise<Buffer> {
  const unit = await requireFreshserviceUnit(ctx, costCenter);
  const ids = await fetchUnitCases(ctx, unit, query);
  const cases = (await casesByIds(ctx.db, ids)).toReversed();
  return auditedPdf(ctx, unit, query, cases);
}

/** GET …/{costCenter}/pdf (the older variant): the cases Kansli has stored for the period, without asking Freshservice. */
export async function storedPdf(
  ctx: RequestContext,
  costCenter: string,
  query: TFreshserviceQuery,
): Promise<Buffer> {
  const unit = await requireUnit(ctx, costCenter);
  const cases = await casesOfPeriod(ctx.db, unit.id, query.fromDate, query.toDate, queryCategories(query));
  return auditedPdf(ctx, unit, query, cases);
}
