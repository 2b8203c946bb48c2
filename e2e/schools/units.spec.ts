import { expect, test } from '@playwright/test';
import { signInAs } from '../auth/sign-in.ts';
import { expectNoAxeViolations } from '../axe.ts';

// The school units screen (spec part 2, 2) as the administrator, on the seeded organisation.

test("shows a unit's system links and special roles, and keeps the unit and tab in the address", async ({
  page,
}) => {
  await signInAs(page, 'admin@kansli.test');
  await page.goto('/school');
  await expect(page.getByRole('heading', { name: 'Enheter' })).toBeVisible();

  const unit = page.getByRole('combobox', { name: 'Enhet' });
  // The first unit by name is chosen once the list has come; choosing another starts from there.
  await expect(page).toHaveURL(/location=\d+/);
  await expect(unit).not.toHaveValue('');
  await unit.fill('centrum');
  await page.getByRole('option', { name: 'Nordljus grundskola Centrum' }).click();
  await expect(page).toHaveURL(/location=201/);

  await expect(page.getByText('s24-201 + nordljus')).toBeVisible();
  await expect(page.getByText('schoolsoft-enhet-201')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Rektor' })).toBeVisible();
  // Spec part 2, 2: the button is there but always off.
  await expect(page.getByText('Publicera grupper')).toBeHidden();
  await expectNoAxeViolations(page);

  await unit.fill('finns inte');
  await expect(page.getByText('Inga resultat hittades')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('tab', { name: 'Synkronisering' }).click();
  await expect(page).toHaveURL(/tab=1/);
  await expect(page.getByText('Exportfil från schoolsoft hämtad och lagrad i google storage')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Exportfiler från schoolsoft' })).toContainText('student.json');
  // A new database's units are imported once the app has started: wait for the unit's group step in the
  // API, then the tab shows the finished steps (a page reloaded in a loop may never finish loading on a
  // busy machine).
  const jobs = page.getByRole('table', { name: 'Synkroniseringsjobb' });
  await expect
    .poll(
      async () => JSON.stringify(await (await page.request.get('/api/syncentries/location/201')).json()),
      { timeout: 60_000 },
    )
    .toContain('_import_groups');
  await page.reload();
  await expect(jobs.getByRole('cell', { name: 'Synkronisera grupper', exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Synkronisering' })).toHaveAttribute('aria-selected', 'true');
  await expect(jobs.getByRole('cell', { name: 'Synkronisera personer', exact: true })).toBeVisible();
  await expect(jobs.getByRole('cell', { name: 'Skapa kö för att synkronisera elever' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('tab', { name: 'Rådata' }).click();
  const kinds = page.getByRole('tablist', { name: 'Exporttyper' });
  await expect(kinds.getByRole('tab')).toHaveText([
    'Grupper',
    'Personer',
    'Elever',
    'Vårdnadshavare',
    'Lärare',
  ]);
  await expect(
    page.getByRole('table', { name: 'Grupper' }).getByRole('cell', { name: '7A', exact: true }),
  ).toBeVisible();
  await kinds.getByRole('tab', { name: 'Lärare' }).click();
  const teachers = page.getByRole('table', { name: 'Lärare' });
  await expect(teachers.getByRole('row')).not.toHaveCount(0);
  await page.getByLabel('Filter').fill('larare@kansli.test');
  await page.getByRole('button', { name: 'Filtrera' }).click();
  await expect(page.getByText('1 poster')).toBeVisible();
  await expect(teachers).toContainText('larare@kansli.test');
  await expectNoAxeViolations(page);
});

test('opens each tab of an adult-education unit, whose raw groups are cards', async ({ page }) => {
  await signInAs(page, 'admin@kansli.test');
  await page.goto('/school?location=221&tab=0');
  await expect(page.getByText('online-enhet-221')).toBeVisible();

  await page.getByRole('tab', { name: 'Synkronisering' }).click();
  await expect(page.getByText('Exportfil från online hämtad och lagrad i google storage')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Exportfiler från online' })).toContainText('person.json');

  await page.getByRole('tab', { name: 'Rådata' }).click();
  await expect(page.getByRole('tablist', { name: 'Exporttyper' }).getByRole('tab')).toHaveText(['Grupper']);
  const cards = page.getByRole('list', { name: 'Grupper' });
  await expect(cards.getByRole('heading', { name: 'Svenska som andraspråk 1' })).toBeVisible();
  await expect(cards.getByText(/^\d+ medlemmar$/).first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('says which units’ exports are stale or missing in the bucket', async ({ page }) => {
  await signInAs(page, 'admin@kansli.test');
  await page.goto('/school?location=202&tab=1');
  await expect(
    page.getByText(/^Exportfil från schoolsoft är inte från i dag, senaste: schoolsoft\/202\//),
  ).toBeVisible();

  await page.goto('/school?location=212&tab=1');
  await expect(
    page.getByText(
      'Exportfil från adela saknas i google storage, senaste hämtning: 404 - Inga exportfiler från adela för enheten ännu. Be driften kontrollera att adela exporterar enheten.',
    ),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});
