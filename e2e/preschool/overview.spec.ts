import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../axe.ts';
import { createChild, openPreschool, SOLROSEN, stockholmToday, uniqueName } from './preschool.ts';

const table = (page: Page) => page.getByRole('table', { name: 'Barn' });
const rows = (page: Page) => table(page).locator('tbody tr:has(td)').filter({ hasNotText: /^$/ });

async function filterColumn(page: Page, header: string, value: string) {
  await page.getByRole('button', { name: new RegExp(`^Filtrera ${header}`) }).click();
  const dialog = page.getByRole('dialog', { name: `Filtrera ${header}` });
  await dialog.getByRole('textbox', { name: header }).fill(value);
  await dialog.getByRole('button', { name: 'Filter', exact: true }).click();
}

/** Two new children of one family at Solrosen, the first with a note; the overview shows only them. */
async function overviewOfNewFamily(page: Page) {
  const family = uniqueName('Översikt');
  const { month } = stockholmToday();
  await openPreschool(page, 'forskolechef@kansli.test');
  await createChild(page, {
    given_name: 'Alfa',
    family_name: family,
    start: `${month}-01`,
    cost: 1500,
    note: 'Hämtas 15',
  });
  await createChild(page, { given_name: 'Beta', family_name: family, start: `${month}-01`, cost: 1200 });
  await page.goto(`/billing/preschool?unit=${SOLROSEN}&qpm=t1`);
  await expect(table(page)).toHaveAttribute('aria-busy', 'false');
  await filterColumn(page, 'Efternamn', family);
  await expect(rows(page)).toHaveCount(2);
  return family;
}

test('the overview filters with a negation and with - for an empty note', async ({ page }) => {
  await overviewOfNewFamily(page);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: /^Filtrera Status/ }).click();
  await expect(page.getByRole('dialog', { name: 'Filtrera Status' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await filterColumn(page, 'Förnamn', '!alfa');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Beta');

  await page.getByRole('button', { name: /^Filtrera Förnamn/ }).click();
  await page
    .getByRole('dialog', { name: 'Filtrera Förnamn' })
    .getByRole('button', { name: 'Rensa filter' })
    .click();
  await filterColumn(page, 'Kommentar', '-');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Beta');
  await expect(rows(page).first()).toContainText('1 200');
});

test('batch-edits two end dates and saves them; Nej keeps nothing', async ({ page }) => {
  const family = await overviewOfNewFamily(page);
  const { month } = stockholmToday();
  const lastDay = `${month}-${String(new Date(Number(month.slice(0, 4)), Number(month.slice(5)), 0).getDate())}`;

  await page.getByRole('button', { name: 'Redigera' }).click();
  await page.getByRole('textbox', { name: /^Slut för Alfa/ }).fill(`${month}-20`);
  await page.getByRole('button', { name: 'Spara' }).click();
  const confirm = page.getByRole('dialog', { name: 'Vill du spara ändringarna?' });
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Nej' }).click();
  const notSaved = page.getByRole('alert').filter({ hasText: 'Inte sparat' });
  await expect(notSaved).toBeVisible();
  await notSaved.getByRole('button', { name: 'OK' }).click();
  await expect(rows(page).filter({ hasText: 'Alfa' })).not.toContainText(`${month}-20`);

  await page.getByRole('button', { name: 'Redigera' }).click();
  await page.getByRole('textbox', { name: /^Slut för Alfa/ }).fill(`${month}-20`);
  await page.getByRole('textbox', { name: /^Slut för Beta/ }).fill(lastDay);
  await page.getByRole('button', { name: 'Spara' }).click();
  await page
    .getByRole('dialog', { name: 'Vill du spara ändringarna?' })
    .getByRole('button', { name: 'Ja' })
    .click();
  await expect(page.getByText('OK! Ändringarna är sparade')).toBeVisible();
  await expect(rows(page).filter({ hasText: 'Alfa' })).toContainText(`${month}-20`);
  await expect(rows(page).filter({ hasText: 'Beta' })).toContainText(lastDay);

  // Saved: a fresh load shows the new dates.
  await page.reload();
  await filterColumn(page, 'Efternamn', family);
  await expect(rows(page).filter({ hasText: 'Alfa' })).toContainText(`${month}-20`);
  await expect(rows(page).filter({ hasText: 'Beta' })).toContainText(lastDay);
});
