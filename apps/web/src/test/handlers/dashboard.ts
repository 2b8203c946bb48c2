import { HttpResponse, http } from 'msw';
import type { ReadableLocation } from '@/features/dashboard/api/get-readable-authorizations.ts';

export const dashboardHandlers = {
  /** GET /api/authorization/readable-list. */
  readableAuthorizations: (locations: readonly ReadableLocation[] = []) =>
    http.get('/api/authorization/readable-list', () => HttpResponse.json({ locations })),
};
