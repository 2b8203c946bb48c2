import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../axe.ts';
import { createChild, openPreschool, SOLROSEN, stockholmToday, uniqueName } from './preschool.ts';

test('the manager searches, pages and selects a child, and a reload and a copied link restore it', async ({
  page,
}) => {
  await openPreschool(page, 'forskolechef@kansli.test');
  const family = uniqueName('Sök');
  await createChild(page, {
    given_name: 'Gamma',
    family_name: family,
    start: `${stockholmToday().month}-01`,
    cost: 1688,
  });

  await expect(page.getByText(/^1 - 10 av \d+$/)).toBeVisible();
  await page.getByRole('button', { name: 'Nästa sida' }).click();
  await expect(page.getByText(/^11 - 20 av \d+$/)).toBeVisible();
  await page.getByRole('button', { name: 'Föregående sida' }).click();
  await expect(page.getByText(/^1 - 10 av \d+$/)).toBeVisible();

  await page.getByRole('textbox', { name: 'Sök barn' }).fill(`Gamma ${family}`);
  await page.getByRole('button', { name: new RegExp(`^Gamma ${family}`) }).click();
  await expect(page.getByRole('heading', { name: `Gamma ${family}`, level: 2 })).toBeVisible();
  await expect(page).toHaveURL(/qpm=i\d+\.s/);
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Sök barn' })).toHaveValue(`Gamma ${family}`);
  await expect(page.getByRole('heading', { name: `Gamma ${family}`, level: 2 })).toBeVisible();

  const link = page.url();
  const other = await page.context().newPage();
  await other.goto(link);
  await expect(other.getByRole('heading', { name: `Gamma ${family}`, level: 2 })).toBeVisible();

  await page.getByRole('textbox', { name: 'Sök barn' }).fill('Ingen heter så här');
  await expect(page.getByText('Inga barn/vårdnadshavare hittades')).toBeVisible();
  await expect(page.getByText('Inga resultat på sökning')).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('textbox', { name: 'Sök barn' })).toHaveValue(`Gamma ${family}`);
});

test('the vh toggle searches guardians', async ({ page }) => {
  await openPreschool(page, 'forskolechef@kansli.test');
  const toggle = page.getByRole('switch', { name: 'vh' });
  await toggle.click();
  await expect(toggle).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Sök vårdnadshavare' })).toBeVisible();
  const first = page.getByRole('list', { name: 'Sökresultat' }).getByRole('button').first();
  await expect(first).toContainText('@');
  await first.click();
  await page.getByRole('button', { name: 'Fakturor' }).click();
  await expect(page.getByRole('button', { name: 'Fakturor' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('status', { name: 'Laddar fakturor' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('the teacher has no Fakturering tab, and the overview passes the accessibility rules', async ({
  page,
}) => {
  await openPreschool(page, 'forskollarare@kansli.test');
  await expect(page.getByRole('tab', { name: 'Sök och hantera' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Fakturering' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Översikt barn' }).click();
  await expect(page.getByRole('table', { name: 'Barn' })).toHaveAttribute('aria-busy', 'false');
  await expectNoAxeViolations(page);
});

for (const query of ['', `unit=${SOLROSEN}`]) {
  test(`every tab is reached from every other on ${query ? 'an address with' : 'an address without'} unit, after a reload, after Back and from the menu`, async ({
    page,
  }) => {
    await openPreschool(page, 'forskolechef@kansli.test', query);
    const tabNames = ['Sök och hantera', 'Översikt barn', 'Fakturering'];
    const expectSelected = (index: number) =>
      expect(page.getByRole('tab', { name: tabNames[index] })).toHaveAttribute('aria-selected', 'true');
    // Each ordered pair of tabs once.
    const path = [0, 1, 2, 0, 2, 1, 0];
    await expectSelected(0);
    for (const index of path.slice(1)) {
      await page.getByRole('tab', { name: tabNames[index] }).click();
      await expectSelected(index);
      await page.reload();
      await expectSelected(index);
    }
    await expect(page).not.toHaveURL(/qpm=/);
    for (const index of path.slice(0, -1).reverse()) {
      await page.goBack();
      await expectSelected(index);
    }

    await page.getByRole('tab', { name: 'Fakturering' }).click();
    await page.getByRole('tab', { name: 'Sök och hantera' }).click();
    await page
      .getByRole('navigation', { name: 'Huvudmeny' })
      .getByRole('link', { name: 'Förskoleadministration' })
      .click();
    await expectSelected(0);
    await expect(page).not.toHaveURL(/qpm=/);
  });
}
