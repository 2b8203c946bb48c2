import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../axe.ts';
import { vismaInvoices, vismaSandboxUrl } from '../visma.ts';
import { newFamily, openPreschool, SOLROSEN } from './preschool.ts';

/** A family of two guardians sharing one child 33/67 at Solrosen. */
const familyOf = (page: Page) =>
  newFamily(page, {
    prefix: 'Faktura',
    guardians: ['Erik', 'Ylva'],
    firstShare: 33,
    child: 'Alva',
    cost: 2035,
  });

const table = (page: Page) => page.getByRole('table', { name: 'Vårdnadshavare' });
/** The guardian's own row, not the row of details under it. */
const rowOf = (page: Page, givenName: string, family: string) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: givenName, exact: true }) })
    .filter({ has: page.getByRole('cell', { name: family, exact: true }) });
/** The column 'Faktura i Visma'. */
const vismaCell = (page: Page, givenName: string, family: string) =>
  rowOf(page, givenName, family).getByRole('cell').nth(9);
const report = (page: Page, action: string) => page.getByRole('region', { name: action });
const outcomeOf = (page: Page, action: string, name: string) =>
  report(page, action)
    .getByRole('list', { name: 'Resultat per vårdnadshavare' })
    .getByRole('listitem')
    .filter({ hasText: name });
const everyOneDone = /^(\d+) av \1$/;

/** The notice shows, and is put away with its OK so the next one shows at once. */
async function seeNotice(page: Page, text: RegExp) {
  const notice = page.getByRole('alert').filter({ hasText: text });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'OK' }).click();
}

/** Clicks the bulk action and waits until its counter says every guardian is done. */
async function run(page: Page, action: string) {
  await page.getByRole('button', { name: action }).click();
  await expect(report(page, action).getByRole('status')).toHaveText(everyOneDone, { timeout: 90_000 });
}

