import { expect, test } from '@playwright/test';
import { signInAs } from '../auth/sign-in.ts';
import { expectNoAxeViolations } from '../axe.ts';

// The SMS card as the administrator, against the Sheets and 46elks sandboxes: a demo sheet's numbers
// read, a text sent once it is confirmed, and every number followed to its delivery (the sandbox fails numbers ending
// in 13).

const CLASS_SHEET = 'https://docs.google.com/spreadsheets/d/demo-sms-klass-7a/edit?usp=sharing';

test('loads a sheet, sends a text to its numbers and watches each one delivered or failed', async ({
  page,
}) => {
  await signInAs(page, 'admin@kansli.test');
  await page.goto('/communication');
  await expect(page.getByRole('heading', { name: 'SMS-utskick' })).toBeVisible();

  await page.getByLabel('Spreadsheet länk').fill(CLASS_SHEET);
  await page.getByRole('button', { name: 'Hämta' }).click();
  await expect(page.getByText('10 nummer hämtade.')).toBeVisible();

  await page.getByLabel('Meddelande').fill('Välkomna på föräldramöte i klass 7A tisdag kl. 18.00!');
  await expect(page.getByText('53 / 430')).toBeVisible();
  await expect(page.getByText('Beräknad kostnad: 3,60 kr (10 nummer × 1 del à 0,36 kr)')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Skicka' }).click();
  const confirm = page.getByRole('dialog', { name: 'Skicka SMS' });
  await expect(confirm).toContainText(/Skicka SMS till 10 nummer, beräknad kostnad 3,60\skr\?/);
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Skicka' }).click();
  await expect(page.getByText('SMSet har skickats till 10 nummer.')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('button', { name: 'Skicka' })).toBeDisabled();
  const delivery = page.getByRole('region', { name: 'Leveransstatus' });
  await expect(delivery.getByText('Levererat: 9')).toBeVisible({ timeout: 30_000 });
  await expect(delivery.getByText('Misslyckades: 1')).toBeVisible();
  await expect(delivery.getByRole('row').filter({ hasText: '+46701740613' })).toContainText('Misslyckades');
  await expectNoAxeViolations(page);
});
