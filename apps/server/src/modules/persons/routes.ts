import { ZIdParam } from '@kansli/domain/http/id';
import {
  ZPersonLocationRoles,
  ZRoleAtLocation,
  ZRoleSearchHits,
  ZRoleSearchParams,
} from '@kansli/domain/persons/location-roles';
import { ZPersonSearchQuery, ZPersonSearchResponse } from '@kansli/domain/persons/search-persons';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../../auth/access.ts';
import { changeLocationRole, personLocationRoles, searchRoles } from './location-roles.ts';
import { searchPersons } from './search-persons.ts';

// The person administration's endpoints (spec part 1, 7.2 and 7.3): each parses, calls its use case,
// and answers.

const tags = ['persons'];
const ZPersonParams = z.object({ id: ZIdParam });

export const personRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/integration/persons',
    { schema: { tags, querystring: ZPersonSearchQuery, response: { 200: ZPersonSearchResponse } } },
    (request) => searchPersons(requireSession(request), request.query),
  );

  app.get(
    '/api/person/:id/location_role',
    { schema: { tags, params: ZPersonParams, response: { 200: ZPersonLocationRoles } } },
    (request) => personLocationRoles(requireSession(request), request.params.id),
  );

  for (const change of ['add', 'remove'] as const) {
    app.post(
      `/api/person/:id/${change}Role`,
      {
        schema: {
          tags,
          params: ZPersonParams,
          body: ZRoleAtLocation,
          response: { 200: ZPersonLocationRoles },
        },
      },
      (request) => changeLocationRole(requireSession(request), request.params.id, change, request.body),
    );
  }

  app.get(
    '/api/roles/search/:query',
    { schema: { tags, params: ZRoleSearchParams, response: { 200: ZRoleSearchHits } } },
    (request) => searchRoles(requireSession(request), request.params.query),
  );
};
