import { type APIRequestContext, expect, test } from '@playwright/test';
import { signInAs, signInWithEmail } from '../auth/sign-in.ts';
import { menuLinks } from '../shell/shell.ts';

// A menu flag granted to a role in Roller reaches the people holding the role at their next load, and
// goes when it is taken back. The role is Rektor, whom no other spec signs in as; the person is a
// head teacher of the seed, found through the database browser's API.

async function firstRow(request: APIRequestContext, table: string, filter: Record<string, string>) {
  const response = await request.get(`/api/select/${table}`, {
    params: { filter: JSON.stringify(filter), limit: 1 },
  });
  expect(response.ok()).toBe(true);
  const { rows } = (await response.json()) as { rows: Record<string, unknown>[] };
  expect(rows).toHaveLength(1);
  return rows[0] as Record<string, unknown>;
}

async function headTeacherEmail(request: APIRequestContext) {
  const role = await firstRow(request, 'roles', { name: '=Rektor' });
  const holder = await firstRow(request, 'person_roles', { role_id: `=${role.id}`, location_id: '=202' });
  const email = await firstRow(request, 'person_emails', { person_id: `=${holder.person_id}` });
  return String(email.email);
}

test('a menu flag granted to a role shows in its holders’ menu after a reload, and goes when revoked', async ({
  page,
  browser,
}) => {
  await signInAs(page, 'admin@kansli.test');
  const email = await headTeacherEmail(page.request);

  const rektor = await (await browser.newContext()).newPage();
  await signInWithEmail(rektor, email);
  await expect(menuLinks(rektor)).toContainText(['Grupper']);
  await expect(menuLinks(rektor).filter({ hasText: 'Synkronisering' })).toHaveCount(0);

  await page.goto('/superadmin?tab=1&view=0');
  await page.getByRole('list', { name: 'Roller' }).getByText('Rektor', { exact: true }).click();
  await page.getByRole('list', { name: 'Segment' }).getByText('Adminmeny').click();
  const flag = page.getByRole('checkbox', { name: 'Synkronisering' });
  await expect(flag).not.toBeChecked();
  await flag.check();
  await expect(page.getByText('Behörigheten är tillagd')).toBeVisible();

  await rektor.reload();
  await expect(menuLinks(rektor).filter({ hasText: 'Synkronisering' })).toHaveCount(1);
  await menuLinks(rektor).getByText('Synkronisering').click();
  await expect(rektor.getByRole('heading', { name: 'Synkronisering', level: 1 })).toBeVisible();

  // Taking a right from everyone in the role asks first.
  await flag.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Ta bort' }).click();
  await expect(flag).not.toBeChecked();
  await expect(page.getByText('Behörigheten är borttagen')).toBeVisible();
  await rektor.reload();
  await expect(rektor.getByRole('button', { name: 'Meny' })).toBeVisible();
  await expect(menuLinks(rektor).filter({ hasText: 'Grupper' })).toHaveCount(1);
  await expect(menuLinks(rektor).filter({ hasText: 'Synkronisering' })).toHaveCount(0);
  await rektor.context().close();
});
