import { setTimeout as sleep } from 'node:timers/promises';
import type { JWT } from 'google-auth-library';
import { z } from 'zod';
import type { CallObserver } from '../calls.ts';
import type { IntegrationFailure } from '../http.ts';
import { GoogleApiError, RATE_LIMIT_REASONS } from './google-error.ts';
import { forgetToken } from './service-account.ts';

// Every call to a Google API goes through here: Google's libraries make the request (their own
// retries off), and this retries what Google asks to be retried — 429, 5xx, a 403 whose reason is a
// rate limit, a timeout or a lost connection — with exponential backoff and jitter, within a bound of
// attempts and of total time; then tells the system's observer the outcome.

export interface GooglePolicy {
  /** Limit of one attempt, in milliseconds. */
  timeoutMs: number;
  /** Attempts in all, the first included. */
  attempts: number;
  /** First pause between attempts; it doubles with each retry, with jitter. */
  backoffMs: number;
  /** Longest pause. */
  maxDelayMs: number;
  /** No retry starts later than this after the first attempt. */
  totalMs: number;
}

export const defaultGooglePolicy: GooglePolicy = {
  timeoutMs: 15_000,
  attempts: 5,
  backoffMs: 500,
  maxDelayMs: 8_000,
  totalMs: 30_000,
};

export interface GoogleCallOptions {
  /** The system as the log names it, e.g. 'Google Directory'. */
  system: string;
  /** The system as staff know it, e.g. 'Google Cloud Storage'. */
  service: string;
  /** The client's JWT client: a 401 makes it forget its token, once a call. */
  auth: JWT;
  policy?: Partial<GooglePolicy>;
  calls?: CallObserver | undefined;
}

/** A refusal the caller handles itself (a 404 lookup, a 409 "already exists"): the system answered. */
export class Refusal {
  readonly status: number;
  constructor(status: number) {
    this.status = status;
  }
}

interface Failure {
  failure: IntegrationFailure;
  status?: number;
  reason?: string;
}

const ZApiError = z.object({
  error: z.object({
    code: z.number().optional(),
    status: z.string().optional(),
    errors: z.array(z.object({ reason: z.string().optional() })).optional(),
  }),
});
/** The token endpoint answers in OAuth's shape instead. */
const ZOAuthError = z.object({ error: z.string() });
const ZStorageError = z.object({
  code: z.number().int(),
  errors: z.array(z.object({ reason: z.string().optional() })).optional(),
});

const NETWORK_CODES = [
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'EHOSTUNREACH',
  'UND_ERR_SOCKET',
];

/** Google's error body, wherever the library left it: parsed, as text, or as the error's message. */
function bodyOf(error: Record<string, unknown>): unknown {
  const response = error.response as { data?: unknown; body?: unknown } | undefined;
  for (const candidate of [response?.data, response?.body, error.message]) {
    if (typeof candidate === 'object' && candidate !== null) return candidate;
    if (typeof candidate === 'string' && candidate.trimStart().startsWith('{')) {
      try {
        return JSON.parse(candidate);
      } catch {
        // Not JSON after all: the next candidate.
      }
    }
  }
  return undefined;
}

/** What went wrong, read from the errors of gaxios (Directory, Sheets, tokens) and of Cloud Storage. */
function failureOf(thrown: unknown): Failure | undefined {
  if (typeof thrown !== 'object' || thrown === null) return undefined;
  const error = thrown as Record<string, unknown>;
  const response = error.response as { status?: unknown; statusCode?: unknown } | undefined;
  const storage = ZStorageError.safeParse(error);
  const status =
    typeof response?.status === 'number'
      ? response.status
      : typeof response?.statusCode === 'number'
        ? response.statusCode
        : storage.success && storage.data.code >= 400
          ? storage.data.code
          : undefined;
  if (status !== undefined) {
    const body = bodyOf(error);
    const api = ZApiError.safeParse(body);
    const oauth = ZOAuthError.safeParse(body);
    const reason = api.success
      ? (api.data.error.errors?.find((e) => e.reason)?.reason ?? api.data.error.status)
      : oauth.success
        ? oauth.data.error
        : storage.success
          ? storage.data.errors?.find((e) => e.reason)?.reason
          : undefined;
    return { failure: 'status', status, reason };
  }
  const code = String(error.code ?? '');
  const name = String(error.name ?? '');
  const cause = error.cause as { name?: unknown; code?: unknown } | undefined;
  if (
    name === 'TimeoutError' ||
    code === 'TimeoutError' ||
    code === 'ETIMEDOUT' ||
    error.type === 'request-timeout' ||
    cause?.name === 'TimeoutError'
  ) {
    return { failure: 'timeout' };
  }
  if (
    NETWORK_CODES.includes(code) ||
    NETWORK_CODES.includes(String(cause?.code ?? '')) ||
    name === 'GaxiosError' ||
    name === 'FetchError' ||
    error.type === 'system'
  ) {
    return { failure: 'network' };
  }
  return undefined;
}

