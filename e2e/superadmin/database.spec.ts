import { expect, type Page, test } from '@playwright/test';
import { signInAs } from '../auth/sign-in.ts';
import { expectNoAxeViolations } from '../axe.ts';

// The superadmin's database browser as the administrator: the catalogue's tables, a grid paged by
// 100, the filter row, a foreign key's jump, and a name edit that is only logged.

async function openTable(page: Page, name: string) {
  await page.getByRole('list', { name: 'Tabeller' }).getByRole('button', { name, exact: true }).click();
  return page.getByRole('table', { name: `Tabellen ${name}` });
}

const rowCount = async (page: Page) => {
  const text = await page.getByText(/^\d+ rad(er)?$/).textContent();
  return Number(text?.split(' ')[0]);
};

test('pages through the persons and filters them', async ({ page }) => {
  await signInAs(page, 'admin@kansli.test');
  await page.goto('/superadmin');
  await expect(page.getByRole('tab', { name: 'Översikt' })).toHaveAttribute('aria-selected', 'true');
  await expectNoAxeViolations(page);
  await page.getByRole('tab', { name: 'Databas' }).click();
  const tables = page.getByRole('list', { name: 'Tabeller' });
  await expect(tables.getByRole('button', { name: 'persons', exact: true })).toBeVisible();
  // Sessions and secrets are not in the catalogue.
  await expect(tables.getByRole('button', { name: 'sessions', exact: true })).toHaveCount(0);

  const grid = await openTable(page, 'persons');
  await expect(page.getByText(/^\d+ rader$/)).toBeVisible();
  const total = await rowCount(page);
  expect(total).toBeGreaterThan(200);
  await expect(page.getByText(`1 - 100 av ${total}`)).toBeVisible();
  await expect(grid.getByRole('row')).toHaveCount(102);
  await expect(page.getByRole('button', { name: 'Föregående sida' })).toBeDisabled();
  await page.getByRole('button', { name: 'Nästa sida' }).click();
  await expect(page.getByText(`101 - 200 av ${total}`)).toBeVisible();
  await expect(page).toHaveURL(/offset=100/);
  await expectNoAxeViolations(page);

  await grid.getByRole('searchbox', { name: 'Filtrera family_name' }).fill('Lindqvist');
  await grid.getByRole('searchbox', { name: 'Filtrera given_name' }).fill('Astrid');
  // Both filters are in the address once typing has paused; the range then counts their rows alone.
  await expect(page).toHaveURL(/Lindqvist.*Astrid|Astrid.*Lindqvist/);
  // The address catching up with the first filter leaves the second as typed.
  await expect(grid.getByRole('searchbox', { name: 'Filtrera family_name' })).toHaveValue('Lindqvist');
  await expect(grid.getByRole('searchbox', { name: 'Filtrera given_name' })).toHaveValue('Astrid');
  await expect(page.getByText(/^1 - (\d+) av \1$/)).toBeVisible();
  const found = await rowCount(page);
  expect(found).toBeGreaterThanOrEqual(1);
  await expect(page.getByText(`1 - ${found} av ${found}`)).toBeVisible();
  await expect(grid.getByRole('textbox', { name: /^given_name på rad/ }).first()).toHaveValue('Astrid');
  await expect(page.getByRole('button', { name: 'Nästa sida' })).toBeDisabled();
});

test('jumps through a foreign key, and logs a name edit and shows the stored name again', async ({
  page,
}) => {
  await signInAs(page, 'admin@kansli.test');
  await page.goto('/superadmin?tab=2');
  const roles = await openTable(page, 'person_roles');
  const jump = roles.getByRole('button', { name: /^Öppna persons där id är \d+$/ }).first();
  const personId = (await jump.getAttribute('aria-label'))?.split(' ').at(-1) ?? '';
  await jump.click();

  const persons = page.getByRole('table', { name: 'Tabellen persons' });
  await expect(page.getByText('1 rad', { exact: true })).toBeVisible();
  await expect(persons.getByRole('searchbox', { name: 'Filtrera id' })).toHaveValue(`=${personId}`);
  const name = persons.getByRole('textbox', { name: `given_name på rad ${personId}` });
  const original = await name.inputValue();
  expect(original).not.toBe('');
  await expectNoAxeViolations(page);

  await name.fill(`${original} Ändrad`);
  await expect(page.getByText('Ändringen loggades men sparades inte.')).toBeVisible();
  // The cell shows what is stored, not what was typed.
  await expect(name).toHaveValue(original);
  await page.reload();
  await expect(page.getByRole('textbox', { name: `given_name på rad ${personId}` })).toHaveValue(original);

  await page.goBack();
  await expect(page.getByRole('table', { name: 'Tabellen person_roles' })).toBeVisible();
});
