import { expect, type Locator, type Page, test } from '@playwright/test';
import { signInAs } from '../auth/sign-in.ts';
import { expectNoAxeViolations } from '../axe.ts';
import { expectNoSidewaysScroll } from '../layout.ts';
import { vismaInvoices } from '../visma.ts';

// The Chromebook invoice underlay as the administrator: one unit's cases fetched from the Freshservice
// sandbox and taken through every step (register, Visma customer, Visma invoice, device release), the
// unit's PDF, and the invoice search finding what was registered.

const UNIT = '5201 Nordljus grundskola Centrum';
const UNIT_NAME = 'Nordljus grundskola Centrum';

const table = (page: Page) => page.getByRole('table', { name: 'Ärenden' });
/** The table's case rows (the header row has no 'Välj …' box). */
const caseRows = (page: Page) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('checkbox', { name: /^Välj (?!alla)/ }) });
const selectedRows = (page: Page) =>
  caseRows(page).filter({ has: page.getByRole('checkbox', { checked: true }) });

/**
 * Starts a batch, answers its confirmation when it asks one, waits for it to end and expects every
 * selected row to say its step is done.
 */
async function runBatch(page: Page, label: string, confirm?: (dialog: Locator) => Promise<void>) {
  await page.getByRole('button', { name: label, exact: true }).click();
  if (confirm) {
    const dialog = page.getByRole('dialog', { name: label });
    await confirm(dialog);
    // Until the dialog has gone, the page behind it is hidden from the roles the rows are found by.
    await expect(dialog).toBeHidden();
  }
  // Each row ends done or failed with its reason; the bar 'n av N' goes once the last has.
  const ended = new RegExp(`${label}(: klart| misslyckades)`);
  const count = await selectedRows(page).count();
  expect(count).toBeGreaterThan(0);
  await expect(selectedRows(page).filter({ hasText: ended })).toHaveCount(count, { timeout: 60_000 });
  await expect(page.getByRole('status').filter({ hasText: `${label}:` })).toHaveCount(0);
  const rows = await selectedRows(page).allTextContents();
  expect(rows.filter((text) => !text.includes(`${label}: klart`))).toEqual([]);
}

/** The row's Ja/Nej icons in column order: registered, customer, sent, released. */
async function flagsOf(row: Locator) {
  return row.locator('svg title').allTextContents();
}

test('takes a unit’s cases from Freshservice through Visma to released devices', async ({
  page,
  baseURL,
}) => {
  // Four batches over a unit's cases and five accessibility scans: more than one screen's time.
  test.setTimeout(180_000);
  await signInAs(page, 'admin@kansli.test');
  await page.goto('/device-invoice-list?tab=freshservice');
  await expect(page.getByRole('heading', { name: 'CB Fakturering', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('tab', { name: 'Chromebook fakturaunderlag från Freshservice' }),
  ).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('checkbox', { name: UNIT }).check();
  // Both categories, so that damages and buy-outs of the last 30 days come.
  await page.getByRole('checkbox', { name: 'Yttre åverkan' }).check();
  await expect(page.getByRole('checkbox', { name: 'Utköp' })).toBeChecked();
  await page.getByRole('button', { name: 'Hämta' }).click();

  await expect(table(page)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('checkbox', { name: UNIT })).toBeHidden();
  expect(await caseRows(page).count()).toBeGreaterThan(0);
  await expectNoAxeViolations(page);

  // The PDF of the unit, with the fetch's query, in a new window.
  const pdfLink = page.getByRole('link', { name: `PDF ${UNIT_NAME}` });
  await expect(pdfLink).toHaveAttribute(
    'href',
    /\/api\/invoices\/chromebooks\/freshservice\/5201\/pdf\?fromDate=.*&buy=1&careless=1/,
  );
  const pdfAnswer = page.context().waitForEvent('response', (response) => response.url().includes('/pdf?'));
  const popup = page.waitForEvent('popup');
  await pdfLink.click();
  const pdf = await pdfAnswer;
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  await (await popup).close();

  await page.getByRole('checkbox', { name: 'Välj alla' }).check();
  await runBatch(page, 'Registrera');
  await runBatch(page, 'Skapa kunder i visma');
  const sending = await selectedRows(page).count();
  await runBatch(page, 'Skicka till Visma', async (dialog) => {
    await expect(dialog).toContainText(
      new RegExp(`Skicka ${sending} faktur(a|or) på totalt [\\d\\s]+(,\\d\\d)?\\skr till Visma\\?`),
    );
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Skicka' }).click();
  });
  await expect(selectedRows(page).filter({ hasText: 'Obetald' })).toHaveCount(
    await selectedRows(page).count(),
  );
  // In Visma each case is one row of the Chromebook article, net; Visma adds the article's 25 % VAT.
  const sent = (await vismaInvoices(page.request, baseURL)).filter((invoice) =>
    invoice.your_reference?.startsWith('CB-'),
  );
  expect(sent.length).toBeGreaterThan(0);
  for (const invoice of sent) {
    expect(invoice.rows.map((row) => [row.article_number, row.vat_rate])).toEqual([['200', 25]]);
    expect(Math.abs(invoice.vat_amount - invoice.net_amount * 0.25)).toBeLessThanOrEqual(0.006);
    expect(invoice.total_amount).toBeCloseTo(invoice.net_amount + invoice.vat_amount, 2);
  }
  await expect(page.getByRole('button', { name: 'Skicka till Visma' })).toBeDisabled();

  // Release one device: an invoiced case's with a serial number (without one the button stays off).
  await page.getByRole('checkbox', { name: 'Välj alla' }).uncheck();
  const release = page.getByRole('button', { name: 'Frisläpp datorer' });
  let released: Locator | null = null;
  // Rows by position: a row's text changes with its steps, and the located row must stay the same.
  for (const row of await caseRows(page).all()) {
    if (!(await row.textContent())?.includes('Skicka till Visma: klart')) continue;
    await row.getByRole('checkbox').check();
    if (await release.isEnabled()) {
      released = row;
      break;
    }
    await row.getByRole('checkbox').uncheck();
  }
  expect(released).not.toBeNull();
  if (!released) return;
  await release.click();
  const dialog = page.getByRole('dialog', { name: 'Frisläpp datorer' });
  await expect(dialog).toContainText('Det går inte att ångra');
  await dialog.getByRole('button', { name: 'Frisläpp' }).click();
  await expect(released).toContainText('Frisläpp datorer: klart', { timeout: 30_000 });
  await expect(release).toBeDisabled();
  // Registrerad and Frisläppt.
  const [registered, , , deprovised] = await flagsOf(released);
  expect([registered, deprovised]).toEqual(['Ja', 'Ja']);
  await expectNoAxeViolations(page);

  // On a phone the table scrolls within its box; the page itself does not scroll sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(table(page)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);

  // The search tab finds the registered invoices, the first one's card shown.
  await page.getByRole('tab', { name: 'Sök' }).click();
  const card = page.getByRole('article');
  await expect(card).toBeVisible();
  await expect(card).toContainText(/INC-\d+/);
  await expect(card).toContainText('Moms (25 %)');
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
});

test('searches invoices by serial number, e-mail or system id', async ({ page }) => {
  await signInAs(page, 'admin@kansli.test');
  await page.goto('/device-invoice-list');
  const search = page.getByPlaceholder('serienummer, e-post eller system:system_id');
  await expect(search).toBeVisible();
  await search.fill('finns inte alls');
  await expect(page.getByText('Inga fakturor hittades')).toBeVisible();
  await expect(page).toHaveURL(/search=finns/);
  await expectNoAxeViolations(page);
});
