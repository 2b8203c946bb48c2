import { DrizzleQueryError } from 'drizzle-orm';

// What the server may say of a database error: its codes, never its message or parameters, which can
// hold the values of the query (civic numbers, names).

interface ErrorLike {
  name?: unknown;
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  routine?: unknown;
  stack?: unknown;
}

/** The error, and the driver's error inside it when Drizzle wrapped one; other causes are not followed. */
function chainOf(error: unknown): ErrorLike[] {
  if (!error || typeof error !== 'object') return [];
  const outer = error as ErrorLike;
  const inner = error instanceof DrizzleQueryError ? outer.cause : undefined;
  return inner && typeof inner === 'object' ? [outer, inner as ErrorLike] : [outer];
}

const isDriverError = (e: ErrorLike) => typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code);
const isQueryError = (e: ErrorLike) => e instanceof DrizzleQueryError || isDriverError(e);

// Connection exceptions (class 08), and the server shutting down or starting up.
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[1-3])$/;
const UNAVAILABLE_NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND']);
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Client was closed and is not queryable',
];

/** Whether the database could not be reached, rather than refusing the query. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return chainOf(error).some((e) => {
    if (
      typeof e.code === 'string' &&
      (UNAVAILABLE_SQLSTATE.test(e.code) || UNAVAILABLE_NODE_CODES.has(e.code))
    ) {
      return true;
    }
    const message = typeof e.message === 'string' ? e.message : '';
    return UNAVAILABLE_MESSAGES.some((known) => message.startsWith(known));
  });
}

/** Fields of an error safe for the log: for a query error its SQLSTATE and where it arose, for others its message. */
export function safeErrorFields(error: unknown): Record<string, unknown> {
  const chain = chainOf(error);
  const outer = chain[0] ?? {};
  if (chain.some(isQueryError)) {
    const driver = chain.find(isDriverError) ?? chain.find((e) => typeof e.code === 'string') ?? {};
    return {
      type: 'DatabaseError',
      code: driver.code,
      constraint: driver.constraint,
      table: driver.table,
      column: driver.column,
      routine: driver.routine,
    };
  }
  return {
    type: typeof outer.name === 'string' ? outer.name : 'Error',
    code: outer.code,
    message: outer.message,
    stack: outer.stack,
  };
}
