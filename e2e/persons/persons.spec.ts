import { expect, type Page, test } from '@playwright/test';
import { profileButton, signInAs } from '../auth/sign-in.ts';
import { expectNoAxeViolations } from '../axe.ts';
import { expectNoSidewaysScroll } from '../layout.ts';

// The support user's person tasks (spec part 1, 2.4) on the seeded demo organisation and the
// stand-ins of the campus platform and Google. Each test works on a person of its own, so the tests
// can run side by side on one database.

const PLACEHOLDER = 'pnr, name, e-mail or system:system_id';

async function openPersons(page: Page) {
  await signInAs(page, 'support@kansli.test');
  await page.goto('/person');
  return page.getByPlaceholder(PLACEHOLDER);
}

/** Searches (signed in already) and opens the hit of that name; the screen selects the first by itself. */
async function findPerson(page: Page, search: string, fullName: string) {
  await page.getByPlaceholder(PLACEHOLDER).fill(search);
  await page.getByRole('link', { name: new RegExp(`^${fullName}`) }).click();
  const card = page.getByRole('article', { name: fullName });
  await expect(card).toBeVisible();
  return card;
}

async function openPerson(page: Page, search: string, fullName: string) {
  await openPersons(page);
  return findPerson(page, search, fullName);
}

function section(page: Page, name: string) {
  return page.getByRole('region', { name });
}

test('finds a person by part of the name and by system:id, and shows the card', async ({ page }) => {
  const box = await openPersons(page);

  await box.fill('lena al');
  await expect(page.getByRole('article', { name: 'Lena Ali' })).toBeVisible();
  await expect(page).toHaveURL(/\/person\/\d+\?search=lena\+al$/);
  await expect(section(page, 'Personuppgifter').getByLabel('Personnummer')).toHaveValue('20100604-2111');
  await expect(section(page, 'Vårdnadshavare').getByRole('link')).toHaveCount(2);
  await expect(section(page, 'Chromebooks')).toContainText('Serienummer');
  await expect(section(page, 'Synkronisering')).toContainText('Skapad');
  await expectNoAxeViolations(page);

  // A civic number is found however it is typed: with or without the century and the hyphen.
  for (const typed of ['100604-2111', '1006042111', '201006042111', '20100604-2111']) {
    await box.fill('ingen sådan person finns');
    await expect(page.getByText('Inga personer hittades')).toBeVisible();
    await box.fill(typed);
    await expect(page.getByRole('article', { name: 'Lena Ali' })).toBeVisible();
    await expect(page.getByText('1 - 1 av 1')).toBeVisible();
  }

  await box.fill('adela:adela-387');
  await expect(page.getByRole('article', { name: 'Lova Ali' })).toBeVisible();
  await box.fill('system:adela-387');
  await expect(page.getByRole('article', { name: 'Lova Ali' })).toBeVisible();
  await expect(page.getByText('1 - 1 av 1')).toBeVisible();

  await box.fill('ingen sådan person finns');
  await expect(page.getByText('Inga personer hittades')).toBeVisible();
});

