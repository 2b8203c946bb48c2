import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../axe.ts';
import { openPreschool, stockholmToday, uniqueCivicNumber, uniqueName } from './preschool.ts';

const SAVED = 'OK! Ändringarna är sparade';

/** Types a date into the sv-SE date picker's field, section by section. */
async function typeDate(group: Locator, date: string) {
  await group.getByRole('spinbutton', { name: 'År' }).click();
  await group.page().keyboard.type(date.replaceAll('-', ''));
}

/** Waits for the save notice and closes it, so the next one is not queued behind it. */
async function expectSaved(page: Page) {
  const notice = page.getByRole('alert').filter({ hasText: SAVED });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'OK' }).click();
  await expect(notice).toHaveCount(0);
}

/** Drags with the mouse in small steps, as a person does; the drag starts after a few pixels. */
async function drag(page: Page, from: Locator, to: Locator) {
  const source = await from.boundingBox();
  const target = await to.boundingBox();
  if (!source || !target) throw new Error('nothing to drag');
  await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2);
  await page.mouse.down();
  await page.mouse.move(source.x + source.width / 2 + 10, source.y + source.height / 2, { steps: 3 });
  await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 12 });
  await page.mouse.up();
}

function nextMonth(month: string): string {
  const [year = 0, number = 1] = month.split('-').map(Number);
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
}

function lastDayOf(month: string): string {
  const [year = 0, number = 1] = month.split('-').map(Number);
  return `${month}-${new Date(Date.UTC(year, number, 0)).getUTCDate()}`;
}

