import { ZIdParam } from '@kansli/domain/http/id';
import {
  ZDeletePhoneNumberBody,
  ZEmailsResponse,
  ZPhoneNumbersResponse,
  ZSaveEmailsBody,
  ZSavePhoneNumbersBody,
} from '@kansli/domain/persons/contacts';
import { ZCreatePersonBody, ZCreatePersonResponse } from '@kansli/domain/persons/create-person';
import {
  ZGuardianSearchParams,
  ZLinkedPersons,
  ZPersonGuardianParams,
} from '@kansli/domain/persons/guardians';
import {
  ZPersonLocationRoles,
  ZRoleAtLocation,
  ZRoleSearchHits,
  ZRoleSearchParams,
} from '@kansli/domain/persons/location-roles';
import {
  ZPersonCard,
  ZPersonCardQuery,
  ZPersonCardResponse,
  ZPersonDetailsResponse,
  ZPersonRolesResponse,
} from '@kansli/domain/persons/person-card';
import {
  ZPersonPermissionsBody,
  ZPersonPermissionsResponse,
} from '@kansli/domain/persons/person-permissions';
import { ZPersonSearchQuery, ZPersonSearchResponse } from '@kansli/domain/persons/search-persons';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../../auth/access.ts';
import { createPerson } from './create-person.ts';
import { changeGuardian, connectedGuardians, guardiansByCivicNumber, guardiansPupils } from './guardians.ts';
import { changeLocationRole, personLocationRoles, searchRoles } from './location-roles.ts';
import { personCard } from './person-card.ts';
import { personPermissions } from './person-permissions.ts';
import { personDetails, personUnitRoles } from './person-roles.ts';
import { deletePhoneNumber, savePhoneNumbers } from './phone-numbers.ts';
import { saveEmails } from './save-emails.ts';
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

  app.post(
    '/api/organisation/persons',
    { schema: { tags, body: ZCreatePersonBody, response: { 201: ZCreatePersonResponse } } },
    async (request, reply) =>
      reply.status(201).send(await createPerson(requireSession(request), request.body)),
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

  app.get(
    '/api/integration/person/:id',
    {
      schema: {
        tags,
        params: ZPersonParams,
        querystring: ZPersonCardQuery,
        response: { 200: ZPersonCardResponse },
      },
    },
    async (request) => {
      const { groups, image } = request.query;
      const options = { groups: groups === '1', image: image === '1' };
      return { data: await personCard(requireSession(request), request.params.id, options) };
    },
  );

  app.get(
    '/api/persons/getPersonDetails/:id',
    { schema: { tags, params: ZPersonParams, response: { 200: ZPersonCard } } },
    (request) => personCard(requireSession(request), request.params.id, { groups: true, image: true }),
  );

  app.get(
    '/api/integration/person/:id/roles',
    { schema: { tags, params: ZPersonParams, response: { 200: ZPersonRolesResponse } } },
    (request) => personUnitRoles(requireSession(request), request.params.id),
  );

  app.get(
    '/api/integration/person/:id/details',
    { schema: { tags, params: ZPersonParams, response: { 200: ZPersonDetailsResponse } } },
    (request) => personDetails(requireSession(request), request.params.id),
  );

  app.post(
    '/api/integration/person/:id/emails',
    { schema: { tags, params: ZPersonParams, body: ZSaveEmailsBody, response: { 200: ZEmailsResponse } } },
    (request) => saveEmails(requireSession(request), request.params.id, request.body),
  );

  app.post(
    '/api/persons/savePhoneNumber',
    { schema: { tags, body: ZSavePhoneNumbersBody, response: { 200: ZPhoneNumbersResponse } } },
    (request) => savePhoneNumbers(requireSession(request), request.body.phone_numbers),
  );

  app.post(
    '/api/persons/deletePhoneNumber',
    { schema: { tags, body: ZDeletePhoneNumberBody, response: { 200: ZPhoneNumbersResponse } } },
    (request) => deletePhoneNumber(requireSession(request), request.body.id),
  );

  app.get(
    '/api/persons/getConnectedGuardians/:id',
    { schema: { tags, params: ZPersonParams, response: { 200: ZLinkedPersons } } },
    (request) => connectedGuardians(requireSession(request), request.params.id),
  );

  app.get(
    '/api/persons/getGuardiansPupils/:id',
    { schema: { tags, params: ZPersonParams, response: { 200: ZLinkedPersons } } },
    (request) => guardiansPupils(requireSession(request), request.params.id),
  );

  app.get(
    '/api/persons/getGuardianFromPNR/:query',
    { schema: { tags, params: ZGuardianSearchParams, response: { 200: ZLinkedPersons } } },
    (request) => guardiansByCivicNumber(requireSession(request), request.params.query),
  );

  // The client posts no body, or {}: there is nothing in it to read.
  for (const [path, change] of [
    ['updateGuardian', 'add'],
    ['removeGuardian', 'remove'],
  ] as const) {
    app.post(
      `/api/person/:id/${path}/:guardianId`,
      { schema: { tags, params: ZPersonGuardianParams, response: { 200: ZLinkedPersons } } },
      (request) =>
        changeGuardian(requireSession(request), request.params.id, request.params.guardianId, change),
    );
  }

  app.post(
    '/api/integration/person/:id/permissions',
    {
      schema: {
        tags,
        params: ZPersonParams,
        body: ZPersonPermissionsBody,
        response: { 200: ZPersonPermissionsResponse },
      },
    },
    (request) => personPermissions(requireSession(request), request.params.id, request.body),
  );
};
