import { expect, type Locator, type Page, test } from '@playwright/test';
import { signInAt } from '../../apps/server/src/test/dev-sign-in.ts';

/** The shell has loaded: the session, the authorization and the shell's code. */
async function expectShell(page: Page) {
  // On a busy machine (two browsers and the server) that can take longer than the default five seconds.
  await expect(page.getByRole('button', { name: 'Meny' })).toBeVisible({ timeout: 15_000 });
}

/**
 * Signs in as the account through the development identity provider's endpoints, as the login screen
 * does, and opens the app with that session. The screens of the sign-in have specs of their own
 * (`signInThroughProvider`); the others start signed in.
 */
export async function signInAs(page: Page, email: string) {
  const baseURL = test.info().project.use.baseURL as string;
  const [name = '', value = ''] = (await signInAt(baseURL, email)).split(/=(.*)/s);
  await page.context().addCookies([{ name, value, url: baseURL, httpOnly: true, sameSite: 'Lax' }]);
  await page.goto('/');
  await expectShell(page);
  // The start page has settled on the preschool screen or, for whom it is closed, the dashboard; a
  // page opened before that would be taken over by the start page's move.
  await expect(
    page
      .getByRole('combobox', { name: 'Förskola' })
      .or(page.getByRole('heading', { name: 'Mina behörigheter' })),
  ).toBeVisible({ timeout: 15_000 });
}

/** Signs in from the login screen through the development identity provider's account list. */
export async function signInThroughProvider(page: Page, email: string) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Logga in' }).click();
  await page.locator(`button[name="email"][value="${email}"]`).click();
  await expectShell(page);
}

/** Signs in with an e-mail address typed into the development identity provider, as a person who is no demo account. */
export async function signInWithEmail(page: Page, email: string) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Logga in' }).click();
  await page.getByLabel('E-post').fill(email);
  await page.getByRole('button', { name: 'Logga in', exact: true }).click();
  await expectShell(page);
}

/** The profile picture in the top bar, which opens the account menu. */
export function profileButton(page: Page): Locator {
  return page.getByRole('banner').locator('button[aria-haspopup="menu"]');
}

/** Signs out through the menu behind the profile picture. */
export async function signOut(page: Page) {
  await profileButton(page).click();
  await page.getByRole('menuitem', { name: 'Logga ut' }).click();
}
