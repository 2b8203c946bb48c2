import {
  ZIntegrationCheckParams,
  ZIntegrationStatus,
  ZIntegrationStatusList,
} from '@kansli/domain/integrations/status';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../../auth/access.ts';
import { HttpError } from '../../http/errors.ts';
import { checkIntegration, type IntegrationChecks, integrationStatusList } from './integration-status.ts';

// Superadmin › Integrationer's calls.

const tags = ['superadmin'];

/** Tests of one system a person may run a minute, so the button cannot hammer a vendor. */
export const CHECKS_PER_MINUTE = 5;

const checkRateLimit = {
  max: CHECKS_PER_MINUTE,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) =>
    `${request.ctx?.actor.realPersonId ?? request.ip}:${(request.params as { key?: string }).key}`,
  errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
    new HttpError(
      429,
      `För många tester på kort tid. Försök igen om ${Math.ceil(context.ttl / 1000)} sekunder.`,
    ),
};

export const integrationRoutes: FastifyPluginAsyncZod<IntegrationChecks> = async (app, checks) => {
  app.get(
    '/api/integrations/status',
    { schema: { tags, response: { 200: ZIntegrationStatusList } } },
    (request) => integrationStatusList(requireSession(request), checks.systems),
  );

  app.post(
    '/api/integrations/:key/check',
    {
      schema: { tags, params: ZIntegrationCheckParams, response: { 200: ZIntegrationStatus } },
      config: { rateLimit: checkRateLimit },
    },
    (request) => checkIntegration(requireSession(request), checks, request.params.key),
  );
};
