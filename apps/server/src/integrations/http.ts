import ky, { isHTTPError, isNetworkError, isTimeoutError } from 'ky';
import type { z } from 'zod';
import type { CallObserver } from './calls.ts';

/** How one integration's HTTP calls are bounded. */
export interface HttpPolicy {
  /** Limit of one attempt, headers and body included. */
  timeoutMs: number;
  /** Further attempts after a transient failure (network error, timeout, 408, 429, 5xx). */
  retries: number;
  /** First pause between attempts; it doubles with each retry, with jitter. */
  backoffMs: number;
  /** Longest pause; a Retry-After asking for more ends the retries. */
  maxDelayMs: number;
}

export const defaultHttpPolicy: HttpPolicy = {
  timeoutMs: 10_000,
  retries: 2,
  backoffMs: 250,
  maxDelayMs: 5_000,
};

export type IntegrationFailure = 'timeout' | 'network' | 'status' | 'answer';

/** Systems whose name in the log is not the one staff know them by. */
const NAMES_FOR_STAFF: Record<string, string> = {
  'identity provider': 'Inloggningstjänsten',
  Campus: 'Campusplattformen',
};

/**
 * What a person at the screen is told of a failed call, by kind of failure: what happened and what to
 * do, in Swedish, never a URL, a body or a credential. Errors of systems with words of their own (Visma,
 * Google, 46elks, Freshservice) carry a `userMessage` that says more.
 */
export function integrationUserMessage(details: {
  system: string;
  failure: IntegrationFailure;
  status?: number | undefined;
}): string {
  const { failure, status } = details;
  const name = NAMES_FOR_STAFF[details.system] ?? details.system;
  if (failure === 'timeout') return `${name} svarade inte i tid. Försök igen om en stund.`;
  if (failure === 'network') {
    return `Kansli når inte ${name}. Försök igen om en stund; kvarstår felet, be driften kontrollera adressen och nätverket.`;
  }
  if (failure === 'answer') {
    return `${name} svarade med något som Kansli inte kan läsa. Försök igen om en stund, och kontakta systemförvaltaren om felet kvarstår.`;
  }
  if (status === undefined || status >= 500 || status === 408) {
    return `${name} svarar inte just nu. Försök igen om en stund.`;
  }
  if (status === 429) return `${name} tar inte emot fler anrop just nu. Försök igen om en stund.`;
  if (status === 401 || status === 403) {
    return `${name} nekade Kansli åtkomst. Be en administratör kontrollera Kanslis inloggningsuppgifter för ${name}.`;
  }
  if (status === 404) {
    return `${name} hittade inte det Kansli frågade efter. Kontrollera uppgifterna och försök igen.`;
  }
  return `${name} avvisade uppgifterna från Kansli. Kontrollera uppgifterna och försök igen; kvarstår felet, kontakta systemförvaltaren.`;
}

/**
 * A call to an outside system that failed. The message names the system, the operation and the
 * status; never a URL, a body or a token, which may carry personal data.
 */
export class IntegrationError extends Error {
  override name = 'IntegrationError';
  readonly system: string;
  readonly operation: string;
  readonly failure: IntegrationFailure;
  /** The system's HTTP status, when it answered. */
  readonly status: number | undefined;
  readonly attempts: number;

  constructor(
    details: {
      system: string;
      operation: string;
      failure: IntegrationFailure;
      status?: number;
      attempts: number;
    },
    options?: ErrorOptions,
  ) {
    const what = {
      timeout: 'timed out',
      network: 'could not connect',
      status: `answered HTTP ${details.status}`,
      answer: `answered HTTP ${details.status} with an unexpected body`,
    }[details.failure];
    const tries = details.attempts === 1 ? '1 attempt' : `${details.attempts} attempts`;
    super(`${details.system}: ${details.operation} ${what} (${tries})`, options);
    this.system = details.system;
    this.operation = details.operation;
    this.failure = details.failure;
    this.status = details.status;
    this.attempts = details.attempts;
  }
}

/** A request without a signal (the helper sets the timeout) and with a body that can be sent again. */
export interface IntegrationRequestInit extends Omit<RequestInit, 'signal' | 'body'> {
  body?: string | URLSearchParams | FormData | Blob;
  /** Statuses besides 2xx that the caller handles itself (a 404 lookup, a 409 "already exists"). */
  accept?: readonly number[];
  /** Retry this call although its method is not idempotent (it carries its own idempotency key). */
  idempotent?: boolean;
}

