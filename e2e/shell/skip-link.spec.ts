import { expect, test } from '@playwright/test';
import { signInAs } from '../auth/sign-in.ts';
import { expectNoAxeViolations } from '../axe.ts';

test("the first Tab shows 'Hoppa till innehållet', which takes the keyboard past the menu to the page", async ({
  page,
}) => {
  await signInAs(page, 'admin@kansli.test');
  await page.goto('/devices');
  await expect(page.getByRole('heading', { name: 'Chromedatorer', level: 1 })).toBeVisible();

  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Hoppa till innehållet' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await expectNoAxeViolations(page);

  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await expect(page).toHaveURL(/\/devices$/);
  // The next stop is the page's own search box, not the top bar or the menu.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('searchbox', { name: 'Sök Chromebook' })).toBeFocused();
});
