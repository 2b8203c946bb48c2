import { expect, test } from '@playwright/test';
import { signInAs } from '../auth/sign-in.ts';

const forbidden = [
  { email: 'larare@kansli.test', path: '/billing/preschool' },
  { email: 'larare@kansli.test', path: '/billing/preschool/overview' },
  { email: 'larare@kansli.test', path: '/person' },
  { email: 'forskollarare@kansli.test', path: '/person' },
  { email: 'forskollarare@kansli.test', path: '/person/5' },
];

for (const { email, path } of forbidden) {
  test(`${email} opening ${path} lands on the dashboard`, async ({ page }) => {
    await signInAs(page, email);
    await page.goto(path);

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Mina behörigheter' })).toBeVisible();
  });
}

test('an unknown path goes to the dashboard', async ({ page }) => {
  await signInAs(page, 'admin@kansli.test');
  await page.goto('/nonsense');

  await expect(page).toHaveURL(/\/dashboard$/);
});

test('every route of the app opens for the administrator', async ({ page }) => {
  // Fourteen full page loads.
  test.slow();
  await signInAs(page, 'admin@kansli.test');
  const routes: [path: string, heading: string][] = [
    ['/person', 'Personer'],
    ['/person/5', 'Personer'],
    ['/billing/preschool', 'Förskoleadministration'],
    ['/billing/preschool/overview', 'Förskoleadministration'],
    ['/school', 'Enheter'],
    ['/superadmin', 'Superadmin'],
    ['/groups', 'Grupper'],
    ['/groups/1', 'Grupper'],
    ['/devices', 'Chromedatorer'],
    ['/devices/1', 'Chromedatorer'],
    ['/device-invoice-list', 'CB Fakturering'],
    ['/communication', 'Kommunikation'],
    ['/studybuddy', 'Studybuddy'],
    ['/synchronizations', 'Synkronisering'],
  ];
  // Screens that select their first item put it in the address.
  const selecting: Record<string, RegExp> = {
    '/person': /\/person(\/\d+)?$/,
    '/school': /\/school\?location=\d+&tab=0$/,
  };
  for (const [path, heading] of routes) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await expect(page).toHaveURL(selecting[path] ?? new RegExp(`${path}$`));
  }
});
