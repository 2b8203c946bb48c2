import { expect, test } from '@playwright/test';
import { signInAs } from '../auth/sign-in.ts';
import { expectNoAxeViolations } from '../axe.ts';

// The superadmin's permissions as the administrator: a segment and a flag of its own, granted to a
// role and deleted after the confirmation. A segment of the test's own, so that no other test's menu
// changes meanwhile.

test('creates a segment and a flag, grants it to a role and deletes it after the confirmation', async ({
  page,
}) => {
  const key = `e2e_${Date.now()}`;
  await signInAs(page, 'admin@kansli.test');
  await page.goto('/superadmin');
  await expect(page.getByRole('heading', { name: 'Superadmin', level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: 'Behörigheter' }).click();
  await page.getByRole('tab', { name: 'Behörighetsinställningar' }).click();

  await page.getByRole('button', { name: 'Lägg till segment' }).click();
  const segmentDialog = page.getByRole('dialog', { name: 'Lägg till segment' });
  await segmentDialog.getByLabel('Namn').fill('Bibliotek');
  await segmentDialog.getByLabel('KEY').fill(key);
  await segmentDialog.getByRole('button', { name: 'Skapa' }).click();
  await expect(page.getByText('Segmentet är skapat')).toBeVisible();

  await page.getByRole('button', { name: 'Lägg till behörighet' }).click();
  const flagDialog = page.getByRole('dialog', { name: /^Lägg till behörighet/ });
  await expect(flagDialog.getByRole('button', { name: 'Skapa' })).toBeDisabled();
  await flagDialog.getByLabel('Namn').fill('Låna ut');
  await flagDialog.getByLabel('KEY').fill('LEND');
  await flagDialog.getByRole('button', { name: 'Skapa' }).click();
  await expect(page.getByText('Behörigheten är skapad')).toBeVisible();
  await expectNoAxeViolations(page);

  // Granted to the principals in the role-first view.
  await page.getByRole('tab', { name: 'Roller' }).click();
  await page.getByRole('list', { name: 'Roller' }).getByText('Rektor', { exact: true }).click();
  await page.getByRole('list', { name: 'Segment' }).getByText('Bibliotek').click();
  await page.getByRole('checkbox', { name: 'Låna ut' }).check();
  await expect(page.getByText('Behörigheten är tillagd')).toBeVisible();
  await expectNoAxeViolations(page);

  // Taking it from everyone in the role asks first; cancelled, the role keeps it.
  await page.getByRole('checkbox', { name: 'Låna ut' }).click();
  const revoke = page.getByRole('dialog', { name: 'Ta bort behörighet' });
  await expect(revoke).toContainText('Alla med rollen Rektor förlorar Låna ut i Bibliotek.');
  await expectNoAxeViolations(page);
  await revoke.getByRole('button', { name: 'Avbryt' }).click();
  await expect(revoke).toBeHidden();
  await expect(page.getByRole('checkbox', { name: 'Låna ut' })).toBeChecked();

  await page.getByRole('tab', { name: 'Behörighetsinställningar' }).click();
  await page.getByRole('list', { name: 'Segment' }).getByText('Bibliotek').click();
  await page.getByRole('button', { name: 'Ta bort Låna ut' }).click();
  const confirm = page.getByRole('dialog', { name: 'Ta bort Låna ut' });
  await expect(confirm).toContainText('Är du säker på att du vill ta bort behörigheten?');
  await expect(confirm).toContainText('1 roll har behörigheten.');
  await confirm.getByRole('button', { name: 'Ta bort' }).click();
  await expect(page.getByText('Behörigheten är borttagen')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Behörigheter i Bibliotek' })).toBeHidden();
});
