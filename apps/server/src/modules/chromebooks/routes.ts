import {
  legacyCreatedMessage,
  ZChromebookInvoice,
  ZChromebookInvoices,
  ZChromebookLocations,
  ZCostCenterParams,
  ZCreateCustomerResponse,
  ZDeproviseBody,
  ZDeproviseResponse,
  ZFreshserviceQuery,
  ZInvoiceActionBody,
  ZInvoiceSearchQuery,
  ZInvoiceSearchResponse,
  ZLegacyVismaResponse,
  ZSendToVismaResponse,
  ZSpreadsheetBody,
  ZSpreadsheetResponse,
} from '@kansli/domain/chromebooks/invoice';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../../auth/access.ts';
import { deproviseDevice } from './deprovise.ts';
import { fetchFromFreshservice } from './fetch-cases.ts';
import { listInvoiceLocations } from './locations.ts';
import { freshservicePdf, storedPdf } from './pdf.ts';
import { registerCase } from './register.ts';
import { listSentInvoices, searchInvoices } from './search.ts';
import { sendToVisma } from './send-to-visma.ts';
import { exportSpreadsheet } from './spreadsheet.ts';
import { createCaseCustomer } from './visma-customer.ts';

// The Chromebook invoice underlay's calls (spec part 2, 7 'Chromebook invoices').

const tags = ['chromebook invoices'];
const PDF_TYPE = 'application/pdf';

function sendPdf(reply: FastifyReply, costCenter: string, pdf: Buffer) {
  const name = `chromebook-fakturaunderlag-${costCenter.replace(/[^\w-]/g, '_')}.pdf`;
  return reply
    .header('content-type', PDF_TYPE)
    .header('content-disposition', `inline; filename="${name}"`)
    .header('cache-control', 'no-store')
    .send(pdf);
}

export const chromebookInvoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/invoices',
    { schema: { tags, querystring: ZInvoiceSearchQuery, response: { 200: ZInvoiceSearchResponse } } },
    (request) => searchInvoices(requireSession(request), request.query),
  );

  app.get(
    '/api/invoices/chromebooks/locations',
    { schema: { tags, response: { 200: ZChromebookLocations } } },
    (request) => listInvoiceLocations(requireSession(request)),
  );

  app.get(
    '/api/invoices/chromebooks/freshservice/:costCenter',
    {
      schema: {
        tags,
        params: ZCostCenterParams,
        querystring: ZFreshserviceQuery,
        response: { 200: ZChromebookInvoices },
      },
    },
    (request) => fetchFromFreshservice(requireSession(request), request.params.costCenter, request.query),
  );

  app.get(
    '/api/invoices/chromebooks/freshservice/:costCenter/pdf',
    { schema: { tags, params: ZCostCenterParams, querystring: ZFreshserviceQuery, produces: [PDF_TYPE] } },
    async (request, reply) =>
      sendPdf(
        reply,
        request.params.costCenter,
        await freshservicePdf(requireSession(request), request.params.costCenter, request.query),
      ),
  );

  app.get(
    '/api/invoices/chromebooks/:costCenter/pdf',
    { schema: { tags, params: ZCostCenterParams, querystring: ZFreshserviceQuery, produces: [PDF_TYPE] } },
    async (request, reply) =>
      sendPdf(
        reply,
        request.params.costCenter,
        await storedPdf(requireSession(request), request.params.costCenter, request.query),
      ),
  );

  app.post(
    '/api/invoices/chromebooks/freshservice/register',
    { schema: { tags, body: ZInvoiceActionBody, response: { 200: ZChromebookInvoice } } },
    (request) => registerCase(requireSession(request), request.body.freshserviceId),
  );

  app.post(
    '/api/invoices/chromebooks/spreadsheet',
    { schema: { tags, body: ZSpreadsheetBody, response: { 200: ZSpreadsheetResponse } } },
    (request) => exportSpreadsheet(requireSession(request), request.body),
  );

  app.post(
    '/api/external/visma/createCustomer',
    { schema: { tags, body: ZInvoiceActionBody, response: { 200: ZCreateCustomerResponse } } },
    (request) => createCaseCustomer(requireSession(request), request.body.freshserviceId),
  );

  app.post(
    '/api/invoices/chromebooks/sendtovisma',
    { schema: { tags, body: ZInvoiceActionBody, response: { 200: ZSendToVismaResponse } } },
    (request) => sendToVisma(requireSession(request), request.body.freshserviceId),
  );

  app.post(
    '/api/invoices/chromebooks/deprovise',
    { schema: { tags, body: ZDeproviseBody, response: { 200: ZDeproviseResponse } } },
    (request) => deproviseDevice(requireSession(request), request.body),
  );

  app.get(
    '/api/invoices/chromebooks/visma/list',
    { schema: { tags, response: { 200: ZChromebookInvoices } } },
    (request) => listSentInvoices(requireSession(request)),
  );

  app.post(
    '/api/invoices/chromebooks/visma',
    { schema: { tags, body: ZInvoiceActionBody, response: { 200: ZLegacyVismaResponse } } },
    async (request) => {
      const body = await sendToVisma(requireSession(request), request.body.freshserviceId);
      return { body, message: legacyCreatedMessage(body.invoiceId) };
    },
  );
};
