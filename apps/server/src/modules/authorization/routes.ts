import { ZAuthorizationResponse } from '@kansli/domain/access/authorization';
import { ZPermissionChangeRequest, ZPermissionChangeResponse } from '@kansli/domain/access/permission-change';
import { ZReadableListResponse } from '@kansli/domain/access/readable-list';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../../auth/access.ts';
import { changePermission } from './change-permission.ts';
import { authorizationOf } from './get-authorization.ts';
import { readableListOf } from './get-readable-list.ts';

export const authorizationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/authorization',
    { schema: { tags: ['authorization'], response: { 200: ZAuthorizationResponse } } },
    (request) => authorizationOf(requireSession(request)),
  );

  app.get(
    '/api/authorization/readable-list',
    { schema: { tags: ['authorization'], response: { 200: ZReadableListResponse } } },
    (request) => readableListOf(requireSession(request)),
  );

  for (const operation of ['add', 'remove'] as const) {
    app.post(
      `/api/permissions/${operation}`,
      {
        schema: {
          tags: ['authorization'],
          body: ZPermissionChangeRequest,
          response: { 200: ZPermissionChangeResponse },
        },
      },
      (request) => changePermission(requireSession(request), request.body, operation),
    );
  }
};
