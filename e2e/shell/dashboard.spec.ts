import { expect, test } from '@playwright/test';
import { signInAs } from '../auth/sign-in.ts';

test("the head of preschool's dashboard shows her role and permissions at Förskolan Solrosen", async ({
  page,
}) => {
  await signInAs(page, 'forskolechef@kansli.test');
  await page.goto('/dashboard');

  const card = page.getByRole('region', { name: 'Mina behörigheter' });
  const tree = card.getByRole('list', { name: 'Enheter' });
  await expect(tree.getByRole('button', { name: 'Nordljus Utbildning' })).toBeVisible();
  await expect(tree.getByRole('button', { name: 'Nordljus Förskolor' })).toBeVisible();
  await expect(tree.getByRole('button', { name: 'Förskolan Solrosen' })).toHaveAttribute(
    'aria-current',
    'true',
  );

  await expect(card.getByRole('heading', { name: 'Förskolan Solrosen' })).toBeVisible();
  await expect(card.getByText('Roller: Förskolechef')).toBeVisible();
  const groups = card.getByRole('list', { name: 'Behörigheter' }).getByRole('listitem');
  await expect(
    groups.filter({ hasText: 'Förskola' }).filter({ hasText: 'Åtkomst, Fakturering' }),
  ).toHaveCount(1);
});

test('choosing another location shows what the user has there', async ({ page }) => {
  await signInAs(page, 'forskolechef@kansli.test');
  await page.goto('/dashboard');
  const card = page.getByRole('region', { name: 'Mina behörigheter' });

  await card.getByRole('button', { name: 'Nordljus Utbildning' }).click();

  await expect(card.getByRole('heading', { name: 'Nordljus Utbildning' })).toBeVisible();
  await expect(card.getByText('Du har inga roller på den här enheten.')).toBeVisible();
});
