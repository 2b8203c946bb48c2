import { expect, test } from '@playwright/test';
import { signInAs } from '../auth/sign-in.ts';
import { expectNoAxeViolations } from '../axe.ts';

const forbidden = [
  { email: 'larare@kansli.test', path: '/billing/preschool', area: 'Förskoleadministration' },
  { email: 'larare@kansli.test', path: '/billing/preschool/overview', area: 'Förskoleadministration' },
  { email: 'larare@kansli.test', path: '/person', area: 'Personer' },
  { email: 'forskollarare@kansli.test', path: '/person', area: 'Personer' },
  { email: 'forskollarare@kansli.test', path: '/person/5', area: 'Personer' },
];

for (const { email, path, area } of forbidden) {
  test(`${email} opening ${path} is told it is closed and whom to ask`, async ({ page }) => {
    await signInAs(page, email);
    await page.goto(path);

    await expect(page.getByRole('heading', { name: 'Ingen behörighet' })).toBeVisible();
    await expect(
      page.getByText(`Du har inte behörighet att öppna ${area}. Be en administratör om åtkomst.`),
    ).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  });
}

test('Studybuddy, which the menu shows to everyone, tells a user without access so and leads to their permissions', async ({
  page,
}) => {
  await signInAs(page, 'support@kansli.test');
  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('link', { name: 'Studybuddy' }).click();

  await expect(page).toHaveURL(/\/studybuddy$/);
  await expect(page.getByRole('heading', { name: 'Ingen behörighet' })).toBeVisible();
  await expect(
    page.getByText('Du har inte behörighet att öppna Studybuddy. Be en administratör om åtkomst.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Visa mina behörigheter' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Mina behörigheter' })).toBeVisible();
});

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
