import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Clock } from '../context/clock.ts';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/idempotency.ts';
import { badRequest, HttpError, hookFailureAnswer } from './errors.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';

const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;
/** A request still at work after this long is taken to have died with its process. */
const ABANDONED_AFTER_MS = 60_000;
/** How long a repeat waits for the first request with its key to finish. */
const WAIT_FOR_FIRST_MS = 10_000;
const POLL_MS = 50;
/** Answers are kept this long; a repeat after that is a new request. */
export const KEPT_FOR_MS = 24 * 3_600_000;

declare module 'fastify' {
  interface FastifyRequest {
    /** The Idempotency-Key this request holds while it runs, whose answer it stores. */
    idempotencyKey: { personId: number; key: string } | null;
  }
  interface FastifyContextConfig {
    /**
     * The route is idempotent by itself and ignores Idempotency-Key: its answer holds a secret (an
     * initial password) that must not be kept for replay, or is a file's bytes, or its request cannot
     * be told apart before its body is read (a multipart upload).
     */
    idempotentByItself?: boolean;
  }
}

const requestHash = (request: FastifyRequest) =>
  createHash('sha256')
    .update(JSON.stringify([request.method, request.routeOptions.url, request.params, request.body]))
    .digest('base64url');

/**
 * Every POST made with a session honours an `Idempotency-Key` header: the first request with a key does
 * the work and its answer is kept; a repeat with the same key and request gets that answer again and
 * writes nothing (a repeat arriving while the first still runs waits for it); the same key with
 * another request is a 422.
 */
export function registerIdempotency(app: FastifyInstance, { db, clock }: { db: Db; clock: Clock }) {
  app.decorateRequest('idempotencyKey', null);

  app.addHook('preHandler', async (request, reply) => {
    const header = request.headers[IDEMPOTENCY_HEADER];
    if (request.method !== 'POST' || header === undefined || !request.ctx) return;
    if (request.routeOptions.config.idempotentByItself) return;
    if (typeof header !== 'string' || !KEY_PATTERN.test(header)) {
      throw badRequest('Idempotency-Key: 1–200 visible ASCII characters');
    }
    const personId = request.ctx.actor.realPersonId;
    const hash = requestHash(request);
    const ofKey = and(eq(idempotencyKeys.personId, personId), eq(idempotencyKeys.key, header));
    const deadline = Date.now() + WAIT_FOR_FIRST_MS;
    for (;;) {
      const now = clock.now();
      const [claimed] = await db
        .insert(idempotencyKeys)
        .values({ personId, key: header, requestHash: hash, createdAt: now })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (claimed) {
        request.idempotencyKey = { personId, key: header };
        return;
      }
      const [first] = await db.select().from(idempotencyKeys).where(ofKey);
      if (!first) continue;
      if (first.requestHash !== hash) {
        throw new HttpError(422, 'Idempotency-Key was used before with another request');
      }
      if (first.statusCode !== null) {
        return reply.status(first.statusCode).header(REPLAYED_HEADER, 'true').send(first.response);
      }
      if (now.getTime() - first.createdAt.getTime() > ABANDONED_AFTER_MS) {
        const [taken] = await db
          .update(idempotencyKeys)
          .set({ createdAt: now })
          .where(
            and(ofKey, isNull(idempotencyKeys.statusCode), eq(idempotencyKeys.createdAt, first.createdAt)),
          )
          .returning({ key: idempotencyKeys.key });
        if (taken) {
          request.idempotencyKey = { personId, key: header };
          return;
        }
      }
      if (Date.now() > deadline)
        throw new HttpError(409, 'A request with this Idempotency-Key is still at work');
      await sleep(POLL_MS);
    }
  });

  // The answer is kept before it leaves. A failure of the server's own (5xx) frees the key, so the
  // client's retry runs again.
  app.addHook('onSend', async (request, reply, payload) => {
    const held = request.idempotencyKey;
    if (!held) return payload;
    request.idempotencyKey = null;
    const ofKey = and(eq(idempotencyKeys.personId, held.personId), eq(idempotencyKeys.key, held.key));
    try {
      if (reply.statusCode >= 500) {
        await db.delete(idempotencyKeys).where(ofKey);
        return payload;
      }
      const response = typeof payload === 'string' && payload !== '' ? JSON.parse(payload) : null;
      await db.update(idempotencyKeys).set({ statusCode: reply.statusCode, response }).where(ofKey);
    } catch (error) {
      return hookFailureAnswer(request, reply, error);
    }
    return payload;
  });
}

/** Forgets answers older than a day. */
export async function purgeIdempotencyKeys(db: Db, now: Date): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, sql`${new Date(now.getTime() - KEPT_FOR_MS).toISOString()}`));
}
