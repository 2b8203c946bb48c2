import type { FlagKey, Permission, SegmentKey } from '@kansli/domain/access/catalogue';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Clock } from '../context/clock.ts';
import { createRequestContext, type Integrations, type RequestContext } from '../context/request-context.ts';
import type { Db } from '../db/client.ts';
import { auditEvents } from '../db/schema/audit.ts';
import { persons } from '../db/schema/persons.ts';
import { badRequest, forbidden, notFound, unauthorized } from '../http/errors.ts';
import { createActor } from './actor.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's context once its session is known; null without a session. */
    ctx: RequestContext | null;
  }
  interface FastifyContextConfig {
    /** Reachable without a session; every other API route answers 401 before it reads the request. */
    public?: boolean;
  }
}

/** The context of a request that needs a session: the first call of every protected route handler. */
export function requireSession(request: FastifyRequest): RequestContext {
  if (!request.ctx) throw unauthorized();
  return request.ctx;
}

/** The first line of a protected service function: the acting person must hold the flag somewhere. */
export async function requireFlag<S extends SegmentKey>(
  ctx: RequestContext,
  segment: S,
  flag: FlagKey<S>,
): Promise<void> {
  if (!(await ctx.actor.holds(segment, flag))) throw forbidden(`Requires ${segment} ${flag}`);
}

/** As requireFlag, at the location (a grant there or above it), or at any location when null. */
export async function requireFlagAt<S extends SegmentKey>(
  ctx: RequestContext,
  segment: S,
  flag: FlagKey<S>,
  locationId: number | null,
): Promise<void> {
  if (!(await ctx.actor.holdsAt(segment, flag, locationId))) {
    throw forbidden(`Requires ${segment} ${flag}${locationId === null ? '' : ` at location ${locationId}`}`);
  }
}

/** Ghosting is for support staff trusted across the whole organisation. */
export const GHOST_PERMISSION = {
  segment: 'support',
  flag: 'GHOST',
  locationId: 1,
} as const satisfies Permission & { locationId: number };

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface AccessHookOptions {
  db: Db;
  clock: Clock;
  integrations: Integrations;
}

/**
 * Gives each API request with a session its context. A `ghost_as` query parameter acts as that person,
 * only when the signed-in person holds the ghost permission; ghosting never nests, since the check is
 * made on the signed-in person alone. Every write made while ghosting is audited with both ids.
 */
export function registerAccessHooks(app: FastifyInstance, { db, clock, integrations }: AccessHookOptions) {
  app.decorateRequest('ctx', null);
  const contextOf = (realPersonId: number, person: Parameters<typeof createActor>[2]) =>
    createRequestContext({ actor: createActor(db, realPersonId, person), clock, integrations }, db);

  app.addHook('onRequest', async (request) => {
    const session = request.session;
    if (!session) return;
    const real = {
      id: session.personId,
      givenName: session.givenName,
      familyName: session.familyName,
      avatarImage: session.avatarImage,
    };
    // Signing in and out stay possible whatever ghost_as a browser has left behind.
    const ghostParam = request.routeOptions.config.public
      ? undefined
      : (request.query as Record<string, unknown>).ghost_as;
    if (ghostParam === undefined || ghostParam === '' || Number(ghostParam) === real.id) {
      request.ctx = contextOf(real.id, real);
      return;
    }
    if (typeof ghostParam !== 'string' || !/^\d{1,9}$/.test(ghostParam)) {
      throw badRequest('ghost_as must be a person id');
    }
    const { segment, flag, locationId } = GHOST_PERMISSION;
    if (!(await createActor(db, real.id, real).holdsAt(segment, flag, locationId))) {
      throw forbidden('Ghosting not allowed');
    }
    const [ghosted] = await db
      .select({
        id: persons.id,
        givenName: persons.givenName,
        familyName: persons.familyName,
        avatarImage: persons.avatarImage,
      })
      .from(persons)
      .where(eq(persons.id, Number(ghostParam)));
    if (!ghosted) throw notFound('No person to ghost with that id');
    request.ctx = contextOf(real.id, ghosted);
  });

  app.addHook('onRequest', async (request) => {
    if (request.ctx || request.is404 || request.routeOptions.config.public) return;
    if (request.url.startsWith('/api/')) throw unauthorized();
  });

  // Before the answer leaves, so that a client that sees the answer can also see the audit.
  app.addHook('onSend', async (request, reply) => {
    const actor = request.ctx?.actor;
    if (!actor?.ghostAsId || !WRITE_METHODS.has(request.method)) return;
    await db.insert(auditEvents).values({
      actorId: actor.realPersonId,
      ghostAsId: actor.ghostAsId,
      action: `${request.method} ${request.routeOptions.url ?? ''}`,
      entity: 'request',
      after: { params: request.params, statusCode: reply.statusCode },
    });
  });
}
