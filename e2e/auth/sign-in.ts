import { expect, type Page } from '@playwright/test';

/** Signs in from the login screen through the development identity provider's account list. */
export async function signInAs(page: Page, email: string) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Logga in' }).click();
  await page.locator(`button[name="email"][value="${email}"]`).click();
  await expect(page.getByRole('button', { name: 'Logga ut' })).toBeVisible();
}
