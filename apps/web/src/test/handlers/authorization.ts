import { HttpResponse, http } from 'msw';
import type { Authorization } from '@/lib/api/get-authorization.ts';

export const authorizationHandlers = {
  /** GET /api/authorization: the user's permissions (see authorization-fixtures.ts). */
  authorization: (authorization: Authorization) =>
    http.get('/api/authorization', () => HttpResponse.json(authorization)),
};
