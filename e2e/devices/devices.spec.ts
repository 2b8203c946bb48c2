import { expect, type Locator, test } from '@playwright/test';
import { signInAs } from '../auth/sign-in.ts';
import { expectNoAxeViolations } from '../axe.ts';
import { expectNoSidewaysScroll } from '../layout.ts';

// The Chromebook device search as the administrator, on the seeded devices that the Google sandbox
// also serves (and the start-up import refreshes). The device is the teacher demo account's, which no
// invoice releases, so the other specs running beside this one leave it as seeded.

const SERIAL = '5CD9666EVL';
const MODEL = 'Lenovo 100e Chromebook Gen 4';

/** The value beside a label of the card's field list. */
const field = (card: Locator, label: string) =>
  card.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

test('finds a Chromebook by part of its serial number and shows every field of its card', async ({
  page,
}) => {
  await signInAs(page, 'admin@kansli.test');
  await page.goto('/devices');
  await expect(page.getByRole('heading', { name: 'Chromedatorer', level: 1 })).toBeVisible();

  // Typed, the search waits for a pause and goes to the address.
  await page.getByPlaceholder('serienummer').fill(SERIAL.slice(0, 7).toLowerCase());
  await expect(page).toHaveURL(/\/devices\?search=5cd9666$/);
  const hit = page.getByRole('list', { name: 'Sökresultat' }).getByRole('link', { name: new RegExp(SERIAL) });
  await expect(hit).toContainText(MODEL);
  await hit.click();

  const card = page.getByRole('article', { name: `${MODEL} ${SERIAL}` });
  await expect(card).toBeVisible();
  await expect(page).toHaveURL(/\/devices\/[0-9a-f-]{36}\?search=5cd9666$/);
  await expect(field(card, 'Status')).toHaveText('Aktiv');
  await expect(card.getByTestId('device-active')).toBeVisible();
  await expect(field(card, 'Användare')).toHaveText('larare@kansli.test');
  await expect(field(card, 'Organisationsenhet')).toHaveText('/Personal');
  await expect(field(card, 'RAM')).toHaveText('4 GB');
  await expect(field(card, 'Uppdateringar upphör')).toHaveText('2033-06-01');
  await expect(field(card, 'OS-version')).toHaveText('130.0.6467.165');
  await expect(field(card, 'Startläge')).toHaveText('Verifierat läge');
  await expect(field(card, 'Firmware-version')).toHaveText(/^Google_Nissa\./);
  await expect(field(card, 'MAC-adress')).toHaveText(/^([0-9A-F]{2}:){5}[0-9A-F]{2}$/);
  await expect(field(card, 'Senast synkad')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  const deviceId = (await field(card, 'Enhets-id').textContent()) ?? '';
  await expect(card.getByRole('link', { name: 'Öppna i Google Admin' })).toHaveAttribute(
    'href',
    `https://admin.google.com/ac/chrome/devices/${deviceId}`,
  );
  await expect(card.getByRole('progressbar', { name: 'Ledigt utrymme på /home/chronos' })).toBeVisible();
  await expect(card.getByText(/ledigt av 32 GB$/)).toBeVisible();
  await expectNoAxeViolations(page);

  // Opened at its own address, the card shows the same device.
  await page.reload();
  await expect(page.getByRole('article', { name: `${MODEL} ${SERIAL}` })).toBeVisible();

  // A recent user opens the person screen on the person with that address.
  await page
    .getByRole('region', { name: 'Senaste användare' })
    .getByRole('link', { name: 'larare@kansli.test' })
    .click();
  await expect(page).toHaveURL(/\/person\/\d+\?search=larare%40kansli\.test$/);
  await expect(page.getByRole('heading', { name: 'Personer' })).toBeVisible();
});

test('says so when no Chromebook matches', async ({ page }) => {
  await signInAs(page, 'admin@kansli.test');
  await page.goto('/devices?search=finns-inte');
  await expect(page.getByText('Inga Chromebooks hittades')).toBeVisible();
});

test('fits a phone: the hits above the card, nothing wider than the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'admin@kansli.test');
  await page.goto(`/devices?search=${SERIAL}`);
  await page
    .getByRole('list', { name: 'Sökresultat' })
    .getByRole('link', { name: new RegExp(SERIAL) })
    .click();
  const card = page.getByRole('article', { name: `${MODEL} ${SERIAL}` });
  await expect(card.getByRole('link', { name: 'Öppna i Google Admin' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
});
