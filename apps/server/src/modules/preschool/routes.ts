import { ZIdParam } from '@kansli/domain/http/id';
import { ZExportBody, ZExportResponse, ZExportXlsxQuery } from '@kansli/domain/preschool/export-statistics';
import { ZGuardianInvoicesResponse } from '@kansli/domain/preschool/guardian-invoices';
import { ZInvoiceCheckQuery, ZInvoiceCheckResponse } from '@kansli/domain/preschool/invoice-check';
import {
  ZCalculatedInvoiceBody,
  ZCreateInvoiceResponse,
  ZInvoicePeriodQuery,
  ZInvoicePollResponse,
  ZInvoiceResponse,
  ZRefreshStatusResponse,
  ZSetReadyBody,
  ZSetReadyResponse,
} from '@kansli/domain/preschool/invoice-create';
import { ZInvoiceListQuery, ZInvoiceListResponse } from '@kansli/domain/preschool/invoice-list';
import { ZPreschoolLocationsResponse } from '@kansli/domain/preschool/list-locations';
import {
  ZPreschoolPersonCreate,
  ZPreschoolPersonEdit,
  ZPreschoolSaveResponse,
} from '@kansli/domain/preschool/save-person';
import { ZPreschoolSearchQuery, ZPreschoolSearchResponse } from '@kansli/domain/preschool/search-persons';
import { ZOverviewQuery, ZOverviewResponse } from '@kansli/domain/preschool/unit-overview';
import { ZVismaCustomerResponse } from '@kansli/domain/preschool/visma-customer';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../../auth/access.ts';
import { KeptAnswers } from '../../http/kept-answers.ts';
import { createPerson } from './create-person.ts';
import { editPersons } from './edit-persons.ts';
import { exportToSpreadsheet, exportToXlsx, XLSX_TYPE } from './export.ts';
import { guardianInvoices } from './guardian-invoices.ts';
import { invoiceCheck } from './invoice-check.ts';
import { invoiceList } from './invoice-list.ts';
import { refreshUnitPayments } from './invoice-payments.ts';
import { createInvoice, getInvoice, pollInvoice, setInvoicesReady } from './invoices.ts';
import { listLocations } from './list-locations.ts';
import { searchPersons } from './search-persons.ts';
import { unitOverview } from './unit-overview.ts';
import { createCustomer, lookUpCustomer } from './visma-customer.ts';

// The preschool area's endpoints (spec 7.4): each parses, calls its use case, and answers.

const tags = ['preschool'];
const ZCostCenter = z.object({ costCenter: z.string().trim().min(1).max(40) });

/** A unit's three months of overviews for a few dozen units, and its invoice lists of two months. */
const KEPT_OVERVIEWS = 48;
const KEPT_INVOICE_LISTS = 24;

