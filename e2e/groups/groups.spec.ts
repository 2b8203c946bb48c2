import { expect, type Page, test } from '@playwright/test';
import { signInAs } from '../auth/sign-in.ts';
import { expectNoAxeViolations } from '../axe.ts';

// The groups screen and the publish dialog as the administrator, on the seeded (and imported) groups.
// Each test works on groups of its own unit, so that they can run side by side.

const search = (page: Page) => page.getByPlaceholder('namn, e-post eller system:system_id');
const hits = (page: Page) => page.getByRole('list', { name: 'Sökresultat' });

/** Opens the screen on a search (typing one is the first test's part) and the hit of that name. */
async function openGroup(page: Page, text: string, name: string) {
  await page.goto(`/groups?search=${encodeURIComponent(text)}`);
  await hits(page)
    .getByRole('link', { name: new RegExp(`^${name}`) })
    .first()
    .click();
  const card = page.getByRole('article', { name });
  await expect(card).toBeVisible();
  return card;
}

test('finds a group by name and by system:id and switches it inactive and active', async ({ page }) => {
  await signInAs(page, 'admin@kansli.test');
  await page.goto('/groups');
  await expect(page.getByRole('heading', { name: 'Grupper', level: 1 })).toBeVisible();

  const course = await openGroup(page, 'matematik 1a', 'Matematik 1a');
  await expect(course).toContainText('Nordljus komvux Stockholm');
  await expect(course).toContainText('Komvux kurs');

  // Typed, the search waits for a pause and goes to the address.
  await search(page).fill('finns inte alls');
  await expect(page.getByText('Inga grupper hittades')).toBeVisible();
  await expect(page).toHaveURL(/search=finns/);

  const klass = await openGroup(page, 'system:schoolsoft-grupp-201-1', '7A');
  await expect(page).toHaveURL(/\/groups\/\d+/);
  await expect(klass.getByRole('table', { name: 'System-id' })).toContainText('schoolsoft-grupp-201-1');
  await expect(klass).toContainText('Gruppkod');
  await expectNoAxeViolations(page);

  await klass.getByRole('switch', { name: 'aktiv' }).click();
  await expect(page.getByText('Group deactivated')).toBeVisible();
  await expect(klass.getByRole('switch', { name: 'inaktiv' })).not.toBeChecked();
  await klass.getByRole('switch', { name: 'inaktiv' }).click();
  await expect(page.getByText('Group activated')).toBeVisible();

  // Opened at its own address, the card shows the same group.
  await page.reload();
  await expect(page.getByRole('article', { name: '7A' })).toBeVisible();
});

test('ends a membership in two clicks', async ({ page }) => {
  await signInAs(page, 'admin@kansli.test');
  await page.goto('/groups');
  const klass = await openGroup(page, 'schoolsoft:schoolsoft-grupp-202-1', '7A');
  const members = klass.getByRole('table', { name: 'Medlemmar' });
  const pupil = members.getByRole('row').filter({ hasText: 'Elev' }).first();
  const name = (await pupil.getByRole('link').textContent()) ?? '';
  const rows = await members.getByRole('row').count();

  await pupil.getByRole('button', { name: `Ta bort ${name}` }).click();
  await expect(pupil.getByRole('button', { name: 'Bekräfta borttagning' })).toBeVisible();
  await pupil.getByRole('button', { name: 'Bekräfta borttagning' }).click();
  await expect(page.getByText('Member deactivated')).toBeVisible();
  await expect(members.getByRole('row')).toHaveCount(rows - 1);
  await expect(members.getByRole('link', { name, exact: true })).toHaveCount(0);
});

test('publishes a unit’s groups to campus and Google from the dialog', async ({ page }) => {
  await signInAs(page, 'admin@kansli.test');
  await page.goto('/groups');
  await page.getByRole('button', { name: 'Publicera', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Publicera' });
  await expect(dialog.getByText('Please select a location')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Publicera' })).toBeDisabled();
  await expectNoAxeViolations(page);

  await dialog.getByRole('searchbox', { name: 'Sök enhet' }).fill('göteborg');
  await dialog.getByRole('option', { name: 'Nordljus gymnasium Göteborg' }).click();
  await dialog.getByRole('checkbox', { name: 'Publicera till campus' }).uncheck();
  await dialog.getByRole('button', { name: 'Publicera' }).click();
  await expect(dialog.getByText('Please select at least one publish option')).toBeVisible();

  await dialog.getByRole('checkbox', { name: 'Publicera till campus' }).check();
  await dialog.getByRole('checkbox', { name: 'Publicera till Google' }).check();
  await expect(dialog.getByText('Please select at least one publish option')).toBeHidden();
  await dialog.getByRole('button', { name: 'Publicera' }).click();
  // The courses have no e-mail address: on campus, not on Google. The dialog stays to say so.
  const outcomes = dialog.getByRole('list', { name: 'Utfall för Nordljus gymnasium Göteborg' });
  await expect(outcomes).toBeVisible({ timeout: 60_000 });
  await expect(dialog.getByText(/^\d+ av \d+ publicerades inte till allt som valdes$/)).toBeVisible();
  await expect(outcomes.getByRole('listitem').filter({ hasText: /^NA1A/ })).toContainText(
    /^NA1APublicerad – Campus: \d+ medlemmar; Google: \d+ tillagda/,
  );
  await expect(
    outcomes.getByRole('listitem').filter({ hasText: 'Google: Gruppen saknar e-postadress' }).first(),
  ).toContainText('Delvis publicerad');
  await expect(page.getByText('Successfully published grupper')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Stäng' }).click();
  await expect(dialog).toBeHidden();

  // To campus alone every group gets through: the run ends with the notice.
  await page.getByRole('button', { name: 'Publicera', exact: true }).click();
  await dialog.getByRole('searchbox', { name: 'Sök enhet' }).fill('göteborg');
  await dialog.getByRole('option', { name: 'Nordljus gymnasium Göteborg' }).click();
  await dialog.getByRole('button', { name: 'Publicera' }).click();
  await expect(page.getByText('Successfully published grupper')).toBeVisible({ timeout: 60_000 });
  await expect(dialog).toBeHidden();

  const klass = await openGroup(page, 'adela:adela-grupp-211-1', 'NA1A');
  await expect(klass).toContainText(/Publicerad till Campus\s*\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  await expect(klass.getByRole('link', { name: 'Öppna i Campus-admin' })).toBeVisible();
});

test('opens the publish dialog from the preschool screen', async ({ page }) => {
  await signInAs(page, 'admin@kansli.test');
  await page.goto('/billing/preschool');
  await page.getByRole('button', { name: 'Publicera' }).click();
  const dialog = page.getByRole('dialog', { name: 'Publicera' });
  await expect(dialog.getByRole('button', { name: 'Grupper' })).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByRole('option').first()).toHaveText('Nordljus grundskola Centrum');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Avbryt' }).click();
  await expect(dialog).toBeHidden();
});
