import {
  ZLocationCreated,
  ZLocationEnd,
  ZLocationSave,
  ZOrganisationLocation,
  ZOrganisationLocationParams,
  ZOrganisationLocations,
} from '@kansli/domain/organisation/locations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../../auth/access.ts';
import { endLocation, reopenLocation } from './end-location.ts';
import { listOrganisation } from './list-locations.ts';
import { changeLocation, createLocation } from './save-location.ts';

// Superadmin › Organisation: the units of the organisation, made, changed and ended (adminMenu SUPERADMIN).

const tags = ['organisation'];

export const organisationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/organisation/locations',
    { schema: { tags, response: { 200: ZOrganisationLocations } } },
    (request) => listOrganisation(requireSession(request)),
  );

  app.post(
    '/api/organisation/locations',
    { schema: { tags, body: ZLocationSave, response: { 201: ZLocationCreated } } },
    async (request, reply) => {
      const created = await createLocation(requireSession(request), request.body);
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/api/organisation/locations/:id',
    {
      schema: {
        tags,
        params: ZOrganisationLocationParams,
        body: ZLocationSave,
        response: { 200: ZOrganisationLocation },
      },
    },
    (request) => changeLocation(requireSession(request), request.params.id, request.body),
  );

  app.post(
    '/api/organisation/locations/:id/end',
    {
      schema: {
        tags,
        description: 'Ends the unit from the date on: new work no longer starts there; nothing is deleted.',
        params: ZOrganisationLocationParams,
        body: ZLocationEnd,
        response: { 200: ZOrganisationLocation },
      },
    },
    (request) => endLocation(requireSession(request), request.params.id, request.body.date),
  );

  app.post(
    '/api/organisation/locations/:id/reopen',
    {
      schema: {
        tags,
        description: 'Takes back the end of the unit.',
        params: ZOrganisationLocationParams,
        response: { 200: ZOrganisationLocation },
      },
    },
    (request) => reopenLocation(requireSession(request), request.params.id),
  );
};