export const preschoolRoutes: FastifyPluginAsyncZod = async (app) => {
  const overviews = new KeptAnswers(KEPT_OVERVIEWS);
  const invoiceLists = new KeptAnswers(KEPT_INVOICE_LISTS);

  app.get(
    '/api/preschool/locations',
    { schema: { tags, response: { 200: ZPreschoolLocationsResponse } } },
    (request) => listLocations(requireSession(request)),
  );

  // Static paths: they win over '/api/preschool/:costCenter' in fastify's router, whatever the order.
  app.post(
    '/api/preschool/export',
    { schema: { tags, body: ZExportBody, response: { 200: ZExportResponse } } },
    (request) => exportToSpreadsheet(requireSession(request), request.body.costCenters),
  );

  app.get(
    '/api/preschool/export.xlsx',
    { schema: { tags, querystring: ZExportXlsxQuery, produces: [XLSX_TYPE] } },
    async (request, reply) => {
      const download = await exportToXlsx(requireSession(request), request.query.costCenters);
      return reply
        .header('content-type', download.contentType)
        .header('content-disposition', download.contentDisposition)
        .header('cache-control', 'no-store')
        .send(download.body);
    },
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
    (request) => createPerson(requireSession(request), request.params.costCenter, request.body),
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
    (request) => editPersons(requireSession(request), request.params.costCenter, request.body),
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
    async (request, reply) =>
      overviews.send(
        request,
        reply,
        await unitOverview(requireSession(request), request.params.costCenter, request.query.period),
      ),
  );

  app.get(
    '/api/preschool/:costCenter/invoices/:personId',
    {
      schema: {
        tags,
        params: ZCostCenter.extend({ personId: ZIdParam }),
        response: { 200: ZGuardianInvoicesResponse },
      },
    },
    (request) =>
      guardianInvoices(requireSession(request), request.params.costCenter, request.params.personId),
  );

  const customerRoute = {
    schema: {
      tags,
      params: ZCostCenter.extend({ personId: ZIdParam }),
      response: { 200: ZVismaCustomerResponse },
    },
  };
  app.get('/api/preschool/:costCenter/invoice/customer/:personId', customerRoute, (request) =>
    lookUpCustomer(requireSession(request), request.params.costCenter, request.params.personId),
  );
  app.post('/api/preschool/:costCenter/invoice/customer/:personId', customerRoute, (request) =>
    createCustomer(requireSession(request), request.params.costCenter, request.params.personId),
  );

  app.get(
    '/api/preschool/:costCenter/invoice/list',
    {
      schema: {
        tags,
        params: ZCostCenter,
        querystring: ZInvoiceListQuery,
        response: { 200: ZInvoiceListResponse },
      },
    },
    async (request, reply) =>
      invoiceLists.send(
        request,
        reply,
        await invoiceList(requireSession(request), request.params.costCenter, request.query.period),
      ),
  );

  // Fastify's router tries a static segment before the parameter of '/invoice/:invoiceId', in any order.
  app.get(
    '/api/preschool/:costCenter/invoice/check',
    {
      schema: {
        tags,
        params: ZCostCenter,
        querystring: ZInvoiceCheckQuery,
        response: { 200: ZInvoiceCheckResponse },
      },
    },
    (request) => invoiceCheck(requireSession(request), request.params.costCenter, request.query.period),
  );

  app.post(
    '/api/preschool/:costCenter/invoice',
    {
      schema: {
        tags,
        params: ZCostCenter,
        querystring: ZInvoicePeriodQuery,
        body: ZCalculatedInvoiceBody,
        response: { 200: ZCreateInvoiceResponse },
      },
    },
    (request) =>
      createInvoice(requireSession(request), request.params.costCenter, request.query.period, request.body),
  );

  app.post(
    '/api/preschool/:costCenter/invoice/set-ready',
    { schema: { tags, params: ZCostCenter, body: ZSetReadyBody, response: { 200: ZSetReadyResponse } } },
    (request) => setInvoicesReady(requireSession(request), request.params.costCenter, request.body),
  );

  app.post(
    '/api/preschool/:costCenter/invoice/refresh-status',
    {
      schema: {
        tags,
        params: ZCostCenter,
        querystring: ZInvoicePeriodQuery,
        response: { 200: ZRefreshStatusResponse },
      },
    },
    (request) =>
      refreshUnitPayments(requireSession(request), request.params.costCenter, request.query.period),
  );

  app.get(
    '/api/preschool/:costCenter/invoice/:invoiceId',
    {
      schema: {
        tags,
        params: ZCostCenter.extend({ invoiceId: ZIdParam }),
        response: { 200: ZInvoiceResponse },
      },
    },
    (request) => getInvoice(requireSession(request), request.params.costCenter, request.params.invoiceId),
  );

  app.get(
    '/api/preschool/:costCenter/invoice/poll/:invoiceId',
    {
      schema: {
        tags,
        params: ZCostCenter.extend({ invoiceId: ZIdParam }),
        response: { 200: ZInvoicePollResponse },
      },
    },
    (request) => pollInvoice(requireSession(request), request.params.costCenter, request.params.invoiceId),
  );
};
