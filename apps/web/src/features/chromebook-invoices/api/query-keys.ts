import type { TFreshserviceQuery } from '@kansli/domain/chromebooks/invoice';
import { unitQueryKeys } from '@/lib/api/query-keys.ts';

// The Chromebook invoice area's query keys: the invoice searches, the units, and a unit's cases.
export const invoiceQueryKeys = {
  all: ['chromebook-invoices'] as const,
  searches: ['chromebook-invoices', 'search'] as const,
  search: (query: { search: string; pageIndex: number }) => ['chromebook-invoices', 'search', query] as const,
  locations: unitQueryKeys.chromebookLocations,
  cases: (costCenter: string, query: CaseQuery) =>
    ['chromebook-invoices', 'cases', costCenter, query] as const,
} as const;

/** The fetch's period and categories as the web holds them (the API's 1/0 are written when sent). */
export type CaseQuery = Pick<TFreshserviceQuery, 'fromDate' | 'toDate' | 'buy' | 'careless'>;

/** The query string of a unit's cases and of its PDF: fromDate, toDate, buy=1/0, careless=1/0. */
export function caseQueryParams({ fromDate, toDate, buy, careless }: CaseQuery) {
  return { fromDate, toDate, buy: buy ? 1 : 0, careless: careless ? 1 : 0 };
}
