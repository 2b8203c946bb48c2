import { ZAuthorizationResponse } from '@kansli/domain/access/authorization';
import { ZPermissionChangeRequest, ZPermissionChangeResponse } from '@kansli/domain/access/permission-change';
import { ZReadableListResponse } from '@kansli/domain/access/readable-list';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccess } from '../../auth/access.ts';
import { authorizationOf, changePermission, readableListOf } from './service.ts';

export const authorizationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/authorization',
    { schema: { tags: ['authorization'], response: { 200: ZAuthorizationResponse } } },
    (request) => authorizationOf(requireAccess(request)),
  );

  app.get(
    '/api/authorization/readable-list',
    { schema: { tags: ['authorization'], response: { 200: ZReadableListResponse } } },
    (request) => readableListOf(requireAccess(request)),
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
      (request) => changePermission(requireAccess(request), request.body, operation),
    );
  }
};
