import { expect, test } from '@playwright/test';
import { profileButton, signInThroughProvider, signOut } from './sign-in.ts';

// The start page is the preschool screen; without preschool access its guard sends the user to the dashboard.
const demoAccounts = [
  { email: 'admin@kansli.test', name: 'Astrid Lindqvist', landsOn: /\/billing\/preschool$/ },
  { email: 'forskolechef@kansli.test', name: 'Maria Johansson', landsOn: /\/billing\/preschool$/ },
  { email: 'forskollarare@kansli.test', name: 'Elin Svensson', landsOn: /\/billing\/preschool$/ },
  { email: 'support@kansli.test', name: 'Jonas Berg', landsOn: /\/dashboard$/ },
  { email: 'larare@kansli.test', name: 'Karin Nilsson', landsOn: /\/dashboard$/ },
];

test('the login screen shows the title and the sign-in button over the starry sky', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Kansli' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logga in' })).toBeVisible();
  await expect(page.locator('canvas')).toBeAttached();
});

for (const account of demoAccounts) {
  test(`${account.email} signs in through the identity provider and lands in the app`, async ({ page }) => {
    await signInThroughProvider(page, account.email);
    await expect(profileButton(page)).toHaveAccessibleName(account.name);
    await expect(page).toHaveURL(account.landsOn);
  });
}

test('a typed e-mail address of a known person signs in', async ({ page }) => {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Logga in' }).click();
  await page.getByLabel('E-post').fill('support@kansli.test');
  await page.getByRole('button', { name: 'Logga in', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Mina behörigheter' })).toBeVisible();
  await expect(profileButton(page)).toHaveAccessibleName('Jonas Berg');
});

test('an unknown e-mail address gets the Access Denied dialog', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Logga in' }).click();
  await page.getByLabel('E-post').fill('okand.person@kansli.test');
  await page.getByRole('button', { name: 'Logga in', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Access Denied' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('You are not authorized to access this page.');
  await expect(dialog).toContainText('Contact IT-support to gain access.');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Logga in' })).toBeVisible();
});

test('sign-out returns to the login screen and the session is gone', async ({ page }) => {
  await signInThroughProvider(page, 'larare@kansli.test');
  await signOut(page);
  await expect(page.getByRole('button', { name: 'Logga in' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Logga in' })).toBeVisible();
  expect((await page.request.get('/api/authenticate')).status()).toBe(401);
});

test('after signing out, another account can be picked', async ({ page }) => {
  await signInThroughProvider(page, 'larare@kansli.test');
  await signOut(page);
  await signInThroughProvider(page, 'admin@kansli.test');
  await expect(profileButton(page)).toHaveAccessibleName('Astrid Lindqvist');
});
