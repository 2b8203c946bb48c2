import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../../../auth/access.ts';
import { unauthorized } from '../../../http/errors.ts';
import { beginVismaConnection, finishVismaConnection } from './connection.ts';

// The Visma connection flow's two browser stops; both redirect and answer no JSON.

const tags = ['integrations'];

/** What Visma's authorization server sends back: a code and our state, or an error instead of the code. */
const ZCallbackQuery = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(512).optional(),
  error: z.string().max(512).optional(),
});

export const vismaConnectionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/integrations/visma/connect', { schema: { tags } }, async (request, reply) => {
    const ctx = requireSession(request);
    return reply.redirect(await beginVismaConnection(ctx, sessionKeyOf(request)));
  });

  app.get(
    '/api/integrations/visma/callback',
    { schema: { tags, querystring: ZCallbackQuery } },
    async (request, reply) => {
      const ctx = requireSession(request);
      const to = await finishVismaConnection(ctx, sessionKeyOf(request), request.query, request.log);
      return reply.redirect(to);
    },
  );
};

/** The signed-in session a connection is bound to, so a state is worth nothing in another browser. */
function sessionKeyOf(request: { session: { id: string } | null }): string {
  if (!request.session) throw unauthorized();
  return request.session.id;
}
