import { ZIdParam } from '@kansli/domain/http/id';
import { ZEmailEntry } from '@kansli/domain/persons/contacts';
import {
  ZFlexResponse,
  ZPublishResponse,
  ZSetupEmailInfoResponse,
  ZSetupEmailResponse,
} from '@kansli/domain/persons/publishing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../../auth/access.ts';
import { sendEmailToFlex } from './flex-email.ts';
import { publishPerson, publishPersonWithRelations } from './publish.ts';
import { setupEmail, setupEmailInfo } from './setup-email.ts';

// The person's outside systems (spec part 1, 7.2): publishing to the campus platform, an e-mail
// address to Flex, and the organisation e-mail account in Google Workspace.

const tags = ['persons'];
const ZPersonParams = z.object({ id: ZIdParam });

export const personPublishingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/integration/person/:id/publish',
    { schema: { tags, params: ZPersonParams, response: { 200: ZPublishResponse } } },
    async (request) => ({ data: await publishPerson(requireSession(request), request.params.id) }),
  );

  app.post(
    '/api/integration/persons/publish/campus/:id',
    { schema: { tags, params: ZPersonParams, response: { 200: ZPublishResponse } } },
    async (request) => ({
      data: await publishPersonWithRelations(requireSession(request), request.params.id),
    }),
  );

  app.post(
    '/api/integration/person/:id/flex',
    { schema: { tags, params: ZPersonParams, body: ZEmailEntry, response: { 200: ZFlexResponse } } },
    async (request) => ({
      data: await sendEmailToFlex(requireSession(request), request.params.id, request.body),
    }),
  );

  app.get(
    '/api/integration/person/:id/setupemail',
    { schema: { tags, params: ZPersonParams, response: { 200: ZSetupEmailInfoResponse } } },
    async (request) => ({ data: await setupEmailInfo(requireSession(request), request.params.id) }),
  );

  app.post(
    '/api/integration/person/:id/setupemail',
    {
      schema: { tags, params: ZPersonParams, response: { 200: ZSetupEmailResponse } },
      // The answer holds the initial password: never kept for an Idempotency-Key replay.
      config: { idempotentByItself: true },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await setupEmail(requireSession(request), request.params.id) };
    },
  );
};
