import {
  ZPreschoolPersonCreate,
  ZPreschoolPersonEdit,
  ZPreschoolSaveResponse,
} from '@kansli/domain/preschool/person-forms';
import {
  ZGuardianInvoicesResponse,
  ZOverviewQuery,
  ZOverviewResponse,
  ZPreschoolLocationsResponse,
  ZPreschoolSearchQuery,
  ZPreschoolSearchResponse,
} from '@kansli/domain/preschool/preschool-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../../auth/access.ts';
import { createPreschoolPerson, editPreschoolPersons } from './save-service.ts';
import { guardianInvoices, preschoolLocations, searchPersons, unitOverview } from './service.ts';

const tags = ['preschool'];
const ZCostCenter = z.object({ costCenter: z.string().trim().min(1).max(40) });

export const preschoolRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/preschool/locations',
    { schema: { tags, response: { 200: ZPreschoolLocationsResponse } } },
    async (request) => ({ locations: await preschoolLocations(requireSession(request)) }),
  );

  app.get(
    '/api/preschool/:costCenter',
    {
      schema: {
        tags,
        params: ZCostCenter,
        querystring: ZPreschoolSearchQuery,
        response: { 200: ZPreschoolSearchResponse },
      },
    },
    (request) => searchPersons(requireSession(request), request.params.costCenter, request.query),
  );

  app.post(
    '/api/preschool/:costCenter/person',
    {
      schema: {
        tags,
        params: ZCostCenter,
        body: ZPreschoolPersonCreate,
        response: { 200: ZPreschoolSaveResponse },
      },
    },
    (request) => createPreschoolPerson(requireSession(request), request.params.costCenter, request.body),
  );

  app.put(
    '/api/preschool/:costCenter/person',
    {
      schema: {
        tags,
        params: ZCostCenter,
        body: ZPreschoolPersonEdit,
        response: { 200: ZPreschoolSaveResponse },
      },
    },
    (request) => editPreschoolPersons(requireSession(request), request.params.costCenter, request.body),
  );

  app.get(
    '/api/preschool/:costCenter/overview',
    {
      schema: {
        tags,
        params: ZCostCenter,
        querystring: ZOverviewQuery,
        response: { 200: ZOverviewResponse },
      },
    },
    (request) => unitOverview(requireSession(request), request.params.costCenter, request.query.period),
  );

  app.get(
    '/api/preschool/:costCenter/invoices/:personId',
    {
      schema: {
        tags,
        params: ZCostCenter.extend({ personId: z.coerce.number().int().positive() }),
        response: { 200: ZGuardianInvoicesResponse },
      },
    },
    (request) =>
      guardianInvoices(requireSession(request), request.params.costCenter, request.params.personId),
  );
};
