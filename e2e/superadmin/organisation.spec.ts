import { expect, type Page, test } from '@playwright/test';
import { signInAs } from '../auth/sign-in.ts';
import { expectNoAxeViolations } from '../axe.ts';
import { expectNoSidewaysScroll } from '../layout.ts';
import { stockholmToday, uniqueName } from '../preschool/preschool.ts';

// Superadmin › Organisation as the administrator: a preschool with two departments and a school unit
// made in the editor, offered at once by Förskoleadministration and Enheter, edited, and the school
// unit ended. The units' names sort after the seeded ones, so no other spec's first choice changes.

const tree = (page: Page) => page.getByRole('list', { name: 'Organisationens enheter' });
const unitButton = (page: Page, name: string) =>
  tree(page).getByRole('button', { name: new RegExp(`^${name}`) });

async function openOrganisation(page: Page) {
  await page.goto('/superadmin');
  await page.getByRole('tab', { name: 'Organisation' }).click();
  await expect(page).toHaveURL(/tab=5/);
  await expect(unitButton(page, 'Nordljus Utbildning')).toBeVisible();
}

async function chooseOption(page: Page, field: ReturnType<Page['getByRole']>, option: string) {
  await field.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('makes a preschool and a school unit that the other screens offer at once, edits one and ends the other', async ({
  page,
}) => {
  test.slow();
  const suffix = uniqueName('');
  const preschool = `Förskolan Östanvind ${suffix}`;
  const school = `Östra grundskola ${suffix}`;
  const preschoolCostCenter = `E2E-${suffix}`;
  await signInAs(page, 'admin@kansli.test');
  await openOrganisation(page);
  await expectNoAxeViolations(page);

  // A preschool under the preschools, with two departments.
  await page.getByRole('button', { name: 'Lägg till enhet' }).click();
  let dialog = page.getByRole('dialog', { name: 'Lägg till enhet' });
  await dialog.getByRole('textbox', { name: 'Namn' }).fill(preschool);
  const parent = dialog.getByRole('combobox', { name: 'Överordnad enhet' });
  await parent.fill('Nordljus Förskolor');
  await page.getByRole('option', { name: 'Nordljus Förskolor', exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Kostnadsställe' }).fill(preschoolCostCenter);
  await chooseOption(page, dialog.getByRole('combobox', { name: 'Verksamhet' }), 'Förskola (100)');
  await dialog.getByRole('button', { name: 'Lägg till avdelning' }).click();
  await dialog.getByRole('textbox', { name: 'Avdelning 1' }).fill('Blåbäret');
  await dialog.getByRole('button', { name: 'Lägg till avdelning' }).click();
  await dialog.getByRole('textbox', { name: 'Avdelning 2' }).fill('Lingonet');
  await dialog.getByRole('button', { name: 'Lägg till kommun' }).click();
  await dialog.getByRole('textbox', { name: 'Kommun 1' }).fill('Solna');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Skapa' }).click();
  await expect(page.getByText('Enheten är skapad')).toBeVisible();
  await expect(unitButton(page, preschool)).toContainText(`Kostnadsställe ${preschoolCostCenter} · Förskola`);

  // A school unit under the organisation's top unit, with its school system's id.
  await page.getByRole('button', { name: 'Lägg till enhet' }).click();
  dialog = page.getByRole('dialog', { name: 'Lägg till enhet' });
  await dialog.getByRole('textbox', { name: 'Namn' }).fill(school);
  await expect(dialog.getByRole('combobox', { name: 'Överordnad enhet' })).toHaveValue('Nordljus Utbildning');
  await chooseOption(
    page,
    dialog.getByRole('combobox', { name: 'Verksamhet' }),
    'Grundskola och gymnasium (200)',
  );
  await expect(
    dialog.getByText('Elever och grupper importeras från schoolsoft, som väljs efter namnet'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Lägg till koppling' }).click();
  await dialog.getByRole('combobox', { name: 'System' }).fill('schoolsoft');
  await dialog.getByRole('textbox', { name: 'Id', exact: true }).fill(`ss-${suffix}`);
  await dialog.getByRole('button', { name: 'Skapa' }).click();
  await expect(dialog).toBeHidden();
  await expect(unitButton(page, school)).toContainText('Grundskola och gymnasium');

  // Förskoleadministration offers the preschool with its departments.
  await page.goto('/billing/preschool');
  const unitChoice = page.getByRole('combobox', { name: 'Förskola' });
  await unitChoice.fill('Östanvind');
  await page.getByRole('option', { name: `${preschoolCostCenter} ${preschool}` }).click();
  await expect(page).toHaveURL(new RegExp(`unit=${preschoolCostCenter}`));
  await page.getByRole('button', { name: 'Lägg till nytt barn' }).click();
  await page.getByRole('combobox', { name: 'Avdelning' }).click();
  await expect(page.getByRole('option', { name: 'Blåbäret' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Lingonet' })).toBeVisible();
  await page.keyboard.press('Escape');

  // Enheter offers both, the school with its system id.
  await page.goto('/school');
  const enhet = page.getByRole('combobox', { name: 'Enhet' });
  await expect(enhet).not.toHaveValue('');
  await enhet.fill(suffix);
  await expect(page.getByRole('option', { name: preschool })).toBeVisible();
  await page.getByRole('option', { name: school }).click();
  await expect(page.getByText(`ss-${suffix}`)).toBeVisible();

  // The preschool's department renamed.
  await openOrganisation(page);
  await unitButton(page, preschool).click();
  dialog = page.getByRole('dialog', { name: `Redigera ${preschool}` });
  await dialog.getByRole('textbox', { name: 'Avdelning 2' }).fill('Lingonen');
  await dialog.getByRole('button', { name: 'Spara' }).click();
  await expect(page.getByText('Enheten är sparad')).toBeVisible();

  // The school unit ended today, after the confirmation: gone from the tree and from Enheter.
  await unitButton(page, school).click();
  dialog = page.getByRole('dialog', { name: `Redigera ${school}` });
  await dialog.getByRole('button', { name: 'Avsluta enhet' }).click();
  const confirm = page.getByRole('dialog', { name: 'Avsluta enhet' });
  await expect(confirm).toContainText(`Avsluta ${school}?`);
  await expect(confirm.getByRole('group', { name: /Avslutas från och med/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Avsluta enhet' }).click();
  await expect(page.getByText('Enheten är avslutad')).toBeVisible();
  await expect(unitButton(page, school)).toBeHidden();
  await page.getByRole('switch', { name: 'Visa avslutade' }).check();
  await expect(unitButton(page, school)).toContainText(`Avslutad ${stockholmToday().date}`);
  await expectNoAxeViolations(page);

  await page.goto('/school');
  await expect(enhet).not.toHaveValue('');
  await enhet.fill(suffix);
  await expect(page.getByRole('option', { name: preschool })).toBeVisible();
  await expect(page.getByRole('option', { name: school })).toBeHidden();

  // On a phone the tree and the unit's dialog fit the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await openOrganisation(page);
  await expectNoSidewaysScroll(page);
  await unitButton(page, preschool).click();
  await expect(page.getByRole('dialog', { name: `Redigera ${preschool}` })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
});