export interface IntegrationHttp {
  fetch(operation: string, url: string | URL, init?: IntegrationRequestInit): Promise<Response>;
  /** Fetches and parses the JSON answer with the schema of what Kansli reads from it. */
  json<T>(
    operation: string,
    url: string | URL,
    schema: z.ZodType<T>,
    init?: IntegrationRequestInit,
  ): Promise<T>;
}

const EVERY_METHOD = ['get', 'head', 'options', 'put', 'delete', 'post', 'patch'];
const TRANSIENT_STATUSES = [408, 429, 500, 502, 503, 504];

function retryAfterMs(response: Response): number | undefined {
  const value = response.headers.get('retry-after');
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

/**
 * Ky's fetch with a timeout per attempt and bounded retries with jittered exponential backoff, and
 * errors that name the system. Ky's own errors are not passed on: their messages hold the URL. The
 * observer hears how each call ended, after its retries.
 */
export function integrationHttp(
  system: string,
  policy: Partial<HttpPolicy> = {},
  calls?: CallObserver,
): IntegrationHttp {
  const { timeoutMs, retries, backoffMs, maxDelayMs } = { ...defaultHttpPolicy, ...policy };

  const send = async (operation: string, url: string | URL, init: IntegrationRequestInit = {}) => {
    const { accept = [], idempotent, ...requestInit } = init;
    let attempts = 1;
    const fail = (failure: IntegrationFailure, status?: number) =>
      new IntegrationError({ system, operation, failure, status, attempts });
    try {
      const response = await ky(url, {
        ...requestInit,
        timeout: timeoutMs,
        throwHttpErrors: (status) => !accept.includes(status),
        retry: {
          limit: retries,
          ...(idempotent ? { methods: EVERY_METHOD } : {}),
          statusCodes: TRANSIENT_STATUSES,
          afterStatusCodes: [429, 503],
          delay: (attempt) => backoffMs * 2 ** (attempt - 1),
          backoffLimit: maxDelayMs,
          jitter: (delay) => delay / 2 + Math.random() * (delay / 2),
          retryOnTimeout: true,
          // A system asking to be left alone for longer than the longest pause is not asked again.
          shouldRetry: ({ error }) => {
            if (!isHTTPError(error)) return undefined;
            return (retryAfterMs(error.response) ?? 0) > maxDelayMs ? false : undefined;
          },
        },
        hooks: {
          beforeRetry: [
            () => {
              attempts++;
            },
          ],
        },
      });
      return { response, attempts };
    } catch (error) {
      if (isHTTPError(error)) throw fail('status', error.response.status);
      if (isTimeoutError(error)) throw fail('timeout');
      if (isNetworkError(error)) throw fail('network');
      throw error;
    }
  };

  const json = async <T>(
    operation: string,
    url: string | URL,
    schema: z.ZodType<T>,
    init?: IntegrationRequestInit,
  ): Promise<T> => {
    const { response, attempts } = await send(operation, url, init);
    const fail = (failure: IntegrationFailure, cause?: Error) =>
      new IntegrationError({ system, operation, failure, status: response.status, attempts }, { cause });
    // No cause from the JSON parser: its message quotes the body, which may name people.
    const body: unknown = await response.json().catch((error: unknown) => {
      throw fail(error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'answer');
    });
    const parsed = schema.safeParse(body);
    // Only the paths of what is wrong, never the values.
    if (!parsed.success) {
      throw fail('answer', new Error(parsed.error.issues.map((issue) => issue.path.join('.')).join(', ')));
    }
    return parsed.data;
  };

  // The observer hears the call's end once, after the retries and, for JSON, after the answer was read.
  const observed = async <T>(call: Promise<T>): Promise<T> => {
    let result: T;
    try {
      result = await call;
    } catch (error) {
      calls?.failed(error);
      throw error;
    }
    calls?.succeeded();
    return result;
  };

  return {
    fetch: async (operation, url, init) => (await observed(send(operation, url, init))).response,
    json: (operation, url, schema, init) => observed(json(operation, url, schema, init)),
  };
}

/** The helper with its failures turned into a system's own error (which says them in Swedish). */
export function withOwnErrors(
  http: IntegrationHttp,
  own: (error: IntegrationError) => Error,
): IntegrationHttp {
  const rethrow = (error: unknown): never => {
    throw error instanceof IntegrationError ? own(error) : error;
  };
  return {
    fetch: (operation, url, init) => http.fetch(operation, url, init).catch(rethrow),
    json: (operation, url, schema, init) => http.json(operation, url, schema, init).catch(rethrow),
  };
}
