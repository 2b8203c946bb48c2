import { ZPersonSearchQuery, ZPersonSearchResponse } from '@kansli/domain/persons/search-persons';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../../auth/access.ts';
import { searchPersons } from './search-persons.ts';

// The person administration's endpoints (spec part 1, 7.2 and 7.3): each parses, calls its use case,
// and answers.

const tags = ['persons'];

export const personRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/integration/persons',
    { schema: { tags, querystring: ZPersonSearchQuery, response: { 200: ZPersonSearchResponse } } },
    (request) => searchPersons(requireSession(request), request.query),
  );
};
