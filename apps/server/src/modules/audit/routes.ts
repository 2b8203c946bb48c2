import { ZAuditPage, ZAuditQuery } from '@kansli/domain/audit/audit-log';
import { ZChildHistoryParams, ZHistoryQuery } from '@kansli/domain/audit/person-history';
import { ZPersonParams } from '@kansli/domain/persons/person-card';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../../auth/access.ts';
import { auditLog } from './audit-log.ts';
import { childHistory, personHistory } from './person-history.ts';

// The audit log's calls: the superadmin's 'Logg', and 'Historik' on the person card and the preschool
// child view (each beside the paths of the screen it belongs to).

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/audit',
    { schema: { tags: ['superadmin'], querystring: ZAuditQuery, response: { 200: ZAuditPage } } },
    (request) => auditLog(requireSession(request), request.query),
  );

  app.get(
    '/api/integration/person/:id/history',
    {
      schema: {
        tags: ['persons'],
        params: ZPersonParams,
        querystring: ZHistoryQuery,
        response: { 200: ZAuditPage },
      },
    },
    (request) => personHistory(requireSession(request), request.params.id, request.query),
  );

  app.get(
    '/api/preschool/:costCenter/child/:childId/history',
    {
      schema: {
        tags: ['preschool'],
        params: ZChildHistoryParams,
        querystring: ZHistoryQuery,
        response: { 200: ZAuditPage },
      },
    },
    (request) =>
      childHistory(requireSession(request), request.params.costCenter, request.params.childId, request.query),
  );
};
