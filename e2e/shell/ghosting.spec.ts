import { expect, type Page, test } from '@playwright/test';
import { profileButton, signInAs } from '../auth/sign-in.ts';
import { expectNoAxeViolations } from '../axe.ts';
import { expectNoSidewaysScroll } from '../layout.ts';
import { menuLinks } from './shell.ts';

// The seed inserts the demo accounts first, in this order: admin 1, forskolechef 2, forskollarare 3,
// support 4, larare 5. The browser has no way to look a person id up yet.
const KARIN_NILSSON_ID = '5';

// The person card's 'Skugga' button is tried in e2e/persons; here the id is stored as that button
// stores it (startGhosting in apps/web/src/lib/ghosting.ts), which is also what a stale tab holds.
async function startGhosting(page: Page, personId: string) {
  await page.evaluate((id) => window.localStorage.setItem('ghost_as', id), personId);
  await page.reload();
}

test('support ghosts the teacher, sees her name and menu, and clicks the name to stop', async ({ page }) => {
  await signInAs(page, 'support@kansli.test');
  await startGhosting(page, KARIN_NILSSON_ID);

  const ghostChip = page.getByRole('banner').getByText('Karin Nilsson');
  await expect(ghostChip).toBeVisible();
  await expect(menuLinks(page)).toHaveText(['Dashboard', 'Studybuddy']);

  await ghostChip.click();

  await expect(profileButton(page)).toHaveAccessibleName('Jonas Berg');
  await expect(page.getByRole('banner').getByText('Karin Nilsson')).toBeHidden();
  await expect(menuLinks(page)).toHaveText(['Dashboard', 'Personer', 'Studybuddy']);
  expect(await page.evaluate(() => window.localStorage.getItem('ghost_as'))).toBeNull();
});

test('while ghosting a banner says as whom and for how long; its button ends the ghosting', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'support@kansli.test');
  await startGhosting(page, KARIN_NILSSON_ID);

  const banner = page.getByRole('status').filter({ hasText: 'Du agerar som' });
  await expect(banner).toContainText('Du agerar som Karin Nilsson');
  // The server's default limit is 30 minutes from the first ghosted request.
  await expect(banner).toContainText(/Skuggningen avslutas om (30|29) min/);
  const stop = banner.getByRole('button', { name: 'Avsluta skuggning' });
  await expect(stop).toBeInViewport();
  // The banner fits the narrow screen: nothing wider than the page.
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);

  await stop.click();

  await expect(profileButton(page)).toHaveAccessibleName('Jonas Berg');
  await expect(page.getByText('Du agerar som')).toBeHidden();
  await expect(page.getByRole('banner').getByText('Karin Nilsson')).toBeHidden();
  expect(await page.evaluate(() => window.localStorage.getItem('ghost_as'))).toBeNull();
});

test('a user who may not ghost is back as themselves after one reload', async ({ page }) => {
  await signInAs(page, 'larare@kansli.test');
  let sessionChecks = 0;
  page.on('request', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname === '/api/authenticate')
      sessionChecks++;
  });

  await startGhosting(page, '4');

  await expect(profileButton(page)).toHaveAccessibleName('Karin Nilsson');
  await expect(page.getByRole('banner').getByText('Jonas Berg')).toBeHidden();
  expect(await page.evaluate(() => window.localStorage.getItem('ghost_as'))).toBeNull();
  // The refused check and the one after the reload.
  expect(sessionChecks).toBe(2);
});

test("ending 'Skugga' returns to the card of the person one ghosted from", async ({ page }) => {
  await signInAs(page, 'support@kansli.test');
  await page.goto(`/person/${KARIN_NILSSON_ID}`);
  await page.getByRole('button', { name: 'Skugga', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Skugga Karin Nilsson?' })
    .getByRole('button', { name: 'Skugga' })
    .click();

  const banner = page.getByRole('status').filter({ hasText: 'Du agerar som' });
  await expect(banner).toContainText('Du agerar som Karin Nilsson');
  await banner.getByRole('button', { name: 'Avsluta skuggning' }).click();

  await expect(profileButton(page)).toHaveAccessibleName('Jonas Berg');
  await expect(page).toHaveURL(new RegExp(`/person/${KARIN_NILSSON_ID}$`));
  await expect(page.getByRole('button', { name: 'Skugga', exact: true })).toBeVisible();
});
