import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.ts';
import { integrationSecrets } from '../../db/schema/integrations.ts';
import type { SecretBox } from '../secret-box.ts';
import { VismaConnectionError } from './errors.ts';

// Visma's tokens, kept sealed in integration_secrets (one row per kind of secret), so every instance
// and every restart goes on with the newest. Visma rotates the refresh token on every use, so a refresh
// is made by one instance at a time: on PostgreSQL it holds an advisory lock, reads the stored tokens
// again under it and refreshes only if they are still stale, and the instances that waited use the new
// access token. PGlite belongs to one process, whose open transaction would keep every other query
// waiting: there the tokens are held in the process (per database and key), one refresh at a time,
// and written behind.

export interface VismaTokens {
  accessToken: string;
  /** When the access token stops working, in milliseconds since the epoch. */
  expiresAt: number;
  refreshToken: string;
}

export interface VismaTokenStore {
  /**
   * A working access token: the stored one while fresh and not the one Visma just `rejected`; else,
   * once across every instance, `refresh` is given the stored refresh token and its answer is kept.
   */
  accessToken(refresh: (refreshToken: string) => Promise<VismaTokens>, rejected?: string): Promise<string>;
  /** Keeps the tokens of a new connection in place of any earlier ones. */
  replace(tokens: VismaTokens | { refreshToken: string }): Promise<void>;
  /** Remembers a connection begun by the session (by a key of it) and answers its `state`. */
  beginConnection(sessionKey: string): Promise<string>;
  /** Whether `state` is that of the connection the session began, still fresh; it is used up either way. */
  takeConnection(state: string, sessionKey: string): Promise<boolean>;
}

const REFRESH = 'visma';
const ACCESS = 'visma-access';
const CONNECTION = 'visma-connect';
/** A token with less than this left is refreshed before use rather than sent to fail. */
const FRESH_MARGIN_MS = 60_000;
/** How long the browser has to come back from Visma's consent page. */
const CONNECTION_MS = 10 * 60_000;
/** The advisory lock key of the refresh ('Vism' in ASCII); no other lock of Kansli uses it. */
const REFRESH_LOCK = 0x5669736d;

interface Access {
  token: string;
  expiresAt: number;
}
interface Stored {
  refreshToken: string | undefined;
  access: Access | undefined;
}

const isFresh = (access: Access | undefined, rejected: string | undefined): access is Access =>
  access !== undefined && access.token !== rejected && access.expiresAt - FRESH_MARGIN_MS > Date.now();

const hashOf = (text: string) => createHash('sha256').update(text).digest();

async function readStored(db: Db, box: SecretBox): Promise<Stored> {
  const rows = await db
    .select()
    .from(integrationSecrets)
    .where(inArray(integrationSecrets.system, [REFRESH, ACCESS]));
  // A secret sealed with another key (a lost key) is as good as none: Visma must be connected again.
  const open = (system: string) => {
    const row = rows.find((r) => r.system === system);
    try {
      return row && box.open(system, row.sealed);
    } catch {
      return undefined;
    }
  };
  const access = open(ACCESS);
  return { refreshToken: open(REFRESH), access: access ? (JSON.parse(access) as Access) : undefined };
}

async function writeStored(db: Db, box: SecretBox, stored: Stored): Promise<void> {
  const upsert = async (system: string, secret: string | undefined) => {
    if (secret === undefined) {
      await db.delete(integrationSecrets).where(eq(integrationSecrets.system, system));
      return;
    }
    const sealed = box.seal(system, secret);
    await db
      .insert(integrationSecrets)
      .values({ system, sealed })
      .onConflictDoUpdate({ target: integrationSecrets.system, set: { sealed, updatedAt: sql`now()` } });
  };
  await upsert(REFRESH, stored.refreshToken);
  await upsert(ACCESS, stored.access && JSON.stringify(stored.access));
}

const storedOf = (tokens: VismaTokens | { refreshToken: string }): Stored => ({
  refreshToken: tokens.refreshToken,
  access: 'accessToken' in tokens ? { token: tokens.accessToken, expiresAt: tokens.expiresAt } : undefined,
});

/** Where the stored tokens are read and written one instance at a time. */
type Exclusively = <T>(
  work: (tokens: { read(): Promise<Stored>; write(stored: Stored): Promise<void> }) => Promise<T>,
) => Promise<T>;

function postgresExclusively(db: Db, box: SecretBox): Exclusively {
  return (work) =>
    db.transaction(async (tx) => {
      // Held until the transaction ends, so the next instance reads what this one wrote.
      await tx.execute(sql`select pg_advisory_xact_lock(${REFRESH_LOCK})`);
      return work({ read: () => readStored(tx, box), write: (stored) => writeStored(tx, box, stored) });
    });
}

