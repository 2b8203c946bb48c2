import { timingSafeEqual } from 'node:crypto';
import {
  ZExtractedNumbers,
  ZExtractQuery,
  ZSendTextMessage,
  ZSmsSend,
  ZSmsSendParams,
} from '@kansli/domain/communication/sms-send';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../../auth/access.ts';
import type { Clock } from '../../context/clock.ts';
import type { SmsIntegration } from '../../context/request-context.ts';
import type { Db } from '../../db/client.ts';
import { errorBody } from '../../http/errors.ts';
import { extractDataFromSheetUrl } from './sheet-numbers.ts';
import { recordDelivery, sendTextMessage, smsSendState } from './sms-sends.ts';

// The SMS card's calls (spec part 2, 7 'SMS'), the state of a send, and the gateway's delivery reports.

const tags = ['communication'];

/** The path the gateway posts delivery reports to; the secret in it is all that admits the gateway. */
export const SMS_REPORT_PATH = '/api/communication/sms/report';

const ZReport = z.object({ id: z.string().min(1).max(100), status: z.string().max(20) });

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

export const communicationRoutes: FastifyPluginAsyncZod<{
  db: Db;
  clock: Clock;
  sms: SmsIntegration | undefined;
}> = async (app, { db, clock, sms }) => {
  app.get(
    '/api/communication/extractDataFromSheetUrl',
    { schema: { tags, querystring: ZExtractQuery, response: { 200: ZExtractedNumbers } } },
    (request) => extractDataFromSheetUrl(requireSession(request), request.query.sheetUrl),
  );

  app.post(
    '/api/communication/sendTextMessage',
    { schema: { tags, body: ZSendTextMessage, response: { 200: ZSmsSend } } },
    (request) => sendTextMessage(requireSession(request), request.body),
  );

  app.get(
    '/api/communication/sms/:id',
    { schema: { tags, params: ZSmsSendParams, response: { 200: ZSmsSend } } },
    (request) => smsSendState(requireSession(request), request.params.id),
  );

  // 46elks posts its reports form-encoded; only this route reads such a body.
  app.register(async (plugin) => {
    const reports = plugin.withTypeProvider<ZodTypeProvider>();
    reports.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    reports.post(
      `${SMS_REPORT_PATH}/:secret`,
      {
        schema: { hide: true, params: z.object({ secret: z.string().max(200) }), body: ZReport },
        config: { public: true, systemCallback: true },
      },
      async (request, reply) => {
        // An unknown secret is told nothing more than an unknown path.
        if (!sms || !sameSecret(request.params.secret, sms.reportSecret)) {
          return reply.status(404).send(errorBody(404, 'Not found'));
        }
        // A report of a message not yet stored is refused, so the gateway reports it again later.
        const known = await recordDelivery({ db, clock }, request.body);
        return known ? reply.status(200).send({}) : reply.status(404).send(errorBody(404, 'Unknown message'));
      },
    );
  });
};
