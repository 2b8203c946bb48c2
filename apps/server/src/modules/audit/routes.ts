import { ZAuditPage, ZAuditQuery } from '@kansli/domain/audit/audit-log';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../../auth/access.ts';
import { auditLog } from './audit-log.ts';

// The audit log's call (the superadmin's 'Logg').

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/audit',
    { schema: { tags: ['superadmin'], querystring: ZAuditQuery, response: { 200: ZAuditPage } } },
    (request) => auditLog(requireSession(request), request.query),
  );
};
