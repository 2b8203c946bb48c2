import { GHOST_AS_STORAGE_KEY } from '@/lib/api-client.ts';
import { type CaseQuery, caseQueryParams } from './query-keys.ts';

/**
 * GET /api/invoices/chromebooks/freshservice/{costCenter}/pdf: the unit's cases as a PDF, with the
 * fetch's query; opened by the browser in a new window, so the api client's ghost_as is written here.
 */
export function casePdfUrl(costCenter: string, query: CaseQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(caseQueryParams(query))) params.set(key, String(value));
  const ghostAs = window.localStorage.getItem(GHOST_AS_STORAGE_KEY);
  if (ghostAs) params.set('ghost_as', ghostAs);
  return `/api/invoices/chromebooks/freshservice/${encodeURIComponent(costCenter)}/pdf?${params}`;
}