test('the manager invoices the month: customers, invoices, upload to Visma, numbers and a payment', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(300_000);
  await openPreschool(page, 'forskolechef@kansli.test');
  const family = await familyOf(page);
  await page.goto(`/billing/preschool?unit=${SOLROSEN}&qpm=t2`);
  await expect(page.getByRole('tab', { name: 'Fakturering' })).toHaveAttribute('aria-selected', 'true');
  await expect(rowOf(page, 'Erik', family)).toContainText('672');
  await expect(rowOf(page, 'Ylva', family)).toContainText('1 363');
  await expectNoAxeViolations(page);

  // Every guardian's customer looked up by e-mail: the demo's customer is found, the two customers
  // sharing an address are refused, the new family has none yet.
  const sync = 'Synka kundnummer från Visma';
  await run(page, sync);
  await expect(outcomeOf(page, sync, 'Saga Claesson')).toContainText('Klar');
  await expect(outcomeOf(page, sync, 'Ludvig Abdi')).toContainText(
    'Fel! Det finns flera aktiva kunder registerade i Visma med e-postadressen ludvig.abdi@hemma.test',
  );
  const erikOutcome = outcomeOf(page, sync, `Erik ${family}`);
  await expect(erikOutcome).toContainText('Hoppades över: Ingen kund i Visma med e-postadressen');
  // The report ends with its summary, the failure listed first.
  await expect(report(page, sync)).toContainText(/\d+ hittade, \d+ saknar kund, [1-9]\d* fel/);
  await expect(
    report(page, sync)
      .getByRole('list', { name: 'Resultat per vårdnadshavare' })
      .getByRole('listitem')
      .first(),
  ).toContainText('Misslyckades');
  await expectNoAxeViolations(page);

  // Every missing customer in one step asks first, naming how many; cancelled here, since the other
  // specs share the demo's guardians.
  await page.getByRole('button', { name: 'Skapa kunder för alla som saknar' }).click();
  const everyCustomer = page.getByRole('dialog', { name: 'Skapa kunder för alla som saknar' });
  await expect(everyCustomer).toContainText(
    /^.*Skapa kunder i Visma för \d+ vårdnadshavare som saknar kund\?/,
  );
  await expectNoAxeViolations(page);
  await everyCustomer.getByRole('button', { name: 'Avbryt' }).click();
  await expect(everyCustomer).toBeHidden();

  // One customer made from the outcome list, the other from the guardian's own row.
  await erikOutcome.getByRole('button', { name: `Skapa kund för Erik ${family}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Ingen kund i Visma' });
  await expect(dialog).toContainText('vill du skapa en ny kund?');
  await expect(dialog).toContainText('Storgatan 1');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Ja' }).click();
  await seeNotice(page, new RegExp(`^Skapade kunden Erik ${family} med kundnummer \\d+`));

  await rowOf(page, 'Ylva', family)
    .getByRole('button', { name: `Visa fakturering för Ylva ${family}` })
    .click();
  const body = page.getByRole('textbox', { name: 'Fakturakropp (JSON)' });
  await expect(body).toHaveValue(/"Förskoleavgift Heltid, [^"]+, Alva [^"]+"/);
  await body.fill('{ inte json');
  await expect(page.getByText('"Invalid JSON"')).toBeVisible();
  await page.getByRole('button', { name: 'Återställ den beräknade fakturakroppen' }).click();
  await page.getByRole('button', { name: 'Hämta kundnummer' }).click();
  await page.getByRole('dialog', { name: 'Ingen kund i Visma' }).getByRole('button', { name: 'Ja' }).click();
  await seeNotice(page, new RegExp(`^Skapade kunden Ylva ${family} med kundnummer \\d+`));

  // Invoices for every customer, twice: the second run makes nothing new.
  const create = 'Skapa fakturor';
  await run(page, create);
  await expect(outcomeOf(page, create, `Erik ${family}`)).toContainText('Klar');
  await expect(outcomeOf(page, create, `Ylva ${family}`)).toContainText('Klar');
  await page.getByRole('button', { name: create }).click();
  await expect(outcomeOf(page, create, `Erik ${family}`)).toContainText('Har redan en faktura');
  await expect(report(page, create).getByRole('status')).toHaveText(everyOneDone);

  // Upload, once confirmed: Visma's numbers appear as the uploads finish.
  await page.getByRole('button', { name: 'Ladda upp fakturor till Visma' }).click();
  const upload = page.getByRole('dialog', { name: 'Ladda upp fakturor till Visma' });
  await expect(upload).toContainText(/Skicka \d+ faktur(a|or) på totalt [\d\s]+kr till Visma\?/);
  await expectNoAxeViolations(page);
  await upload.getByRole('button', { name: 'Ladda upp' }).click();
  await expect(upload).toBeHidden();
  await expect(vismaCell(page, 'Erik', family)).toHaveText(/\d{4,}/, { timeout: 60_000 });
  await expect(vismaCell(page, 'Ylva', family)).toHaveText(/\d{4,}/, { timeout: 60_000 });

  // In Visma each invoice is the fee article's rows, VAT-exempt: Visma computes no VAT on them.
  const familyInvoices = (await vismaInvoices(page.request, baseURL)).filter((invoice) =>
    invoice.customer_name.endsWith(family),
  );
  expect(familyInvoices.map((invoice) => invoice.customer_name).sort()).toEqual([
    `Erik ${family}`,
    `Ylva ${family}`,
  ]);
  for (const invoice of familyInvoices) {
    expect(invoice.rows.length).toBeGreaterThan(0);
    for (const row of invoice.rows) expect([row.article_number, row.vat_rate]).toEqual(['100', 0]);
    expect(invoice.vat_amount).toBe(0);
    expect(invoice.total_amount).toBe(invoice.net_amount);
  }

  // Erik pays; the sandbox's page stands in for Visma's own.
  const sandbox = await context.newPage();
  await sandbox.goto(vismaSandboxUrl(baseURL));
  const erikInVisma = sandbox.getByRole('row').filter({ hasText: `Erik ${family}` });
  await erikInVisma.getByRole('button', { name: 'Markera betald' }).click();
  await expect(sandbox.getByRole('row').filter({ hasText: `Erik ${family}` })).toContainText('Betald');
  await sandbox.close();

  await page.getByRole('button', { name: 'Hämta betalstatus från Visma' }).click();
  await expect(rowOf(page, 'Erik', family).getByRole('img', { name: 'Fakturan är betald' })).toBeVisible();
  await expect(rowOf(page, 'Ylva', family).getByRole('img', { name: 'Väntar på betalning' })).toBeVisible();
  await expectNoAxeViolations(page);
});