interface Cell {
  stored: Stored;
  turn: Promise<unknown>;
  written: Promise<void>;
}

/**
 * The tokens of a PGlite database, held by its one process: one cell per database and key (a secret
 * sealed with another key cannot be read anyway), and one refresh at a time through it.
 */
const pgliteCells = new WeakMap<Db, WeakMap<SecretBox, Cell>>();

/** A database not migrated yet (the first start connects before it migrates) holds no tokens. */
const isUndefinedTable = (error: unknown) => {
  const { code, cause } = error as { code?: unknown; cause?: { code?: unknown } };
  return (cause?.code ?? code) === '42P01';
};

async function pgliteExclusively(db: Db, box: SecretBox): Promise<Exclusively> {
  const cells = pgliteCells.get(db) ?? new WeakMap<SecretBox, Cell>();
  pgliteCells.set(db, cells);
  let cell = cells.get(box);
  if (!cell) {
    const stored = await readStored(db, box).catch((error: unknown) => {
      if (isUndefinedTable(error)) return { refreshToken: undefined, access: undefined };
      throw error;
    });
    cell = { stored, turn: Promise.resolve(), written: Promise.resolve() };
    cells.set(box, cell);
  }
  const held = cell;
  return (work) => {
    const run = held.turn.then(() =>
      work({
        read: async () => held.stored,
        write: async (stored) => {
          held.stored = stored;
          // Written once the database is free: a request's open transaction may hold it now.
          // A failed write loses nothing while the process runs, and the next write carries the newest.
          held.written = held.written.then(() => writeStored(db, box, stored)).catch(() => undefined);
        },
      }),
    );
    held.turn = run.catch(() => undefined);
    return run;
  };
}

/**
 * The tokens in the database. The refresh token of a first connection made outside Kansli (from the
 * configuration) is used while none is stored.
 */
export async function vismaTokenStore(
  database: Pick<Database, 'db' | 'kind'>,
  box: SecretBox,
  initialRefreshToken?: string,
): Promise<VismaTokenStore> {
  const { db } = database;
  const exclusively =
    database.kind === 'postgres' ? postgresExclusively(db, box) : await pgliteExclusively(db, box);
  let known: Access | undefined;
  let refreshing: Promise<string> | undefined;

  return {
    accessToken(refresh, rejected) {
      if (isFresh(known, rejected)) return Promise.resolve(known.token);
      // One refresh at a time in this process too; the calls waiting for it share its answer.
      refreshing ??= exclusively(async (tokens) => {
        const stored = await tokens.read();
        if (isFresh(stored.access, rejected)) return stored.access;
        const refreshToken = stored.refreshToken ?? initialRefreshToken;
        if (!refreshToken) throw new VismaConnectionError('Visma: no refresh token is stored');
        const next = await refresh(refreshToken);
        const access = { token: next.accessToken, expiresAt: next.expiresAt };
        await tokens.write({ refreshToken: next.refreshToken, access });
        return access;
      })
        .then((access) => {
          known = access;
          return access.token;
        })
        .finally(() => {
          refreshing = undefined;
        });
      return refreshing;
    },
    async replace(tokens) {
      await exclusively((stored) => stored.write(storedOf(tokens)));
      known = storedOf(tokens).access;
    },
    async beginConnection(sessionKey) {
      const state = randomBytes(32).toString('base64url');
      const pending = {
        state: hashOf(state).toString('base64url'),
        session: hashOf(sessionKey).toString('base64url'),
        expiresAt: Date.now() + CONNECTION_MS,
      };
      const sealed = box.seal(CONNECTION, JSON.stringify(pending));
      await db
        .insert(integrationSecrets)
        .values({ system: CONNECTION, sealed })
        .onConflictDoUpdate({ target: integrationSecrets.system, set: { sealed, updatedAt: sql`now()` } });
      return state;
    },
    async takeConnection(state, sessionKey) {
      // Deleted as it is read: a state is good for one callback only.
      const [row] = await db
        .delete(integrationSecrets)
        .where(eq(integrationSecrets.system, CONNECTION))
        .returning({ sealed: integrationSecrets.sealed });
      if (!row) return false;
      let pending: { state: string; session: string; expiresAt: number };
      try {
        pending = JSON.parse(box.open(CONNECTION, row.sealed));
      } catch {
        return false;
      }
      const same = (stored: string, given: string) => {
        const expected = Buffer.from(stored, 'base64url');
        const actual = hashOf(given);
        return expected.length === actual.length && timingSafeEqual(expected, actual);
      };
      return (
        pending.expiresAt > Date.now() && same(pending.state, state) && same(pending.session, sessionKey)
      );
    },
  };
}
