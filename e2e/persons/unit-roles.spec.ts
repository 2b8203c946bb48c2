import { expect, test } from '@playwright/test';
import { signInAs } from '../auth/sign-in.ts';
import { expectNoAxeViolations } from '../axe.ts';

// 'Redigera enhetsroller' as the administrator, on a pupil of the seed: a unit offers the roles of
// its kind, and a role with rights in the whole organisation is given only after a question naming
// them. Nothing is changed, so the test can run beside the others.

test('offers a school the roles of a school, and asks before giving rights in the whole organisation', async ({
  page,
}) => {
  await signInAs(page, 'admin@kansli.test');
  await page.goto('/person');
  await page.getByPlaceholder('pnr, name, e-mail or system:system_id').fill('lena al');
  const card = page.getByRole('article', { name: 'Lena Ali' });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Redigera enhetsroller' }).click();
  const dialog = page.getByRole('dialog', { name: 'Redigera enhetsroller' });
  const search = dialog.getByRole('textbox', { name: 'Sök roll' });

  await search.fill('gymnasium malmö');
  const hits = dialog.getByRole('list', { name: 'Sökta roller' });
  await expect(
    hits.getByRole('button', { name: 'Lägg till Lärare på Nordljus gymnasium Malmö' }),
  ).toBeVisible();
  await expect(
    hits.getByRole('button', { name: /^Lägg till (Förskollärare|Administratör) på / }),
  ).toHaveCount(0);

  // Offered only at the units without a business of their own: the root and the staff.
  await search.fill('administratör');
  const atRoot = hits.getByRole('button', { name: 'Lägg till Administratör på Nordljus Utbildning' });
  await expect(atRoot).toBeVisible();
  await expect(hits.getByRole('button', { name: 'Lägg till Administratör på Nordljus Stab' })).toBeVisible();
  await expect(hits.getByRole('button', { name: /^Lägg till Administratör på / })).toHaveCount(2);
  await atRoot.click();
  const question = page.getByRole('dialog', { name: 'Ge enhetsroll' });
  await expect(question).toContainText('ger Lena Ali behörigheter i hela organisationen');
  await expect(question.getByRole('listitem').filter({ hasText: 'Adminmeny: Superadmin' })).toHaveCount(1);
  await expectNoAxeViolations(page);
  await question.getByRole('button', { name: 'Avbryt' }).click();
  await expect(question).toBeHidden();
  await dialog.getByRole('button', { name: 'Stäng' }).click();
  await expect(page.getByRole('region', { name: 'Enhetsroller' })).not.toContainText('Administratör');
});
