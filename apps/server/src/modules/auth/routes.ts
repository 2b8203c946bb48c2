import {
  ZAuthConfigResponse,
  ZAuthenticateResponse,
  ZSignInNonceResponse,
  ZSignInResponse,
} from '@kansli/domain/auth/authenticate';
import { ZSaveUserPreferencesRequest, ZUserPreferences } from '@kansli/domain/auth/user-preferences';
import { ZErrorResponse } from '@kansli/domain/http/error';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../../auth/access.ts';
import { clearSessionCookie, setSessionCookie } from '../../auth/session-hooks.ts';
import { countSignInAttempt } from '../../auth/sign-in-limit.ts';
import { issueSignInNonce, takeSignInNonce } from '../../auth/sign-in-nonce.ts';
import type { Config } from '../../config.ts';
import type { Clock } from '../../context/clock.ts';
import type { Db } from '../../db/client.ts';
import { unauthorized } from '../../http/errors.ts';
import type { SignInProvider } from '../../integrations/identity/sign-in-provider.ts';
import { currentUser } from './current-user.ts';
import { signIn } from './sign-in.ts';
import { signOut } from './sign-out.ts';
import { saveUserPreferences, userPreferences } from './user-preferences.ts';

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

  app.get(
    '/api/me/preferences',
    { schema: { tags: ['auth'], response: { 200: ZUserPreferences } } },
    (request) => userPreferences(requireSession(request)),
  );

  app.put(
    '/api/me/preferences',
    { schema: { tags: ['auth'], body: ZSaveUserPreferencesRequest, response: { 200: ZUserPreferences } } },
    (request) => saveUserPreferences(requireSession(request), request.body),
  );

  // A nonce costs a random number and a cookie, no more than /api/auth/config: the limit is on its use.
  app.post(
    '/api/auth/nonce',
    { schema: { tags: ['auth'], response: { 200: ZSignInNonceResponse } }, config: { public: true } },
    async (_request, reply) => ({ nonce: issueSignInNonce(reply, config) }),
  );

  app.post(
    '/api/authenticate',
    {
      schema: { tags: ['auth'], response: { 200: ZSignInResponse, '4xx': ZErrorResponse } },
      config: { public: true },
    },
    async (request, reply) => {
      const now = clock.now();
      const issuedNonce = takeSignInNonce(request, reply, config);
      const idToken = bearer.exec(request.headers.authorization ?? '')?.[1];
      if (!idToken) {
        await countSignInAttempt(db, config.signInLimits, [{ address: request.ip }], now);
        throw unauthorized('Missing bearer ID token');
      }
      const signedIn = await signIn(
        { db, provider: signInProvider, policy: config.session, limits: config.signInLimits, now },
        { idToken, issuedNonce, address: request.ip, previous: request.session },
      );
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
