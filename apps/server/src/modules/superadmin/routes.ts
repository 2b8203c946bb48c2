import {
  ZAdminFlag,
  ZAdminIdParams,
  ZAdminSegment,
  ZAdminSegments,
  ZDeleted,
  ZFlagGrantsQuery,
  ZFlagParams,
  ZFlagSave,
  ZGrantEntries,
  ZRoleParams,
  ZRoles,
  ZSegmentSave,
} from '@kansli/domain/superadmin/authorization-admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../../auth/access.ts';
import {
  authorizationList,
  deleteFlag,
  deleteSegment,
  flagHolders,
  roleList,
  rolePermissions,
  saveFlag,
  saveSegment,
} from './authorization-admin.ts';

// The superadmin screen's roles and permissions (spec part 2, 7 'Superadmin'); the role permission
// changes themselves are POST /api/permissions/add|remove (modules/authorization).

const tags = ['superadmin'];

export const superadminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/role/list', { schema: { tags, response: { 200: ZRoles } } }, (request) =>
    roleList(requireSession(request)),
  );

  app.get('/api/authorization/list', { schema: { tags, response: { 200: ZAdminSegments } } }, (request) =>
    authorizationList(requireSession(request)),
  );

  app.get(
    '/api/permissions/role/:roleId/list',
    { schema: { tags, params: ZRoleParams, response: { 200: ZGrantEntries } } },
    (request) => rolePermissions(requireSession(request), request.params.roleId),
  );

  app.get(
    '/api/permissions/flag/:flagId/list',
    {
      schema: { tags, params: ZFlagParams, querystring: ZFlagGrantsQuery, response: { 200: ZGrantEntries } },
    },
    (request) => flagHolders(requireSession(request), request.params.flagId, request.query.context),
  );

  app.post(
    '/api/authorization/flags/save',
    { schema: { tags, body: ZFlagSave, response: { 200: ZAdminFlag } } },
    (request) => saveFlag(requireSession(request), request.body),
  );

  app.post(
    '/api/authorization/segments/save',
    { schema: { tags, body: ZSegmentSave, response: { 200: ZAdminSegment } } },
    (request) => saveSegment(requireSession(request), request.body),
  );

  app.delete(
    '/api/authorization/segments/:id',
    { schema: { tags, params: ZAdminIdParams, response: { 200: ZDeleted } } },
    (request) => deleteSegment(requireSession(request), request.params.id),
  );

  app.delete(
    '/api/authorization/flags/:id',
    { schema: { tags, params: ZAdminIdParams, response: { 200: ZDeleted } } },
    (request) => deleteFlag(requireSession(request), request.params.id),
  );
};
