import { expect, type Page, test } from '@playwright/test';
import { profileButton, signInAs } from '../auth/sign-in.ts';
import { menuLinks } from './shell.ts';

// The seed inserts the demo accounts first, in this order: admin 1, forskolechef 2, forskollarare 3,
// support 4, larare 5. The browser has no way to look a person id up yet.
const KARIN_NILSSON_ID = '5';

// The person screen's 'Skugga' button will start ghosting; until it exists the test stores the id as
// that button does (startGhosting in apps/web/src/lib/ghosting.ts) and reloads.
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
