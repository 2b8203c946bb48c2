import {
  ZDeletedMember,
  ZGooglePublishResponse,
  ZGroup,
  ZGroupMemberParams,
  ZGroupMembers,
  ZGroupParams,
  ZGroupSearchQuery,
  ZGroupSearchResponse,
  ZSetActiveStatusBody,
} from '@kansli/domain/groups/groups';
import {
  ZPublishLocations,
  ZPublishRun,
  ZPublishRunParams,
  ZPublishRunRequest,
} from '@kansli/domain/groups/publishing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../../auth/access.ts';
import {
  deleteMember,
  groupMembers,
  publishToCampus,
  publishToGoogle,
  searchGroups,
  setActiveStatus,
} from './groups.ts';
import { publishLocations, publishRunState, startPublishRun } from './publish-runs.ts';

// The groups screen's calls (spec part 2, 7 'Groups and devices') and the publish dialog's.

const tags = ['groups'];

export const groupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/integration/groups',
    { schema: { tags, querystring: ZGroupSearchQuery, response: { 200: ZGroupSearchResponse } } },
    (request) => searchGroups(requireSession(request), request.query),
  );

  app.get(
    '/api/integration/groups/:id/members',
    { schema: { tags, params: ZGroupParams, response: { 200: ZGroupMembers } } },
    (request) => groupMembers(requireSession(request), request.params.id),
  );

  app.post(
    '/api/groups/:id/setActiveStatus',
    { schema: { tags, params: ZGroupParams, body: ZSetActiveStatusBody, response: { 200: ZGroup } } },
    (request) => setActiveStatus(requireSession(request), request.params.id, request.body.active),
  );

  app.post(
    '/api/groups/:id/deleteMember/:memberId',
    { schema: { tags, params: ZGroupMemberParams, response: { 200: ZDeletedMember } } },
    (request) => deleteMember(requireSession(request), request.params.id, request.params.memberId),
  );

  app.post(
    '/api/integration/group/:id/publish/campus',
    { schema: { tags, params: ZGroupParams, response: { 200: ZGroup } } },
    (request) => publishToCampus(requireSession(request), request.params.id),
  );

  app.post(
    '/api/integration/group/:id/publish/google',
    { schema: { tags, params: ZGroupParams, response: { 200: ZGooglePublishResponse } } },
    (request) => publishToGoogle(requireSession(request), request.params.id),
  );

  app.get('/api/publish/locations', { schema: { tags, response: { 200: ZPublishLocations } } }, (request) =>
    publishLocations(requireSession(request)),
  );

  app.post(
    '/api/publish/runs',
    { schema: { tags, body: ZPublishRunRequest, response: { 202: ZPublishRun } } },
    async (request, reply) =>
      reply.status(202).send(await startPublishRun(requireSession(request), request.body)),
  );

  app.get(
    '/api/publish/runs/:id',
    { schema: { tags, params: ZPublishRunParams, response: { 200: ZPublishRun } } },
    (request) => publishRunState(requireSession(request), request.params.id),
  );
};
