import { expect, type Page } from '@playwright/test';
import { signInAs } from '../auth/sign-in.ts';

/** Förskolan Solrosen, where the demo's preschool manager and teacher work. */
export const SOLROSEN = '4101';

export async function openPreschool(page: Page, email: string, query = `unit=${SOLROSEN}`) {
  await signInAs(page, email);
  await page.goto(`/billing/preschool?${query}`);
  await expect(page.getByRole('combobox', { name: 'Förskola' })).toBeVisible();
}

/** A name no other spec or seeded person has, so specs running side by side keep apart. */
export function uniqueName(prefix: string): string {
  return `${prefix}${Math.random()
    .toString(36)
    .slice(2, 8)
    .replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)] ?? '')}`;
}

/** A civic number of a child born in 2023, unique enough for one run. */
export function uniqueCivicNumber(): string {
  const day = String(1 + Math.floor(Math.random() * 28)).padStart(2, '0');
  const month = String(1 + Math.floor(Math.random() * 12)).padStart(2, '0');
  const serial = String(Math.floor(Math.random() * 10_000)).padStart(4, '0');
  return `23${month}${day}-${serial}`;
}

/** 'YYYY-MM' and 'YYYY-MM-DD' of today in Stockholm. */
export function stockholmToday(): { month: string; date: string } {
  const date = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(new Date());
  return { month: date.slice(0, 7), date };
}

/** Creates a child at Solrosen through the API, as the signed-in user of the page. */
export async function createChild(
  page: Page,
  child: { given_name: string; family_name: string; start: string; cost: number; note?: string },
): Promise<number> {
  const response = await page.request.post(`/api/preschool/${SOLROSEN}/person`, {
    headers: { 'x-requested-with': 'kansli' },
    data: {
      mode: 'create',
      type: 'child',
      data: {
        civic_number: uniqueCivicNumber(),
        active: true,
        end: null,
        care_time: 'Heltid',
        commune: 'Stockholm',
        department: '',
        note: '',
        ...child,
      },
      guardians: [],
    },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { id: number }).id;
}
