import {
  ZDatabaseEdit,
  ZDatabaseEditLogged,
  ZDatabaseMetadata,
  ZDatabaseMetadataQuery,
  ZDatabaseRows,
  ZDatabaseRowsQuery,
  ZDatabaseTableParams,
  ZDatabaseTables,
} from '@kansli/domain/superadmin/database';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../../auth/access.ts';
import { databaseMetadata, databaseRows, databaseTables, logDatabaseEdit } from './database-browser.ts';

// The superadmin's database browser (spec part 2, 7 'Superadmin': the /api/select calls).

const tags = ['superadmin'];

export const databaseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/select/tables', { schema: { tags, response: { 200: ZDatabaseTables } } }, (request) =>
    databaseTables(requireSession(request)),
  );

  app.get(
    '/api/select/:table',
    {
      schema: {
        tags,
        params: ZDatabaseTableParams,
        querystring: ZDatabaseRowsQuery,
        response: { 200: ZDatabaseRows },
      },
    },
    (request) => databaseRows(requireSession(request), request.params.table, request.query),
  );

  app.get(
    '/api/select/:table/metadata',
    {
      schema: {
        tags,
        params: ZDatabaseTableParams,
        querystring: ZDatabaseMetadataQuery,
        response: { 200: ZDatabaseMetadata },
      },
    },
    (request) => databaseMetadata(requireSession(request), request.params.table, request.query.filter),
  );

  app.post(
    '/api/select/:table/edit',
    {
      schema: {
        tags,
        params: ZDatabaseTableParams,
        body: ZDatabaseEdit,
        response: { 202: ZDatabaseEditLogged },
      },
    },
    async (request, reply) => {
      const logged = await logDatabaseEdit(requireSession(request), request.params.table, request.body);
      return reply.status(202).send(logged);
    },
  );
};
