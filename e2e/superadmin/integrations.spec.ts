import { expect, type Page, test } from '@playwright/test';
import { signInAs } from '../auth/sign-in.ts';
import { expectNoAxeViolations } from '../axe.ts';
import { expectNoSidewaysScroll } from '../layout.ts';
import { vismaSandboxUrl } from '../visma.ts';

// Superadmin › Integrationer as the administrator of the embedded mode: every outside system is a
// stand-in, each one tested OK; the Visma stand-in's 'Störningar' makes its test 'Fel' with a Swedish
// message; a connection Visma revoked says Visma must be connected again, and 'Anslut till Visma' runs
// the consent flow and comes back connected. It runs after the other specs (playwright.config.ts).

const SYSTEMS = [
  'Visma eEkonomi',
  'Google Workspace',
  'Google Cloud Storage',
  'Freshservice',
  '46elks',
  'Campus',
  'Flex',
];

const card = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Integrationer' }).getByRole('listitem', { name });

test('tests every outside system, shows a disturbed one as Fel in Swedish, and connects Visma', async ({
  page,
  baseURL,
}) => {
  test.slow();
  await signInAs(page, 'admin@kansli.test');
  await page.goto('/superadmin');
  await page.getByRole('tab', { name: 'Integrationer' }).click();
  await expect(page).toHaveURL(/tab=4/);

  for (const name of SYSTEMS) {
    const system = card(page, name);
    await system.getByRole('button', { name: 'Testa anslutning' }).click();
    await expect(system.getByText('OK', { exact: true })).toBeVisible({ timeout: 30_000 });
  }
  await expectNoAxeViolations(page);

  // The next three calls to Visma's API answer 503, as the stand-in's 'Störningar' form sets them.
  const sandbox = vismaSandboxUrl(baseURL);
  const disturbed = await page.request.post(`${sandbox}/control`, {
    form: { count: '3', status: '503' },
    maxRedirects: 0,
  });
  expect(disturbed.status()).toBe(303);
  const visma = card(page, 'Visma eEkonomi');
  await visma.getByRole('button', { name: 'Testa anslutning' }).click();
  await expect(visma).toContainText('Fel: Visma svarar inte just nu. Försök igen om en stund.', {
    timeout: 30_000,
  });
  await expect(visma.getByText('Fel', { exact: true })).toBeVisible();
  await visma.getByRole('button', { name: 'Testa anslutning' }).click();
  await expect(visma.getByText('OK', { exact: true })).toBeVisible({ timeout: 30_000 });

  // Visma no longer accepts the connection: it must be connected again, by the consent flow.
  const revoked = await page.request.post(`${sandbox}/revoke`, { maxRedirects: 0 });
  expect(revoked.status()).toBe(303);
  await visma.getByRole('button', { name: 'Testa anslutning' }).click();
  await expect(visma).toContainText('Fel: Visma behöver anslutas igen', { timeout: 30_000 });
  await visma.getByRole('link', { name: 'Anslut till Visma' }).click();
  await expect(page.getByText('Ge Kansli åtkomst till Visma eEkonomi?')).toBeVisible();
  await page.getByRole('button', { name: 'Godkänn' }).click();
  await expect(page).toHaveURL(/\/superadmin\?tab=4$/);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await card(page, 'Visma eEkonomi').getByRole('button', { name: 'Testa anslutning' }).click();
  await expect(card(page, 'Visma eEkonomi').getByText('OK', { exact: true })).toBeVisible({
    timeout: 30_000,
  });

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(card(page, 'Flex')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
});
