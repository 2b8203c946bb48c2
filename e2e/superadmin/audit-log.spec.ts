import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { signInAs } from '../auth/sign-in.ts';
import { expectNoAxeViolations } from '../axe.ts';
import { expectNoSidewaysScroll } from '../layout.ts';

// The audit log as the administrator reads it: a phone number added on a person card, found in
// Superadmin → Logg by the person concerned and the action, opened to before and after, and in the card's
// 'Historik'. The person is one no other spec changes: the first Agnes the person search finds.

const NUMBER = '08-765 43 21';

async function agnes(request: APIRequestContext) {
  const response = await request.get('/api/integration/persons', { params: { search: 'Agnes' } });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as {
    data: { persons: { id: number; givenName: string; familyName: string }[] };
  };
  const [person] = data.persons;
  if (!person) throw new Error('the seed has no Agnes');
  return { id: person.id, name: `${person.givenName} ${person.familyName}` };
}

async function addPhoneNumber(page: Page, person: { id: number; name: string }) {
  await page.goto(`/person/${person.id}`);
  const card = page.getByRole('article', { name: person.name });
  await card.getByRole('button', { name: 'Redigera telefonnummer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Redigera telefonnummer' });
  await dialog.getByRole('button', { name: 'Lägg till telefonnummer' }).click();
  await dialog.getByRole('textbox', { name: 'Nummer' }).last().fill(NUMBER);
  await dialog.getByRole('button', { name: 'Spara' }).click();
  await expect(page.getByText('Phone number saved')).toBeVisible();
}

test('finds a change in Logg by the person concerned and the action, with before and after, and in Historik', async ({
  page,
}) => {
  // Three screens and two axe runs over a page of 50 entries: a minute or more on a busy machine.
  test.slow();
  await signInAs(page, 'admin@kansli.test');
  const person = await agnes(page.request);
  await addPhoneNumber(page, person);

  await page.goto('/superadmin');
  await page.getByRole('tab', { name: 'Logg' }).click();
  await expect(page.getByRole('list', { name: 'Logg' }).getByRole('listitem').first()).toBeVisible();
  await expectNoAxeViolations(page);

  const concerned = page.getByRole('combobox', { name: 'Berörd person' });
  await concerned.fill(person.name);
  await page
    .getByRole('option', { name: new RegExp(`^${person.name}`) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`personId=${person.id}(&|$)`));
  await page.getByRole('combobox', { name: 'Åtgärd' }).fill('Telefon');
  await page.getByRole('option', { name: 'Telefonnummer sparades' }).click();
  await expect(page).toHaveURL(/action=person\.phone\.save(&|$)/);

  // The time range in the Swedish picker: from a minute past the change, nothing; then cleared.
  const from = page.getByRole('group', { name: 'Från' });
  await from.getByRole('spinbutton', { name: 'År' }).click();
  await page.keyboard.type('209901010000');
  await expect(page).toHaveURL(/from=2099-01-01T00%3A00(&|$)/);
  await expect(page.getByText('Inga poster i loggen matchar filtret.')).toBeVisible();
  await from.getByRole('spinbutton', { name: 'År' }).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  await expect(page).not.toHaveURL(/from=/);

  const entries = page.getByRole('list', { name: 'Logg' }).getByRole('listitem');
  await expect(entries).toHaveCount(1);
  const entry = entries.first();
  await expect(entry).toContainText('Telefonnummer sparades');
  await expect(entry).toContainText('Astrid Lindqvist');
  // Whom it concerns by name, and never the action's code.
  await expect(entry).toContainText(`Person: ${person.name}`);
  await expect(entry).not.toContainText('person.phone.save');
  await entry.getByRole('button', { name: 'Visa före och efter' }).click();
  await expect(entry.getByRole('region', { name: 'Före' })).toHaveText('[]');
  await expect(entry.getByRole('region', { name: 'Efter' })).toContainText(`"number": "${NUMBER}"`);
  await expectNoAxeViolations(page);

  // The filter lives in the address: a reload shows the same entry, the person named again.
  await page.reload();
  await expect(concerned).toHaveValue(person.name);
  await expect(entries).toHaveCount(1);

  await page.goto(`/person/${person.id}`);
  await page.getByRole('button', { name: 'Visa historik' }).click();
  const history = page.getByRole('list', { name: 'Historik' });
  await expect(history.getByRole('listitem').filter({ hasText: 'Telefonnummer sparades' })).toHaveCount(1);
});

test('stacks before and after on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'admin@kansli.test');
  // Reading the log is itself logged: the second reading finds the first.
  await page.goto('/superadmin?tab=3&view=0');
  const answered = page.getByRole('list', { name: 'Logg' }).or(page.getByText('Inga poster i loggen'));
  await expect(answered).toBeVisible();
  await page.goto('/superadmin?tab=3&view=0&action=audit.read');
  const entry = page.getByRole('list', { name: 'Logg' }).getByRole('listitem').first();
  await entry.getByRole('button', { name: 'Visa före och efter' }).click();
  await expect(entry.getByRole('region', { name: 'Efter' })).toContainText('"filters"');
  const before = await entry.getByRole('region', { name: 'Före' }).boundingBox();
  const after = await entry.getByRole('region', { name: 'Efter' }).boundingBox();
  expect(before && after && after.y >= before.y + before.height).toBe(true);
  await expectNoSidewaysScroll(page);
});

test('a user without adminMenu SUPERADMIN gets no Logg, and the log’s API refuses them', async ({ page }) => {
  await signInAs(page, 'support@kansli.test');
  await page.goto('/superadmin?tab=3');
  await expect(page.getByRole('heading', { name: 'Superadmin', level: 1 })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Logg' })).toHaveCount(0);
  expect((await page.request.get('/api/audit')).status()).toBe(403);
});
