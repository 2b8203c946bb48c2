import { expect, test } from '@playwright/test';
import { signInAs } from '../auth/sign-in.ts';
import { expectNoAxeViolations } from '../axe.ts';

// Small ways on from the invoice underlay: why 'Hämta' is off, and from a case that cannot be invoiced
// for want of the guardian's e-mail to the guardian's person card, where it is added.

const UNIT = '5201 Nordljus grundskola Centrum';
const CHOOSE_UNIT = 'Välj minst en enhet för att kunna hämta ärenden.';

test("'Hämta' says why it is off until a unit is chosen", async ({ page }) => {
  await signInAs(page, 'admin@kansli.test');
  await page.goto('/device-invoice-list?tab=freshservice');
  const fetch = page.getByRole('button', { name: 'Hämta' });
  const unit = page.getByRole('checkbox', { name: UNIT });
  await expect(unit).toBeVisible();

  await expect(fetch).toBeDisabled();
  await expect(page.getByText(CHOOSE_UNIT)).toBeVisible();
  await expect(fetch).toHaveAccessibleDescription(CHOOSE_UNIT);
  await expectNoAxeViolations(page);

  await unit.check();
  await expect(fetch).toBeEnabled();
  await expect(page.getByText(CHOOSE_UNIT)).toBeHidden();
});

test('a case whose guardian lacks an e-mail links to that guardian’s person card', async ({ page }) => {
  await signInAs(page, 'admin@kansli.test');
  await page.goto('/device-invoice-list?tab=freshservice');
  await page.getByRole('checkbox', { name: UNIT }).check();
  await page.getByRole('checkbox', { name: 'Yttre åverkan' }).check();
  await page.getByRole('button', { name: 'Hämta' }).click();

  const table = page.getByRole('table', { name: 'Ärenden' });
  await expect(table).toBeVisible({ timeout: 30_000 });
  const marked = table.getByRole('row').filter({ hasText: 'Vårdnadshavare e-postadress saknas' }).first();
  const link = marked.getByRole('link', { name: /^Lägg till e-postadress för / });
  await expect(link).toBeVisible();
  await expectNoAxeViolations(page);
  const guardian = ((await link.textContent()) ?? '').replace('Lägg till e-postadress för ', '');

  await link.click();

  await expect(page).toHaveURL(/\/person\/\d+\?search=/);
  await expect(page.getByRole('main').getByText(guardian).first()).toBeVisible();
});
