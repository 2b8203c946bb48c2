import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../config.ts';
import type { Clock } from '../context/clock.ts';
import type { Db } from '../db/client.ts';
import { isApiRequest } from '../http/api-path.ts';
import { findSession, type OpenSession } from './sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    session: OpenSession | null;
  }
}

export function sessionCookieName(config: Config) {
  // The __Host- prefix makes browsers refuse the cookie unless it is Secure, host-only and for path /.
  return config.production ? '__Host-kansli_session' : 'kansli_session';
}

export function setSessionCookie(reply: FastifyReply, config: Config, token: string) {
  reply.setCookie(sessionCookieName(config), token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.production,
    path: '/',
    maxAge: config.session.absoluteHours * 3600,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config) {
  reply.clearCookie(sessionCookieName(config), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.production,
  });
}

/** Loads the session of every API request that carries a session cookie. */
export function registerSessionHooks(app: FastifyInstance, config: Config, db: Db, clock: Clock) {
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    if (!isApiRequest(request)) return;
    const token = request.cookies[sessionCookieName(config)];
    if (token) request.session = await findSession(db, token, config.session, clock.now());
  });
}
