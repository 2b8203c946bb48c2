import { expect, type Page, test } from '@playwright/test';
import { signInAs } from '../auth/sign-in.ts';
import { expectNoAxeViolations } from '../axe.ts';

// The synchronisation screen as the administrator. A new database's school units are imported once
// the app has started, from the Google sandbox's bucket; unit 212 has no export files.

const unitsTable = (page: Page) => page.getByRole('table', { name: 'Enheter att synkronisera' });
const rowOf = (page: Page, name: string) =>
  unitsTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name, exact: true }) });

async function openAfterTheFirstImports(page: Page) {
  await signInAs(page, 'admin@kansli.test');
  await page.goto('/synchronizations');
  await expect(page.getByRole('heading', { name: 'Synkronisering', level: 1 })).toBeVisible();
  // Every unit has run once: the one without exports failed, the others are done.
  await expect(rowOf(page, 'Nordljus gymnasium Malmö')).toContainText('Misslyckades', { timeout: 60_000 });
  await expect(rowOf(page, 'Nordljus komvux Stockholm')).toContainText('Klar', { timeout: 60_000 });
}

test('starts an import and follows it live until it is done', async ({ page }) => {
  test.slow();
  await openAfterTheFirstImports(page);
  // The seeded school units; the organisation editor's spec may add one of its own meanwhile.
  await expect(unitsTable(page).getByRole('row').filter({ hasText: 'Nordljus' })).toHaveCount(5);
  // At a laptop's width every column shows without scrolling the table sideways.
  await page.setViewportSize({ width: 1280, height: 800 });
  const scroller = page.getByRole('region', { name: 'Rullbar tabell: Enheter' });
  await expect
    .poll(() => scroller.evaluate((element) => element.scrollWidth - element.clientWidth))
    .toBeLessThanOrEqual(0);

  const komvux = rowOf(page, 'Nordljus komvux Stockholm');
  await komvux.getByRole('button', { name: 'Visa jobben för Nordljus komvux Stockholm' }).click();
  const jobs = page.getByRole('table', { name: 'Jobben för Nordljus komvux Stockholm' });
  await expect(jobs.getByRole('cell', { name: 'Skapa kö för att synkronisera personer' })).toBeVisible();
  await expect(jobs.getByRole('cell', { name: 'Synkronisera personer', exact: true })).toBeVisible();
  await expect(jobs.getByRole('cell', { name: 'Synkronisera grupper', exact: true })).toBeVisible();
  // The first run gave the teachers their ids in the online system.
  await expect(jobs).toContainText(/Export \d{4}-\d{2}-\d{2}: \d+ personer, 0 nya, [1-9]\d* ändrade/);
  await expectNoAxeViolations(page);

  await komvux.getByRole('button', { name: 'Synkronisera nu: Nordljus komvux Stockholm' }).click();
  await expect(page.getByText('Synkroniseringen är köad')).toBeVisible();
  // The new run finds nothing to change; the open list of jobs shows it without a reload. Imports run
  // one at a time: the run may wait behind the first imports or another spec's.
  await expect(jobs).toContainText(
    /Export \d{4}-\d{2}-\d{2}: \d+ personer, 0 nya, 0 ändrade, 0 avslutade roller/,
    { timeout: 60_000 },
  );
  await expect(komvux).toContainText('Klar');

  // The unit without exports: its new run fails again, and the screen counts the new problem without
  // being reloaded.
  const malmo = rowOf(page, 'Nordljus gymnasium Malmö');
  const problems = page.getByRole('table', { name: 'Problem' });
  const before = await problems.getByRole('row').filter({ hasText: 'Nordljus gymnasium Malmö' }).count();
  const started = page.waitForResponse(
    (answer) => answer.request().method() === 'POST' && answer.url().endsWith('/start'),
  );
  await malmo.getByRole('button', { name: 'Synkronisera nu: Nordljus gymnasium Malmö' }).click();
  // A run of the unit that still waits or runs would take the click instead of a new one.
  expect(await (await started).json()).toEqual({ queued: true });
  // Imports run one at a time: the run waits behind any other spec's import of a whole unit.
  await expect(problems.getByRole('row').filter({ hasText: 'Nordljus gymnasium Malmö' })).toHaveCount(
    before + 1,
    { timeout: 60_000 },
  );
  await expect(malmo).toContainText('Misslyckades');
  await expect(problems).toContainText('Exportfil från adela saknas i google storage');
});

test('filters the units by status and by unit, keeping the filters in the address', async ({ page }) => {
  await openAfterTheFirstImports(page);

  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Misslyckades' }).click();
  await expect(page).toHaveURL(/status=failed/);
  await expect(unitsTable(page).getByRole('link')).toHaveText(['Nordljus gymnasium Malmö']);

  await page.reload();
  await expect(unitsTable(page).getByRole('link')).toHaveText(['Nordljus gymnasium Malmö']);
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Alla' }).click();

  await page.getByRole('combobox', { name: 'Enhet' }).fill('centrum');
  await page.getByRole('option', { name: 'Nordljus grundskola Centrum' }).click();
  await expect(page).toHaveURL(/location=201/);
  await expect(unitsTable(page).getByRole('link')).toHaveText(['Nordljus grundskola Centrum']);
  await expect(page.getByText('Inga problem det senaste dygnet.')).toBeVisible();
  await expectNoAxeViolations(page);

  await unitsTable(page).getByRole('link', { name: 'Nordljus grundskola Centrum' }).click();
  await expect(page).toHaveURL(/\/school\?location=201&tab=1/);
});
