import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expectNoAxeViolations } from '../axe.ts';
import { openPreschool, stockholmToday } from './preschool.ts';

/** Förskolan Vitsippan: no other spec changes its children, so the sheet and the file agree. */
const VITSIPPAN = '4105 Förskolan Vitsippan';

test('an administrator exports a unit to a spreadsheet and downloads the same rows as .xlsx', async ({
  page,
}) => {
  await openPreschool(page, 'admin@kansli.test');
  await page.getByRole('tab', { name: 'Exportera till kalkylark' }).click();
  const exportButton = page.getByRole('button', { name: 'Exportera' });
  await expect(exportButton).toBeDisabled();
  await page.getByRole('checkbox', { name: VITSIPPAN }).check();
  await expectNoAxeViolations(page);

  await exportButton.click();
  const link = page.getByRole('link', { name: 'Öppna kalkylarket' });
  await expect(link).toBeVisible({ timeout: 15_000 });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(
    page.getByText('Kom ihåg att radera kalkylarket så snart statistiken är rapporterad (GDPR).'),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // The sandbox's page of the spreadsheet, where the link leads.
  const opened = page.waitForEvent('popup');
  await link.click();
  const sheet = await opened;
  const { date } = stockholmToday();
  await expect(sheet.getByRole('heading', { name: `Förskolestatistik ${date}` })).toBeVisible();
  await expect(sheet.getByRole('columnheader', { name: 'Personnummer' })).toBeVisible();
  const sheetRows = await sheet
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? '')),
    );
  expect(sheetRows.length).toBeGreaterThan(0);
  for (const row of sheetRows) expect(row.slice(0, 2)).toEqual(['4105', 'Förskolan Vitsippan']);
  await sheet.close();

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Ladda ner som Excel (.xlsx)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`förskolestatistik-${date}.xlsx`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const fileRows: string[][] = [];
  // Cells the file leaves empty are absent from a row's values; the page shows each as ''.
  const width = sheetRows[0]?.length ?? 0;
  workbook.getWorksheet('Barn')?.eachRow((row, number) => {
    const values = row.values as unknown[];
    if (number > 1) fileRows.push(Array.from({ length: width }, (_, i) => String(values[i + 1] ?? '')));
  });
  expect(fileRows).toEqual(sheetRows);
});
