import {
  ZAuthConfigResponse,
  ZAuthenticateResponse,
  ZSignInResponse,
} from '@kansli/domain/auth/authenticate';
import { ZErrorResponse } from '@kansli/domain/http/error';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../../auth/access.ts';
import { clearSessionCookie, setSessionCookie } from '../../auth/session-hooks.ts';
import type { Config } from '../../config.ts';
import type { Clock } from '../../context/clock.ts';
import type { Db } from '../../db/client.ts';
import { unauthorized } from '../../http/errors.ts';
import type { SignInProvider } from '../../integrations/identity/sign-in-provider.ts';
import { currentUser, signIn, signOut } from './service.ts';

export interface AuthRouteOptions {
  config: Config;
  db: Db;
  signInProvider: SignInProvider;
  clock: Clock;
}

const bearer = /^Bearer ([A-Za-z0-9_=-]+\.[A-Za-z0-9_=-]+\.[A-Za-z0-9_=-]*)$/;

export const authRoutes: FastifyPluginAsyncZod<AuthRouteOptions> = async (
  app,
  { config, db, signInProvider, clock },
) => {
  app.get(
    '/api/auth/config',
    { schema: { tags: ['auth'], response: { 200: ZAuthConfigResponse } }, config: { public: true } },
    () => signInProvider.clientConfig(),
  );

  app.get(
    '/api/authenticate',
    { schema: { tags: ['auth'], response: { 200: ZAuthenticateResponse, 401: ZErrorResponse } } },
    async (request) => currentUser(requireSession(request)),
  );

  app.post(
    '/api/authenticate',
    {
      schema: { tags: ['auth'], response: { 200: ZSignInResponse, '4xx': ZErrorResponse } },
      config: { public: true, rateLimit: { max: config.authRateLimitPerMinute, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const token = bearer.exec(request.headers.authorization ?? '')?.[1];
      if (!token) throw unauthorized('Missing bearer ID token');
      const signedIn = await signIn(db, signInProvider, config.session, token, request.session, clock.now());
      setSessionCookie(reply, config, signedIn.sessionToken);
      request.log.info({ personId: signedIn.personId }, 'signed in');
      return { givenName: signedIn.givenName, familyName: signedIn.familyName };
    },
  );

  app.delete(
    '/api/authenticate',
    { schema: { tags: ['auth'], response: { 204: z.null() } }, config: { public: true } },
    async (request, reply) => {
      await signOut(db, request.session);
      if (request.session) request.log.info({ personId: request.session.personId }, 'signed out');
      clearSessionCookie(reply, config);
      return reply.status(204).send(null);
    },
  );
};
