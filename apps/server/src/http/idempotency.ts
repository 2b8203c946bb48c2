import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Clock } from '../context/clock.ts';
import type { KeyedTransactions } from '../context/request-context.ts';
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
    idempotencyKey: HeldKey | null;
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

/** What a request's transactions committed, by their order in the request: `{ value }`, dates tagged. */
type Committed = Record<string, { value?: unknown }>;

const DATE_TAG = '$date';

function keptValue(value: unknown): { value?: unknown } {
  // The replacer sees a date after its toJSON; the holder still has the date itself.
  const text = JSON.stringify({ value }, function (this: Record<string, unknown>, key, seen) {
    const raw = this[key];
    return raw instanceof Date ? { [DATE_TAG]: raw.toISOString() } : seen;
  });
  return JSON.parse(text);
}

function revivedValue(kept: { value?: unknown }): unknown {
  return JSON.parse(JSON.stringify(kept), (_key, value) =>
    value &&
    typeof value === 'object' &&
    Object.keys(value).length === 1 &&
    typeof value[DATE_TAG] === 'string'
      ? new Date(value[DATE_TAG])
      : value,
  ).value;
}

const committedOf = (response: unknown): Committed =>
  (response as { committed?: Committed } | null)?.committed ?? {};

interface HeldKey {
  personId: number;
  key: string;
  /** When this request claimed the key; a request that took it over since holds another time. */
  claimedAt: Date;
}

const ofKey = (held: { personId: number; key: string }) =>
  and(eq(idempotencyKeys.personId, held.personId), eq(idempotencyKeys.key, held.key));
const stillHeldBy = (held: HeldKey) =>
  and(ofKey(held), isNull(idempotencyKeys.statusCode), eq(idempotencyKeys.createdAt, held.claimedAt));

class KeyTakenOver extends Error {
  constructor() {
    super('Another request took over this Idempotency-Key');
  }
}

/**
 * The transactions of a request holding a key. Each writes what it returns into the key's row in
 * itself, so the row says exactly what committed. A retry replays the request: a transaction that
 * committed before answers its kept result and runs nothing; one that did not, runs.
 */
function keyedTransactions(held: HeldKey, committed: Committed): KeyedTransactions {
  let next = 0;
  return {
    async run<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
      const index = String(next++);
      const earlier = committed[index];
      if (earlier) return revivedValue(earlier) as T;
      let kept: Committed = committed;
      const result = await db.transaction(async (tx) => {
        const value = await work(tx);
        kept = { ...committed, [index]: keptValue(value) };
        const [stored] = await tx
          .update(idempotencyKeys)
          .set({ response: { committed: kept } })
          .where(stillHeldBy(held))
          .returning({ key: idempotencyKeys.key });
        // A request taken for dead may not write beside the one that took its key over.
        if (!stored) throw new KeyTakenOver();
        return value;
      });
      Object.assign(committed, kept);
      return result;
    },
  };
}

/**
 * Every POST made with a session honours an `Idempotency-Key` header: the first request with a key does
 * the work and its answer is kept; a repeat with the same key and request gets that answer again and
 * writes nothing (a repeat arriving while the first still runs waits for it); the same key with
 * another request is a 422. What the request's transactions return is kept in the same transactions
 * (`ctx.transaction`), so a write that committed while its answer was lost is not made again: the
 * retry runs the request with those transactions answering what they returned.
 */
export function registerIdempotency(app: FastifyInstance, { db, clock }: { db: Db; clock: Clock }) {
  app.decorateRequest('idempotencyKey', null);

  const hold = (request: FastifyRequest, held: HeldKey, response: unknown) => {
    request.idempotencyKey = held;
    request.ctx = request.ctx?.holdingKey(keyedTransactions(held, { ...committedOf(response) })) ?? null;
  };

  app.addHook('preHandler', async (request, reply) => {
    const header = request.headers[IDEMPOTENCY_HEADER];
    if (request.method !== 'POST' || header === undefined || !request.ctx) return;
    if (request.routeOptions.config.idempotentByItself) return;
    if (typeof header !== 'string' || !KEY_PATTERN.test(header)) {
      throw badRequest('Idempotency-Key: 1–200 visible ASCII characters');
    }
    const personId = request.ctx.actor.realPersonId;
    const hash = requestHash(request);
    const key = { personId, key: header };
    const deadline = Date.now() + WAIT_FOR_FIRST_MS;
    for (;;) {
      const now = clock.now();
      const [claimed] = await db
        .insert(idempotencyKeys)
        .values({ personId, key: header, requestHash: hash, createdAt: now })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (claimed) return hold(request, { ...key, claimedAt: now }, null);
      const [first] = await db.select().from(idempotencyKeys).where(ofKey(key));
      if (!first) continue;
      if (first.requestHash !== hash) {
        throw new HttpError(422, 'Idempotency-Key was used before with another request');
      }
      if (first.statusCode !== null) {
        return reply.status(first.statusCode).header(REPLAYED_HEADER, 'true').send(first.response);
      }
      if (now.getTime() - first.createdAt.getTime() > ABANDONED_AFTER_MS) {
        // Waits for a transaction of the first request that is committing, and reads what it kept.
        const [taken] = await db
          .update(idempotencyKeys)
          .set({ createdAt: now })
          .where(stillHeldBy({ ...key, claimedAt: first.createdAt }))
          .returning({ response: idempotencyKeys.response });
        if (taken) return hold(request, { ...key, claimedAt: now }, taken.response);
      }
      if (Date.now() > deadline)
        throw new HttpError(
          409,
          'Samma ändring håller redan på att sparas. Vänta en stund och ladda om sidan för att se om den gick igenom.',
        );
      await sleep(POLL_MS);
    }
  });

  // The answer is kept before it leaves. A failure of the server's own (5xx) frees the key, so the
  // client's retry runs again: the row goes when nothing of the request committed; when something
  // did, it is left for the retry to take over at once, and to answer what committed.
  app.addHook('onSend', async (request, reply, payload) => {
    const held = request.idempotencyKey;
    if (!held) return payload;
    request.idempotencyKey = null;
    try {
      if (reply.statusCode >= 500) {
        await db.delete(idempotencyKeys).where(and(stillHeldBy(held), isNull(idempotencyKeys.response)));
        await db
          .update(idempotencyKeys)
          .set({ createdAt: new Date(held.claimedAt.getTime() - ABANDONED_AFTER_MS - 1) })
          .where(stillHeldBy(held));
        return payload;
      }
      const response = typeof payload === 'string' && payload !== '' ? JSON.parse(payload) : null;
      await db
        .update(idempotencyKeys)
        .set({ statusCode: reply.statusCode, response })
        .where(stillHeldBy(held));
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