const retryable = ({ failure, status, reason }: Failure) =>
  failure !== 'answer' &&
  (status === undefined ||
    status === 408 ||
    status === 429 ||
    status >= 500 ||
    (status === 403 && reason !== undefined && RATE_LIMIT_REASONS.includes(reason)));

export type GoogleCall = <T>(
  operation: string,
  run: () => Promise<unknown>,
  schema: z.ZodType<T>,
  handled?: readonly number[],
) => Promise<T | Refusal>;

/** A call that handles no refusal: its answer, or an error. */
export type GoogleRead = <T>(
  operation: string,
  run: () => Promise<unknown>,
  schema: z.ZodType<T>,
) => Promise<T>;

/**
 * The calls of one Google client. `run` makes one attempt and resolves with Google's answer (for
 * gaxios, the response: its `data` is read); the answer is read with `schema`. A status in `handled`
 * resolves as a Refusal. A 401 once makes the auth client forget its token and tries again at once.
 */
export function googleCaller(options: GoogleCallOptions): {
  call: GoogleCall;
  read: GoogleRead;
  policy: GooglePolicy;
} {
  const policy = { ...defaultGooglePolicy, ...options.policy };
  const fail = (operation: string, failure: Failure, attempts: number) =>
    new GoogleApiError({ system: options.system, service: options.service, operation, ...failure, attempts });

  const call: GoogleCall = async (operation, run, schema, handled = []) => {
    const started = Date.now();
    let renewed = false;
    for (let attempt = 1; ; attempt++) {
      let failure: Failure | undefined;
      let answer: unknown;
      try {
        answer = await run();
      } catch (thrown) {
        failure = failureOf(thrown);
        if (!failure) {
          options.calls?.failed(thrown);
          throw thrown;
        }
      }
      if (!failure) {
        const data = typeof answer === 'object' && answer !== null && 'data' in answer ? answer.data : answer;
        const parsed = schema.safeParse(data);
        if (parsed.success) {
          options.calls?.succeeded();
          return parsed.data;
        }
        const error = fail(operation, { failure: 'answer', status: 200 }, attempt);
        options.calls?.failed(error);
        throw error;
      }
      if (failure.status === 401 && !renewed) {
        renewed = true;
        forgetToken(options.auth);
        attempt--;
        continue;
      }
      if (failure.status !== undefined && handled.includes(failure.status)) {
        options.calls?.succeeded();
        return new Refusal(failure.status);
      }
      const delay = Math.min(policy.maxDelayMs, policy.backoffMs * 2 ** (attempt - 1));
      const jittered = delay / 2 + Math.random() * (delay / 2);
      if (
        retryable(failure) &&
        attempt < policy.attempts &&
        Date.now() - started + jittered <= policy.totalMs
      ) {
        await sleep(jittered);
        continue;
      }
      const error = fail(operation, failure, attempt);
      options.calls?.failed(error);
      throw error;
    }
  };
  const read: GoogleRead = async (operation, run, schema) =>
    // Nothing is handled, so no Refusal can come back; the type does not know that.
    (await call(operation, run, schema)) as Awaited<ReturnType<typeof schema.parse>>;
  return { call, read, policy };
}