test('the manager registers two guardians and a child with two care periods, links them by drag and by keyboard, shares 30/70 and sees the fee in the overview', async ({
  page,
}) => {
  test.slow();
  const family = uniqueName('Familj');
  const { month } = stockholmToday();
  await openPreschool(page, 'forskolechef@kansli.test');

  for (const given of ['Anna', 'Bo']) {
    await page.getByRole('button', { name: 'Lägg till ny vårdnadshavare' }).click();
    const form = page.getByRole('form', { name: 'Lägg till ny vårdnadshavare' });
    if (given === 'Anna') {
      // The form says what is wrong before it saves.
      await form.getByRole('button', { name: 'Spara' }).click();
      await expect(form.getByText('Obligatoriskt').first()).toBeVisible();
      await form.getByRole('textbox', { name: 'E-post' }).fill('inte en adress');
      await form.getByRole('textbox', { name: 'Telefon' }).fill('070-abc');
      await form.getByRole('textbox', { name: 'Postnummer' }).fill('12a');
      await form.getByRole('textbox', { name: 'Ort' }).click();
      await expect(form.getByText('Ange en giltig e-postadress')).toBeVisible();
      await expect(form.getByText('Endast siffror, mellanslag, +, - och parenteser')).toBeVisible();
      await expect(form.getByText('Endast siffror och mellanslag')).toBeVisible();
      await expectNoAxeViolations(page);
    }
    await form.getByRole('textbox', { name: 'Förnamn' }).fill(given);
    await form.getByRole('textbox', { name: 'Efternamn' }).fill(family);
    await form.getByRole('textbox', { name: 'E-post' }).fill(`${given}.${family}@hemma.test`.toLowerCase());
    await form.getByRole('textbox', { name: 'Telefon' }).fill('070-123 45 67');
    await form.getByRole('textbox', { name: 'Gatuadress' }).fill('Storgatan 1');
    await form.getByRole('textbox', { name: 'Postnummer' }).fill('123 45');
    await form.getByRole('textbox', { name: 'Ort' }).fill('Stockholm');
    await form.getByRole('button', { name: 'Spara' }).click();
    await expectSaved(page);
    await expect(page.getByRole('heading', { name: `${given} ${family}`, level: 2 })).toBeVisible();
  }

  await page.getByRole('button', { name: 'Lägg till nytt barn' }).click();
  const form = page.getByRole('form', { name: 'Lägg till nytt barn' });
  await expect(page.getByRole('tab', { name: 'Översikt barn' })).toBeDisabled();
  await form.getByRole('textbox', { name: 'Förnamn' }).fill('Kim');
  await form.getByRole('textbox', { name: 'Efternamn' }).fill(family);
  await form.getByRole('textbox', { name: 'Personnummer' }).fill('20231');
  await form.getByRole('textbox', { name: 'Förnamn' }).click();
  await expect(form.getByText('Använd formatet yymmdd-nnnn')).toBeVisible();
  await form.getByRole('textbox', { name: 'Personnummer' }).fill(uniqueCivicNumber());

  // The first period: the whole month, full time, 1 500 kr.
  await typeDate(form.getByRole('group', { name: 'Start' }), `${month}-01`);
  await typeDate(form.getByRole('group', { name: 'Slut' }), lastDayOf(month));
  await form.getByRole('textbox', { name: 'Kostnad (kr i månaden)' }).fill('1.500,5');
  await form.getByRole('textbox', { name: 'Kommentar till omsorgstiden' }).click();
  await expect(form.getByText('Använd formatet 123.4 (punkt)')).toBeVisible();
  // A decimal comma, as Swedes write it, is read as well as a point.
  await form.getByRole('textbox', { name: 'Kostnad (kr i månaden)' }).fill('1 500,00');
  await expect(form.getByText('Använd formatet 123.4 (punkt)')).toHaveCount(0);

  // The second: part time from next month, 1 000 kr. Only the new period is open.
  await form.getByRole('button', { name: 'Lägg till omsorgstid' }).click();
  await expect(form.getByRole('group', { name: 'Start' })).toHaveCount(1);
  await expect(
    form.getByRole('button', {
      name: new RegExp(`^${month}-01 – ${lastDayOf(month)} · Heltid · 1\\s500\\skr$`),
    }),
  ).toBeVisible();
  await typeDate(form.getByRole('group', { name: 'Start' }), `${nextMonth(month)}-01`);
  await form.getByRole('combobox', { name: 'Omsorgstid' }).click();
  await page.getByRole('option', { name: 'Deltid' }).click();
  await form.getByRole('textbox', { name: 'Kostnad (kr i månaden)' }).fill('1000');

  // The guardians: Anna by drag, Bo by keyboard.
  await page.getByRole('textbox', { name: 'Sök vårdnadshavare' }).fill(family);
  const results = page.getByRole('list', { name: 'Sökresultat' });
  await expect(results.getByRole('listitem')).toHaveCount(2);
  await drag(
    page,
    results.getByRole('button', { name: new RegExp(`^Anna ${family}`) }),
    form.getByText(/Dra hit vårdnadshavare/),
  );
  const linked = form.getByRole('region', { name: 'Vårdnadshavare' }).getByRole('listitem');
  await expect(linked).toHaveCount(1);
  const addBo = results.getByRole('button', { name: `Lägg till Bo ${family}` });
  await addBo.focus();
  await page.keyboard.press('Enter');
  await expect(linked).toHaveCount(2);
  await expect(linked.nth(0)).toContainText(`Anna ${family}`);

  // Shares 30/70 with the slider, by keyboard.
  await form.getByRole('button', { name: 'Fördela vårdnad' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delad vårdnad' });
  const slider = dialog.getByRole('slider');
  await slider.focus();
  for (let i = 0; i < 20; i++) await page.keyboard.press('ArrowLeft');
  await expect(dialog.getByText(`Bo ${family}: 70 %`)).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(linked.nth(0)).toContainText('Andel 30 %');
  await expect(linked.nth(1)).toContainText('Andel 70 %');
  await expectNoAxeViolations(page);

  await form.getByRole('button', { name: 'Spara' }).click();
  await expectSaved(page);
  // The new child is selected through its search.
  await expect(page.getByRole('heading', { name: `Kim ${family}`, level: 2 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Översikt barn' })).toBeEnabled();
  await expect(page.getByText('Andel 30 %')).toBeVisible();
  await expect(page.getByText('Andel 70 %')).toBeVisible();

  // The overview of the start month bills the whole first period.
  await page.getByRole('tab', { name: 'Översikt barn' }).click();
  await page.getByRole('button', { name: /^Filtrera Efternamn/ }).click();
  const filter = page.getByRole('dialog', { name: 'Filtrera Efternamn' });
  await filter.getByRole('textbox', { name: 'Efternamn' }).fill(family);
  await filter.getByRole('button', { name: 'Filter', exact: true }).click();
  const row = page.getByRole('table', { name: 'Barn' }).locator('tbody tr').filter({ hasText: `Kim` });
  await expect(row).toContainText('1 500 kr');
  await expect(row).toContainText('Heltid');
  await page.getByRole('button', { name: `Visa Kim ${family}` }).click();
  await expect(
    page.getByRole('img', { name: new RegExp(`^Avgift: .*, ${month}-01 – ${lastDayOf(month)}, 1 500 kr$`) }),
  ).toBeVisible();
});
