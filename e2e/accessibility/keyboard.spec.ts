import { expect, type Locator, type Page, test } from '@playwright/test';
import { signInAs } from '../auth/sign-in.ts';

// Issue 17: a screen used with the keyboard alone. Each step moves with Tab as a keyboard user does, so
// a control that Tab never reaches, or reaches without a visible focus, fails the test.

/** Presses Tab until the target has the focus, and checks that the focus shows. */
async function tabTo(page: Page, target: Locator, limit = 80) {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
  expect(await target.evaluate((element) => element.matches(':focus-visible'))).toBe(true);
}

const focusIsIn = (container: Locator) =>
  container.evaluate((element) => element.contains(document.activeElement));

test('a person is found and given a phone number with the keyboard alone', async ({ page }) => {
  await signInAs(page, 'support@kansli.test');

  await tabTo(
    page,
    page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('link', { name: 'Personer' }),
  );
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/person/);

  await tabTo(page, page.getByPlaceholder('pnr, name, e-mail or system:system_id'));
  await page.keyboard.type('oskar holm');
  const hit = page.getByRole('link', { name: /^Oskar Holm/ });
  await tabTo(page, hit);
  await page.keyboard.press('Enter');
  const card = page.getByRole('article', { name: 'Oskar Holm' });
  await expect(card).toBeVisible();

  const edit = card.getByRole('button', { name: 'Redigera telefonnummer' });
  await tabTo(page, edit);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Redigera telefonnummer' });
  await expect(dialog).toBeVisible();
  expect(await focusIsIn(dialog)).toBe(true);
  // Escape closes the dialog without saving, and the focus goes back to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(edit).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'Lägg till telefonnummer' }));
  await page.keyboard.press('Enter');
  await tabTo(page, dialog.getByRole('textbox', { name: 'Nummer' }).last());
  await page.keyboard.type('08-765 43 21');
  await tabTo(page, dialog.getByRole('button', { name: 'Spara' }));
  await page.keyboard.press('Enter');

  await expect(page.getByText('Phone number saved')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'Telefon' })).toContainText('08-765 43 21');
});

test('the superadmin’s tabs move with the arrow keys and open with Enter', async ({ page }) => {
  await signInAs(page, 'admin@kansli.test');
  await page.goto('/superadmin');
  const overview = page.getByRole('tab', { name: 'Översikt' });
  await expect(overview).toHaveAttribute('aria-selected', 'true');

  await tabTo(page, overview);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Behörigheter' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  const next = page.getByRole('tab', { name: 'Databas' });
  await expect(next).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(next).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('list', { name: 'Tabeller' })).toBeVisible();

  // The table list is reached with Tab, and a table opens with Enter.
  await tabTo(
    page,
    page.getByRole('list', { name: 'Tabeller' }).getByRole('button', { name: 'roles', exact: true }),
  );
  await page.keyboard.press('Enter');
  await expect(page.getByRole('table', { name: 'Tabellen roles' })).toBeVisible();
});
