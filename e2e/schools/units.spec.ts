import { expect, test } from '@playwright/test';
import { signInAs } from '../auth/sign-in.ts';
import { expectNoAxeViolations } from '../axe.ts';

// The school units screen (spec part 2, 2) as the administrator, on the seeded organisation.

test("shows a unit's system links and special roles, and keeps the unit and tab in the address", async ({
  page,
}) => {
  await signInAs(page, 'admin@kansli.test');
  await page.goto('/school');
  await expect(page.getByRole('heading', { name: 'Enheter' })).toBeVisible();

  const unit = page.getByRole('combobox', { name: 'Enhet' });
  await unit.fill('centrum');
  await page.getByRole('option', { name: 'Nordljus grundskola Centrum' }).click();
  await expect(page).toHaveURL(/location=201/);

  await expect(page.getByText('s24-201 + nordljus')).toBeVisible();
  await expect(page.getByText('schoolsoft-enhet-201')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Rektor' })).toBeVisible();
  await expectNoAxeViolations(page);

  await unit.fill('finns inte');
  await expect(page.getByText('Inga resultat hittades')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('tab', { name: 'Synkronisering' }).click();
  await expect(page).toHaveURL(/tab=1/);
  await expect(page.getByText('Inga synkroniseringar finns för enheten.')).toBeVisible();
  await expect(page.getByText('Exportfil från schoolsoft hämtad och lagrad i google storage')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Exportfiler från schoolsoft' })).toContainText('student.json');
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Synkronisering' })).toHaveAttribute('aria-selected', 'true');
});

test('says which units’ exports are stale or missing in the bucket', async ({ page }) => {
  await signInAs(page, 'admin@kansli.test');
  await page.goto('/school?location=202&tab=1');
  await expect(
    page.getByText(/^Exportfil från schoolsoft är inte från i dag, senaste: schoolsoft\/202\//),
  ).toBeVisible();

  await page.goto('/school?location=212&tab=1');
  await expect(
    page.getByText(
      'Exportfil från adela saknas i google storage, senaste hämtning: 404 - No export files from adela for unit 212',
    ),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});
