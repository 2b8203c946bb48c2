import { expect, type Page, test } from '@playwright/test';
import { signInAs } from '../auth/sign-in.ts';
import { expectNoAxeViolations } from '../axe.ts';
import { expectNoSidewaysScroll } from '../layout.ts';
import { menuLinks } from '../shell/shell.ts';

// 'Lägg till person' on Personer: a member of staff whom no school system knows. Each test adds a
// person of its own, so the tests can run side by side on one database.

async function openDialog(page: Page, signedInAs = 'support@kansli.test') {
  await signInAs(page, signedInAs);
  await page.goto('/person');
  await page.getByRole('button', { name: 'Lägg till person' }).click();
  return page.getByRole('dialog', { name: 'Lägg till person' });
}

async function addPerson(
  page: Page,
  person: { given: string; family: string; email: string; civicNumber?: string },
  signedInAs = 'support@kansli.test',
) {
  const dialog = await openDialog(page, signedInAs);
  await dialog.getByRole('textbox', { name: 'Förnamn' }).fill(person.given);
  await dialog.getByRole('textbox', { name: 'Efternamn' }).fill(person.family);
  await dialog.getByRole('textbox', { name: 'E-post' }).fill(person.email);
  if (person.civicNumber) {
    await dialog.getByRole('textbox', { name: 'Personnummer (valfritt)' }).fill(person.civicNumber);
  }
  await dialog.getByRole('button', { name: 'Lägg till', exact: true }).click();
  await expect(dialog).toBeHidden();
}

test('adds a person and opens the card; the same e-mail address again opens that card', async ({ page }) => {
  const dialog = await openDialog(page);
  await dialog.getByRole('button', { name: 'Lägg till', exact: true }).click();
  await expect(dialog.getByText('Obligatoriskt')).toHaveCount(3);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Avbryt' }).click();
  await expect(dialog).toBeHidden();

  await addPerson(page, {
    given: 'Maja',
    family: 'Lindqvist',
    email: 'maja.lindqvist@kansli.test',
    civicNumber: '570607-3219',
  });
  await expect(page.getByText('Personen är tillagd.')).toBeVisible();
  const card = page.getByRole('article', { name: 'Maja Lindqvist' });
  await expect(card).toBeVisible();
  await expect(card.getByLabel('Personnummer')).toHaveValue('19570607-3219');
  await expect(card.getByRole('region', { name: 'E-post' })).toContainText('maja.lindqvist@kansli.test');
  await expect(page).toHaveURL(/\/person\/\d+$/);
  const cardUrl = page.url();

  await addPerson(page, { given: 'Maja', family: 'Lindqvist', email: 'Maja.Lindqvist@Kansli.test' });
  await expect(page.getByText('Personen fanns redan och har öppnats.')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Maja Lindqvist' })).toBeVisible();
  expect(page.url()).toBe(cardUrl);
});

test('the new person is given a role on the card and signs in with it', async ({ page }) => {
  // Only someone holding a preschool manager's rights at the unit gives the role: here the administrator.
  await addPerson(
    page,
    { given: 'Nils', family: 'Ekberg', email: 'nils.ekberg@kansli.test' },
    'admin@kansli.test',
  );
  const card = page.getByRole('article', { name: 'Nils Ekberg' });
  await card.getByRole('button', { name: 'Redigera enhetsroller' }).click();
  const roles = page.getByRole('dialog', { name: 'Redigera enhetsroller' });
  await roles.getByRole('textbox', { name: 'Sök roll' }).fill('förskolechef solrosen');
  await roles
    .getByRole('button', { name: /^Lägg till Förskolechef på / })
    .first()
    .click();
  // The role opens menu entries beyond the unit, which the question names before it is given.
  await page
    .getByRole('dialog', { name: 'Ge enhetsroll' })
    .getByRole('button', { name: 'Ge rollen' })
    .click();
  await expect(page.getByText('Role added successfully')).toBeVisible();
  await roles.getByRole('button', { name: 'Stäng' }).click();
  await expect(card.getByRole('region', { name: 'Enhetsroller' })).toContainText('Förskolechef');

  await page.context().clearCookies();
  await signInAs(page, 'nils.ekberg@kansli.test');
  await expect(menuLinks(page)).toHaveText(['Dashboard', 'Studybuddy', 'Förskoleadministration']);
});

test('the dialog works on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const dialog = await openDialog(page);
  await expect(dialog.getByRole('textbox', { name: 'Förnamn' })).toBeFocused();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  // The keyboard alone: the fields in order, and Enter sends.
  await page.keyboard.type('Ida');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Holm');
  await page.keyboard.press('Tab');
  await page.keyboard.type('ida.holm@kansli.test');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('article', { name: 'Ida Holm' })).toBeVisible();
});
