import { expect, test } from '@playwright/test';
import { signInAs } from '../auth/sign-in.ts';
import { allMenuEntries, menuLinks } from './shell.ts';

const menus = [
  { email: 'admin@kansli.test', entries: allMenuEntries },
  { email: 'forskolechef@kansli.test', entries: ['Dashboard', 'Studybuddy', 'Förskoleadministration'] },
  { email: 'forskollarare@kansli.test', entries: ['Dashboard', 'Studybuddy', 'Förskoleadministration'] },
  { email: 'support@kansli.test', entries: ['Dashboard', 'Personer', 'Studybuddy'] },
  { email: 'larare@kansli.test', entries: ['Dashboard', 'Studybuddy'] },
];

for (const { email, entries } of menus) {
  test(`${email} sees exactly the menu entries of their permissions`, async ({ page }) => {
    await signInAs(page, email);
    await expect(menuLinks(page)).toHaveText(entries);
  });
}

test('the menu highlights the current area and its links navigate', async ({ page }) => {
  await signInAs(page, 'admin@kansli.test');
  await menuLinks(page).getByText('Grupper').click();

  await expect(page).toHaveURL(/\/groups$/);
  await expect(page.getByRole('heading', { name: 'Grupper' })).toBeVisible();
  await expect(menuLinks(page).and(page.locator('[aria-current="page"]'))).toHaveText(['Grupper']);
});

test('on a wide screen the toggle closes and opens the menu beside the page', async ({ page }) => {
  await signInAs(page, 'support@kansli.test');
  const toggle = page.getByRole('button', { name: 'Meny' });

  await toggle.click();
  await expect(menuLinks(page).first()).toBeHidden();
  await toggle.click();
  await expect(menuLinks(page)).toHaveText(['Dashboard', 'Personer', 'Studybuddy']);
});

test('on a narrow screen the menu opens over the page and closes when an entry is chosen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'support@kansli.test');
  await expect(menuLinks(page)).toHaveCount(0);

  await page.getByRole('button', { name: 'Meny' }).click();
  await menuLinks(page).getByText('Personer').click();

  await expect(page).toHaveURL(/\/person(\/\d+)?$/);
  await expect(menuLinks(page)).toHaveCount(0);
});

test('the menu can be used with the keyboard', async ({ page }) => {
  await signInAs(page, 'support@kansli.test');
  await menuLinks(page).filter({ hasText: 'Personer' }).focus();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/person(\/\d+)?$/);
});
