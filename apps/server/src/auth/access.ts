import type { FlagKey, Permission, SegmentKey } from '@kansli/domain/access/catalogue';
import {
  GHOSTED_PERSON_NOT_FOUND_MESSAGE,
  GHOSTING_NOT_ALLOWED_MESSAGE,
  noAccessMessage,
} from '@kansli/domain/http/messages';
import { ORGANISATION_ROOT_ID } from '@kansli/domain/organisation/locations';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Clock } from '../context/clock.ts';
import { createRequestContext, type Integrations, type RequestContext } from '../context/request-context.ts';
import type { Db } from '../db/client.ts';
import { auditEvents } from '../db/schema/audit.ts';
import { persons } from '../db/schema/persons.ts';
import { isApiRequest } from '../http/api-path.ts';
import { badRequest, forbidden, hookFailureAnswer, notFound, unauthorized } from '../http/errors.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { ghostedRequestEvent } from '../modules/audit/ghosted-request.ts';
import { type Actor, createActor } from './actor.ts';
import { continueGhosting, stopGhosting } from './ghosting.ts';

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
  if (!(await ctx.actor.holds(segment, flag))) throw forbidden(noAccessMessage(segment, flag));
}

/** As requireFlag, at the location (a grant there or above it), or at any location when null. */
export async function requireFlagAt<S extends SegmentKey>(
  ctx: RequestContext,
  segment: S,
  flag: FlagKey<S>,
  locationId: number | null,
): Promise<void> {
  if (!(await ctx.actor.holdsAt(segment, flag, locationId))) {
    throw forbidden(noAccessMessage(segment, flag));
  }
}

/**
 * The flags that administer others. A person holding any of them may be ghosted only by someone who
 * holds each of them too, so ghosting never reaches rights the ghoster lacks.
 */
export const ADMINISTRATIVE_FLAGS = [
  { segment: 'adminMenu', flag: 'SUPERADMIN' },
  { segment: 'auth', flag: 'PERMISSION_ADMIN' },
  { segment: 'support', flag: 'GHOST' },
  { segment: 'support', flag: 'EDIT_ROLES' },
] as const satisfies readonly Permission[];

export const GHOST_ADMIN_MESSAGE =
  'Du kan inte skugga en person som har administrativa behörigheter som du själv saknar';

/** Whether the real person holds every administrative flag the ghosted person holds, where it is held. */
async function mayGhost(real: Actor, ghosted: Actor): Promise<boolean> {
  const grants = await ghosted.grants();
  for (const { segment, flag } of ADMINISTRATIVE_FLAGS) {
    for (const grant of grants) {
      if (grant.segment !== segment || !(await ghosted.holdsAt(segment, flag, grant.locationId))) continue;
      // A grant for everywhere must be matched at the organisation root.
      const where = grant.locationId ?? ORGANISATION_ROOT_ID;
      if (!(await real.holdsAt(segment, flag, where))) return false;
    }
  }
  return true;
}

export const GHOST_PERMISSION = {
  segment: 'support',
  flag: 'GHOST',
  locationId: ORGANISATION_ROOT_ID,
} as const satisfies Permission & { locationId: number };

export interface AccessHookOptions {
  db: Db;
  clock: Clock;
  integrations: Integrations;
  jobs: JobQueue;
  /** Minutes after its start that a ghosting ends. */
  ghostTimeLimitMinutes: number;
}

/**
 * Gives each API request with a session its context. A `ghost_as` query parameter acts as that person,
 * only when the signed-in person holds the ghost permission and every administrative flag the other
 * person holds; ghosting never nests, since the check is made on the signed-in person alone. Every
 * request made while ghosting is audited with both ids; the session records when a ghosting starts and
 * ends (ghosting.ts), and ends it after the time limit.
 */
export function registerAccessHooks(
  app: FastifyInstance,
  { db, ghostTimeLimitMinutes, ...parts }: AccessHookOptions,
) {
  app.decorateRequest('ctx', null);

  app.addHook('onRequest', async (request) => {
    const session = request.session;
    if (!session) return;
    const real = {
      id: session.personId,
      givenName: session.givenName,
      familyName: session.familyName,
      avatarImage: session.avatarImage,
    };
    // Signing in and out stay possible whatever ghost_as a browser has left behind, and leave the
    // session's ghosting as it is.
    const isPublic = request.routeOptions.config.public === true;
    const ghostParam = isPublic ? undefined : (request.query as Record<string, unknown>).ghost_as;
    const now = parts.clock.now();
    if (ghostParam === undefined || ghostParam === '' || Number(ghostParam) === real.id) {
      if (!isPublic) await stopGhosting(db, session, ghostTimeLimitMinutes, now);
      request.ctx = createRequestContext({ actor: createActor(db, real.id, real), ...parts }, db);
      return;
    }
    if (typeof ghostParam !== 'string' || !/^\d{1,9}$/.test(ghostParam)) {
      throw badRequest('ghost_as must be a person id');
    }
    const { segment, flag, locationId } = GHOST_PERMISSION;
    const realActor = createActor(db, real.id, real);
    if (!(await realActor.holdsAt(segment, flag, locationId))) throw forbidden(GHOSTING_NOT_ALLOWED_MESSAGE);
    const [person] = await db
      .select({
        id: persons.id,
        givenName: persons.givenName,
        familyName: persons.familyName,
        avatarImage: persons.avatarImage,
      })
      .from(persons)
      .where(eq(persons.id, Number(ghostParam)));
    if (!person) throw notFound(GHOSTED_PERSON_NOT_FOUND_MESSAGE);
    const ghosted = createActor(db, real.id, person);
    if (!(await mayGhost(realActor, ghosted))) {
      request.log.warn({ personId: real.id, ghostAsId: person.id }, 'ghosting an administrator refused');
      throw forbidden(GHOST_ADMIN_MESSAGE);
    }
    const ghostingEndsAt = await continueGhosting(db, session, person.id, ghostTimeLimitMinutes, now);
    request.ctx = createRequestContext({ actor: { ...ghosted, ghostingEndsAt }, ...parts }, db);
  });

  app.addHook('onRequest', async (request) => {
    if (request.ctx || request.is404 || request.routeOptions.config.public) return;
    if (isApiRequest(request)) throw unauthorized();
  });

  // Every request made while ghosting, reads too, is audited before its answer leaves, so that a
  // client that sees the answer can also see the audit. The resource is the route's parameters; the
  // query string is left out, since a search can hold a civic number.
  app.addHook('onSend', async (request, reply, payload) => {
    const actor = request.ctx?.actor;
    if (!actor?.ghostAsId) return payload;
    const { method, params, routeOptions } = request;
    try {
      await db
        .insert(auditEvents)
        .values(
          ghostedRequestEvent(
            { realPersonId: actor.realPersonId, ghostAsId: actor.ghostAsId },
            { method, routeUrl: routeOptions.url, params },
            reply.statusCode,
          ),
        );
    } catch (error) {
      // An answer whose audit is not written does not leave.
      return hookFailureAnswer(request, reply, error);
    }
    return payload;
  });
}
