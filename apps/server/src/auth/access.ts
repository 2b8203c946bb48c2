import {
  ancestorsOf as ancestorsFromParents,
  flagsAnywhere,
  flagsAt,
  type HeldGrant,
} from '@kansli/domain/access/grants';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { auditEvents } from '../db/schema/audit.ts';
import { persons } from '../db/schema/persons.ts';
import { badRequest, forbidden, notFound, unauthorized } from '../http/errors.ts';
import { loadFlagBits, loadGrants, loadLocationParents } from './access-repository.ts';

/** Who a request acts as, with the permission lookups of that person memoized for the request. */
export interface Access {
  db: Db;
  /** The signed-in person. */
  realPersonId: number;
  /** The person acted as: the ghosted person while ghosting, else the signed-in one. */
  personId: number;
  ghostAsId: number | null;
  givenName: string;
  familyName: string;
  avatarImage: string | null;
  grants(): Promise<HeldGrant[]>;
  holds(segment: string, flag: string): Promise<boolean>;
  /** At the location, or at any location when null. */
  holdsAt(segment: string, flag: string, locationId: number | null): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyRequest {
    access: Access | null;
  }
  interface FastifyContextConfig {
    /** Reachable without a session; every other API route answers 401 before it reads the request. */
    public?: boolean;
  }
}

function memo<T>(load: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => {
    value ??= load();
    return value;
  };
}

/**
 * The location tree and the flag bits change rarely and are read by every permission check, so each
 * process keeps them for a minute: a change to them holds everywhere within that minute.
 */
const CATALOGUE_TTL_MS = 60_000;
interface Catalogue {
  loadedAt: number;
  parents: Promise<Map<number, number | null>>;
  bits: Promise<Map<string, number>>;
}
const catalogues = new WeakMap<Db, Catalogue>();

function catalogueOf(db: Db): Catalogue {
  let catalogue = catalogues.get(db);
  if (!catalogue || Date.now() - catalogue.loadedAt > CATALOGUE_TTL_MS) {
    catalogue = { loadedAt: Date.now(), parents: loadLocationParents(db), bits: loadFlagBits(db) };
    // A failed load must not be kept.
    Promise.all([catalogue.parents, catalogue.bits]).catch(() => catalogues.delete(db));
    catalogues.set(db, catalogue);
  }
  return catalogue;
}

export function createAccess(
  db: Db,
  realPersonId: number,
  person: { id: number; givenName: string; familyName: string; avatarImage: string | null },
): Access {
  const grants = memo(() => loadGrants(db, person.id));
  const bitOf = async (segment: string, flag: string) =>
    (await catalogueOf(db).bits).get(`${segment}.${flag}`) ?? 0;
  const ancestorsOf = async (locationId: number) =>
    ancestorsFromParents(locationId, await catalogueOf(db).parents);
  const holds = async (segment: string, flag: string) => {
    const bit = await bitOf(segment, flag);
    return bit !== 0 && (flagsAnywhere(await grants(), segment) & bit) !== 0;
  };
  const holdsAt = async (segment: string, flag: string, locationId: number | null) => {
    if (locationId === null) return holds(segment, flag);
    const bit = await bitOf(segment, flag);
    if (bit === 0) return false;
    return (flagsAt(await grants(), segment, await ancestorsOf(locationId)) & bit) !== 0;
  };
  return {
    db,
    realPersonId,
    personId: person.id,
    ghostAsId: person.id === realPersonId ? null : person.id,
    givenName: person.givenName,
    familyName: person.familyName,
    avatarImage: person.avatarImage,
    grants,
    holds,
    holdsAt,
  };
}

export function requireAccess(request: FastifyRequest): Access {
  if (!request.access) throw unauthorized();
  return request.access;
}

/** The first line of a protected service function: the acting person must hold the flag somewhere. */
export async function requireFlag(access: Access, segment: string, flag: string): Promise<void> {
  if (!(await access.holds(segment, flag))) throw forbidden(`Requires ${segment} ${flag}`);
}

/** As requireFlag, at the location (a grant there or above it), or at any location when null. */
export async function requireFlagAt(
  access: Access,
  segment: string,
  flag: string,
  locationId: number | null,
): Promise<void> {
  if (!(await access.holdsAt(segment, flag, locationId))) {
    throw forbidden(`Requires ${segment} ${flag}${locationId === null ? '' : ` at location ${locationId}`}`);
  }
}

/** Ghosting is for support staff trusted across the whole organisation. */
export const GHOST_PERMISSION = { segment: 'support', flag: 'GHOST', locationId: 1 } as const;

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Resolves who each API request acts as. A `ghost_as` query parameter acts as that person, only when
 * the signed-in person holds the ghost permission; ghosting never nests, since the check is made on
 * the signed-in person alone. Every write made while ghosting is audited with both ids.
 */
export function registerAccessHooks(app: FastifyInstance, db: Db) {
  app.decorateRequest('access', null);
  app.addHook('onRequest', async (request) => {
    const session = request.session;
    if (!session) return;
    const real = { id: session.personId, givenName: session.givenName, familyName: session.familyName };
    // Signing in and out stay possible whatever ghost_as a browser has left behind.
    const ghostParam = request.routeOptions.config.public
      ? undefined
      : (request.query as Record<string, unknown>).ghost_as;
    if (ghostParam === undefined || ghostParam === '' || Number(ghostParam) === real.id) {
      request.access = createAccess(db, real.id, { ...real, avatarImage: session.avatarImage });
      return;
    }
    if (typeof ghostParam !== 'string' || !/^\d{1,9}$/.test(ghostParam)) {
      throw badRequest('ghost_as must be a person id');
    }
    const realAccess = createAccess(db, real.id, { ...real, avatarImage: session.avatarImage });
    const { segment, flag, locationId } = GHOST_PERMISSION;
    if (!(await realAccess.holdsAt(segment, flag, locationId))) throw forbidden('Ghosting not allowed');
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
    request.access = createAccess(db, real.id, ghosted);
  });

  app.addHook('onRequest', async (request) => {
    if (request.access || request.is404 || request.routeOptions.config.public) return;
    if (request.url.startsWith('/api/')) throw unauthorized();
  });

  // Before the answer leaves, so that a client that sees the answer can also see the audit.
  app.addHook('onSend', async (request, reply) => {
    const access = request.access;
    if (!access?.ghostAsId || !WRITE_METHODS.has(request.method)) return;
    await db.insert(auditEvents).values({
      actorId: access.realPersonId,
      ghostAsId: access.ghostAsId,
      action: `${request.method} ${request.routeOptions.url ?? ''}`,
      entity: 'request',
      after: { params: request.params, statusCode: reply.statusCode },
    });
  });
}