test('adds a unit role to a teacher and removes it again', async ({ page }) => {
  const card = await openPerson(page, 'eva blomqvist', 'Eva Blomqvist');
  await card.getByRole('button', { name: 'Redigera enhetsroller' }).click();
  const dialog = page.getByRole('dialog', { name: 'Redigera enhetsroller' });
  await dialog.getByRole('textbox', { name: 'Sök roll' }).fill('barnskötare');
  // Support gives the roles whose rights it holds, such as one that grants nothing by itself.
  const add = dialog.getByRole('button', { name: /^Lägg till Barnskötare på / }).first();
  const unit = ((await add.getAttribute('aria-label')) ?? '').replace('Lägg till Barnskötare på ', '');
  await expectNoAxeViolations(page);
  await add.click();
  await expect(page.getByText('Role added successfully')).toBeVisible();
  await dialog.getByRole('button', { name: 'Stäng' }).click();
  await expect(section(page, 'Enhetsroller')).toContainText(`Barnskötare · ${unit}`);

  await card.getByRole('button', { name: 'Redigera enhetsroller' }).click();
  await dialog.getByRole('button', { name: `Ta bort Barnskötare på ${unit}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Ta bort enhetsroll' });
  await expect(confirm).toContainText(`Eva Blomqvist förlorar rollen Barnskötare på ${unit}`);
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Ta bort' }).click();
  await expect(page.getByText('Role removed successfully')).toBeVisible();
  await dialog.getByRole('button', { name: 'Stäng' }).click();
  await expect(section(page, 'Enhetsroller')).not.toContainText('Barnskötare');
});

test('edits the e-mail addresses and cancels: nothing changes', async ({ page }) => {
  const card = await openPerson(page, 'lucas bergman', 'Lucas Bergman');
  const emails = section(page, 'E-post');
  const before = await emails.getByRole('list').innerText();

  await card.getByRole('button', { name: 'Redigera e-post' }).click();
  const dialog = page.getByRole('dialog', { name: 'Redigera e-post' });
  await dialog.getByRole('textbox', { name: 'E-post' }).first().fill('ny.adress@kansli.test');
  await dialog.getByRole('button', { name: 'Lägg till e-postadress' }).click();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Avbryt' }).click();

  await expect(dialog).toBeHidden();
  expect(await emails.getByRole('list').innerText()).toBe(before);
  await card.getByRole('button', { name: 'Redigera e-post' }).click();
  await expect(dialog.getByRole('textbox', { name: 'E-post' }).first()).not.toHaveValue(
    'ny.adress@kansli.test',
  );
});

test('adds a phone number; the school system’s numbers stay read-only', async ({ page }) => {
  const card = await openPerson(page, 'maria blomqvist', 'Maria Blomqvist');
  await card.getByRole('button', { name: 'Redigera telefonnummer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Redigera telefonnummer' });
  await dialog.getByRole('button', { name: 'Lägg till telefonnummer' }).click();
  await dialog.getByRole('textbox', { name: 'Nummer' }).last().fill('08-123 45 67');
  await dialog.getByRole('button', { name: 'Spara' }).click();

  await expect(page.getByText('Phone number saved')).toBeVisible();
  await expect(section(page, 'Telefon')).toContainText('08-123 45 67');

  // A pupil's number from the school system is read-only, and says where it is changed.
  await findPerson(page, 'lena al', 'Lena Ali');
  await page.getByRole('button', { name: 'Redigera telefonnummer' }).click();
  const pupilDialog = page.getByRole('dialog', { name: 'Redigera telefonnummer' });
  const schoolNumber = pupilDialog.getByRole('textbox', { name: 'Nummer' }).first();
  await expect(schoolNumber).toHaveValue('073-708 35 39');
  await expect(schoolNumber).not.toBeEditable();
  await schoolNumber.hover();
  await expect(page.getByRole('tooltip')).toHaveText('Ändras i adela');
  await expect(pupilDialog.getByRole('button', { name: /^Ta bort/ })).toHaveCount(0);
});

test('publishes a pupil to the campus platform, with guardians and groups', async ({ page }) => {
  const card = await openPerson(page, 'sixten ali', 'Sixten Ali');
  await expect(section(page, 'Synkronisering')).toContainText(/Publicerad\s*-/);

  await card.getByRole('button', { name: 'Publicera', exact: true }).click();
  await expect(page.getByText('Personen är publicerad', { exact: true })).toBeVisible();
  await expect(section(page, 'Synkronisering')).not.toContainText(/Publicerad\s*-/);

  await card.getByRole('button', { name: 'Publicera NY' }).click();
  await expect(
    page.getByText(/^Personen är publicerad med 2 vårdnadshavare och \d+ gruppmedlemskap$/),
  ).toBeVisible();

  await card.getByRole('button', { name: 'Översikt' }).click();
  const overview = page.getByRole('dialog', { name: /^Översikt/ });
  await expect(overview.getByRole('link').first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('creates the organisation e-mail account for an employee', async ({ page }) => {
  const card = await openPerson(page, 'mikael holmberg', 'Mikael Holmberg');
  await card.getByRole('button', { name: 'Skapa e-postkonto' }).click();
  const dialog = page.getByRole('dialog', { name: 'Skapa e-postkonto' });
  await expect(dialog).toContainText('Organisationsenhet');
  await expect(dialog).toContainText('/Personal/');
  await expect(dialog.getByRole('button')).toHaveText(['Avbryt', 'Skapa']);
  await expectNoAxeViolations(page);

  await dialog.getByRole('button', { name: 'Skapa' }).click();
  await expect(page.getByText('E-postkontot är skapat!')).toBeVisible();
  await expect(page.getByText(/^ERROR/)).toHaveCount(0);
  await expect(dialog.locator('code')).toHaveText(/^\S{16,}$/);
  await dialog.getByRole('button', { name: 'Stäng' }).click();

  await expect(card.getByRole('button', { name: 'Skapa e-postkonto' })).toHaveCount(0);
  await expect(section(page, 'E-post')).toContainText('mikael.holmberg');
});

test('ghosts a teacher from the card and stops', async ({ page }) => {
  const card = await openPerson(page, 'linnéa axelsson', 'Linnéa Axelsson');
  await card.getByRole('button', { name: 'Skugga' }).click();
  await page
    .getByRole('dialog', { name: 'Skugga Linnéa Axelsson?' })
    .getByRole('button', { name: 'Skugga' })
    .click();

  await expect(page.getByRole('status').filter({ hasText: 'Du agerar som Linnéa Axelsson' })).toBeVisible();
  await expect(page.getByRole('banner').getByText('Linnéa Axelsson')).toBeVisible();

  await page.getByRole('button', { name: 'Avsluta skuggning' }).click();
  await expect(profileButton(page)).toHaveAccessibleName('Jonas Berg');
  await expect(page.getByText('Du agerar som')).toBeHidden();
});

test('the person screen works on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openPerson(page, 'lena al', 'Lena Ali');
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
});
