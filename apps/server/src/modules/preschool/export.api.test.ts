import { birthDateOfCivicNumber } from '@kansli/domain/persons/age';
import { ZExportResponse } from '@kansli/domain/preschool/export-statistics';
import type { SheetsSandbox } from '@kansli/sandbox/google/sheets-sandbox';
import type { RunningSandbox } from '@kansli/sandbox/http-sandbox';
import { and, desc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../context/clock.ts';
import { auditEvents } from '../../db/schema/audit.ts';
import { preschoolCarePeriods, preschoolChildren } from '../../db/schema/preschool.ts';
import type { SheetsClient } from '../../integrations/google/sheets-client.ts';
import { apiAs, signInAs, type TestApp, testApp } from '../../test/app.ts';
import { testSheets } from '../../test/google.ts';
import { SHEETS_NOT_SET_UP_MESSAGE, STATISTICS_HEADER } from './export.ts';

let t: TestApp;
let withoutSheets: TestApp;
let sheets: SheetsClient;
let running: RunningSandbox<SheetsSandbox>;
const as = apiAs(() => t.app);
// Now, held still: sign-in refuses ID tokens issued after the app's time.
const clock = fixedClock(new Date());
const today = clock.today();
const asWithoutSheets = apiAs(() => withoutSheets.app);

beforeAll(async () => {
  const google = await testSheets();
  sheets = google.sheets;
  running = google.running;
  t = await testApp({}, undefined, clock, undefined, undefined, sheets);
  withoutSheets = await testApp();
});
afterAll(async () => {
  await t.app.close();
  await withoutSheets.app.close();
  await running.close();
});

/** The civic numbers of the unit's children with a care period that is not deleted. */
async function civicNumbersWithCare(locationId: number) {
  const rows = await t.database.db
    .selectDistinct({ civicNumber: preschoolChildren.civicNumber })
    .from(preschoolChildren)
    .innerJoin(preschoolCarePeriods, eq(preschoolCarePeriods.childId, preschoolChildren.id))
    .where(and(eq(preschoolChildren.locationId, locationId), eq(preschoolCarePeriods.deleted, false)));
  return rows.map((r) => r.civicNumber).sort();
}

const spreadsheetIdOf = (url: string) => url.split('/').at(-1) ?? '';

let adminCookie: Promise<{ cookie: string }> | undefined;

/** The download as the browser gets it; apiAs reads every answer as JSON. */
async function downloadXlsx(costCenters: string) {
  adminCookie ??= signInAs(t.app, 'admin@kansli.test');
  return t.app.inject({
    method: 'GET',
    url: `/api/preschool/export.xlsx?costCenters=${costCenters}`,
    headers: { cookie: (await adminCookie).cookie },
  });
}

describe('the preschool statistics export', () => {
  it('writes one row per child with care at the chosen units to a new spreadsheet, in one write', async () => {
    const answer = await as('admin').post(
      '/api/preschool/export',
      { costCenters: ['4101', '4102'] },
      ZExportResponse,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.spreadsheetUrl).toMatch(new RegExp(`^${running.url}/sandbox/sheets/`));
    const id = spreadsheetIdOf(answer.body.spreadsheetUrl);
    expect(running.sandbox.spreadsheets.get(id)?.title).toBe(`Förskolestatistik ${today}`);

    const [header, ...rows] = await sheets.readValues(id, "'Barn'!A1:Z");
    expect(header).toEqual(STATISTICS_HEADER);
    const solrosen = rows.filter((row) => row[0] === '4101');
    const blaklockan = rows.filter((row) => row[0] === '4102');
    expect(solrosen.length + blaklockan.length).toBe(rows.length);
    // The units in the order chosen, each child once.
    expect(rows.findIndex((row) => row[0] === '4102')).toBe(solrosen.length);
    expect(solrosen.map((row) => row[2]).sort()).toEqual(await civicNumbersWithCare(101));
    expect(blaklockan.map((row) => row[2]).sort()).toEqual(await civicNumbersWithCare(102));
    for (const row of rows) {
      expect(row[1]).toMatch(/^Förskolan /);
      // The birth date of the civic number; empty for one it cannot tell (a child other tests made).
      expect(row[3]).toBe(birthDateOfCivicNumber(String(row[2]), today) ?? '');
      expect(['Ja', 'Nej']).toContain(row[4]);
      expect(['Heltid', 'Deltid']).toContain(row[5]);
      expect(row[6]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    const writes = running.sandbox.control.received().filter((r) => r.method === 'PUT');
    expect(writes).toHaveLength(1);
  });

  it('streams the same rows as an .xlsx download with a dated file name', async () => {
    const created = await as('admin').post(
      '/api/preschool/export',
      { costCenters: ['4103'] },
      ZExportResponse,
    );
    const sheetRows = await sheets.readValues(spreadsheetIdOf(created.body.spreadsheetUrl), "'Barn'!A1:Z");

    const response = await downloadXlsx('4103');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="forskolestatistik-${today}.xlsx"; filename*=UTF-8''f%C3%B6rskolestatistik-${today}.xlsx`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const workbook = new ExcelJS.Workbook();
    // exceljs types its Buffer as a bare ArrayBuffer, which Node's Buffer no longer matches.
    await workbook.xlsx.load(new Uint8Array(response.rawPayload).buffer);
    const sheet = workbook.getWorksheet('Barn');
    const xlsxRows: unknown[][] = [];
    sheet?.eachRow((row) => {
      xlsxRows.push(Array.from((row.values as unknown[]).slice(1), (cell) => cell ?? ''));
    });
    // Sheets leaves out a row's empty cells at its end; the workbook has them empty.
    const trimmed = xlsxRows.map((row) => {
      const cells = [...row];
      while (cells.at(-1) === '') cells.pop();
      return cells;
    });
    expect(trimmed).toEqual(sheetRows);
    expect(sheetRows.length).toBeGreaterThan(1);
  });

  it('audits each export with its units and row count, never a civic number', async () => {
    await as('admin').post('/api/preschool/export', { costCenters: ['4104'] }, ZExportResponse);
    await downloadXlsx('4104');
    const audits = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'preschool.export'))
      .orderBy(desc(auditEvents.id))
      .limit(2);
    const children = (await civicNumbersWithCare(104)).length;
    expect(audits.map((a) => [a.entity, a.after])).toEqual([
      ['xlsx', { format: 'xlsx', costCenters: ['4104'], rows: children, childIds: expect.any(Array) }],
      [
        'spreadsheet',
        { format: 'google-sheets', costCenters: ['4104'], rows: children, childIds: expect.any(Array) },
      ],
    ]);
    expect(audits[1]?.entityId).toEqual(expect.any(String));
    const civicNumbers = await civicNumbersWithCare(104);
    expect(JSON.stringify(audits)).not.toContain(civicNumbers[0]);
  });

  it('is refused to a manager without READ_ALL_PERSONS at the organisation’s preschools', async () => {
    const refused = await as('forskolechef').post('/api/preschool/export', { costCenters: ['4101'] });
    expect(refused.status).toBe(403);
    const download = await as('forskolechef').get('/api/preschool/export.xlsx?costCenters=4101');
    expect(download.status).toBe(403);
  });

  it.each([
    [{}, /^costCenters: /],
    [{ costCenters: [] }, /^costCenters: Välj minst en förskola$/],
    [{ costCenters: [4101] }, /^costCenters\.0: /],
    [{ costCenters: ['x'.repeat(41)] }, /^costCenters\.0: /],
    [{ costCenters: Array.from({ length: 201 }, (_, i) => String(i)) }, /^costCenters: Högst 200 förskolor$/],
    [{ costCenters: ['4101', '9999'] }, /^costCenters: ingen förskola har kostnadsställe 9999$/],
  ])('answers 400 naming the field for %j', async (body, message) => {
    const answer = await as('admin').post('/api/preschool/export', body);
    expect(answer.status).toBe(400);
    expect(answer.error?.message).toMatch(message);
  });

  it('answers 400 for a download without units or with an unknown one', async () => {
    expect((await as('admin').get('/api/preschool/export.xlsx')).error?.message).toMatch(/^costCenters: /);
    expect((await as('admin').get('/api/preschool/export.xlsx?costCenters=,')).error?.message).toMatch(
      /^costCenters: Välj minst en förskola$/,
    );
    expect((await as('admin').get('/api/preschool/export.xlsx?costCenters=4101,0000')).status).toBe(400);
  });

  it('says in Swedish that the export is not set up when no Google account is, but still downloads', async () => {
    const answer = await asWithoutSheets('admin').post('/api/preschool/export', { costCenters: ['4101'] });
    expect(answer.status).toBe(503);
    expect(answer.error?.message).toBe(SHEETS_NOT_SET_UP_MESSAGE);
    const { cookie } = await signInAs(withoutSheets.app, 'admin@kansli.test');
    const download = await withoutSheets.app.inject({
      method: 'GET',
      url: '/api/preschool/export.xlsx?costCenters=4101',
      headers: { cookie },
    });
    expect(download.statusCode).toBe(200);
  });

  it('answers 502 naming Google Sheets when it keeps failing, and leaves the unit search alone', async () => {
    running.sandbox.control.failNext(10, 503);
    const failed = await as('admin').post('/api/preschool/export', { costCenters: ['4101'] });
    running.sandbox.control.reset();
    expect(failed.status).toBe(502);
    expect(failed.error?.message).toBe('Google svarar inte just nu. Försök igen om en stund.');
    // 'export' without '.xlsx' is a cost center to the search route, and no unit has it.
    expect((await as('admin').get('/api/preschool/export')).status).toBe(404);
  });
});
