import { expect, type Locator, type Page } from '@playwright/test';

/** Signs in from the login screen through the development identity provider's account list. */
export async function signInAs(page: Page, email: string) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Logga in' }).click();
  await page.locator(`button[name="email"][value="${email}"]`).click();
  // The shell shows once the session, the authorization and the shell's code have loaded: on a busy
  // machine (two browsers and the server) that can take longer than the default five seconds.
  await expect(page.getByRole('button', { name: 'Meny' })).toBeVisible({ timeout: 15_000 });
}

/** Signs in with an e-mail address typed into the development identity provider, as a person who is no demo account. */
export async function signInWithEmail(page: Page, email: string) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Logga in' }).click();
  await page.getByLabel('E-post').fill(email);
  await page.getByRole('button', { name: 'Logga in', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Meny' })).toBeVisible({ timeout: 15_000 });
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
