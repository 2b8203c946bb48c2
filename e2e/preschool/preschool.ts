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

/** A family made through the API at Solrosen: two guardians sharing one child, from this month. */
export interface FamilyOptions {
  /** The family name's beginning; a unique ending is added. */
  prefix: string;
  /** The guardians' given names, the first paying `firstShare` per cent and the second the rest. */
  guardians: [string, string];
  firstShare: number;
  child: string;
  /** The monthly cost of care, in kronor. */
  cost: number;
}

/** Makes the family as the signed-in user of the page; answers the family name and the guardians' ids. */
export async function newFamily(page: Page, options: FamilyOptions) {
  const family = uniqueName(options.prefix);
  const save = async (body: unknown) => {
    const response = await page.request.post(`/api/preschool/${SOLROSEN}/person`, {
      headers: { 'x-requested-with': 'kansli' },
      data: body,
    });
    expect(response.status()).toBe(200);
    return ((await response.json()) as { id: number }).id;
  };
  const guardian = (givenName: string) =>
    save({
      mode: 'create',
      type: 'legalguardian',
      data: {
        given_name: givenName,
        family_name: family,
        // An address of plain letters, whatever letters the family name has.
        email: `${givenName}.${family}@hemma.test`
          .toLowerCase()
          .normalize('NFD')
          .replace(/[^\x20-\x7e]/g, ''),
        phone: '070-123 45 67',
        street_address: 'Storgatan 1',
        postal_code: '114 55',
        city: 'Stockholm',
      },
    });
  const first = await guardian(options.guardians[0]);
  const second = await guardian(options.guardians[1]);
  await save({
    mode: 'create',
    type: 'child',
    data: { given_name: options.child, family_name: family, civic_number: uniqueCivicNumber() },
    guardians: [
      { id: first, percent: options.firstShare },
      { id: second, percent: 100 - options.firstShare },
    ],
    care_times: [{ start: `${stockholmToday().month}-01`, cost: options.cost }],
  });
  return family;
}
