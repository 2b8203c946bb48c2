import type { Locator, Page } from '@playwright/test';

/** The entries of the side menu. */
export function menuLinks(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('link');
}

export const allMenuEntries = [
  'Dashboard',
  'Personer',
  'Grupper',
  'Studybuddy',
  'Förskoleadministration',
  'Enheter',
  'Chromedatorer',
  'CB Fakturering',
  'Kommunikation',
  'Synkronisering',
  'Superadmin',
];
