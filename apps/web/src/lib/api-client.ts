import { reloadApp } from './reload-app.ts';

/** localStorage key holding the id of the person being ghosted; set, every call carries `ghost_as`. */
export const GHOST_AS_STORAGE_KEY = 'ghost_as';

/** The server's CSRF rule: every non-GET request must carry this header (we send it on all). */
const CSRF_HEADER = { 'X-Requested-With': 'kansli' };

export class ApiError extends Error {
  readonly statusCode: number;
  /** True when the message came from the server's `{ error: { statusCode, message } }` body. */
  readonly fromErrorBody: boolean;
  /** On a 409: the id of what exists already, when the server names it. */
  readonly existingId: number | undefined;

  constructor(statusCode: number, message: string, fromErrorBody: boolean, existingId?: number) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.fromErrorBody = fromErrorBody;
    this.existingId = existingId;
  }
}

/** The generic error notice text of spec section 8. */
export function errorNoticeText(error: unknown): string {
  if (error instanceof ApiError && error.fromErrorBody) return `ERROR ${error.statusCode}: ${error.message}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

export function isApiError(error: unknown, statusCode?: number): error is ApiError {
  return error instanceof ApiError && (statusCode === undefined || error.statusCode === statusCode);
}

type QueryValue = string | number | boolean | null | undefined;
type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type ApiRequestOptions = {
  method?: HttpMethod;
  /** Sent as JSON, or as is when it is FormData. */
  body?: unknown;
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** 'blob' for a file's bytes; otherwise the answer is read as JSON (or text). */
  responseType?: 'json' | 'blob';
};

export type ApiCallOptions = Omit<ApiRequestOptions, 'method' | 'body'>;

export async function apiFetch<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json', ...CSRF_HEADER, ...options.headers };
  let requestBody: BodyInit | undefined;
  if (body instanceof FormData) {
    requestBody = body;
  } else if (body !== undefined) {
    requestBody = JSON.stringify(body);
    headers['Content-Type'] = 'application/json';
  }

  const url = buildUrl(path, query);
  let response: Response;
  try {
    response = await fetch(url, { method, headers, body: requestBody, credentials: 'include', signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, `${method} ${url} misslyckades: servern svarar inte`, false);
  }
  if (!response.ok) {
    const { error, endsGhosting } = await errorFromResponse(response, method, url);
    // The server ended the ghosting (its time limit), whichever call it answered: back as the user,
    // as on a refused ghost_as; nothing waits for an answer the reload throws away.
    if (endsGhosting && forgetEndedGhosting()) return new Promise<never>(() => {});
    throw error;
  }
  if (options.responseType === 'blob') return (await response.blob()) as T;
  // The shape is the endpoint's contract; each api/ file names it.
  return (await readBody(response)) as T;
}

/**
 * Each POST is one user action and carries a key of its own (`Idempotency-Key`): should it be sent
 * again, the server answers the first answer instead of creating twice. A caller that may send the
 * same action more than once (a form submitted again after an error of the network) passes its key.
 */
export type PostOptions = ApiCallOptions & { idempotencyKey?: string };

export const api = {
  get: <T>(path: string, options?: ApiCallOptions) => apiFetch<T>(path, { ...options, method: 'GET' }),
  post: <T = void>(path: string, body?: unknown, { idempotencyKey, ...options }: PostOptions = {}) =>
    apiFetch<T>(path, {
      ...options,
      method: 'POST',
      body,
      headers: { 'Idempotency-Key': idempotencyKey ?? crypto.randomUUID(), ...options.headers },
    }),
  put: <T = void>(path: string, body?: unknown, options?: ApiCallOptions) =>
    apiFetch<T>(path, { ...options, method: 'PUT', body }),
  patch: <T = void>(path: string, body?: unknown, options?: ApiCallOptions) =>
    apiFetch<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T = void>(path: string, options?: ApiCallOptions) =>
    apiFetch<T>(path, { ...options, method: 'DELETE' }),
};

function buildUrl(path: string, query: Record<string, QueryValue> | undefined): string {
  const url = new URL(path, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  const ghostAs = window.localStorage.getItem(GHOST_AS_STORAGE_KEY);
  if (ghostAs) url.searchParams.set('ghost_as', ghostAs);
  return `${url.pathname}${url.search}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  const isJson = response.headers.get('Content-Type')?.includes('json') ?? false;
  return isJson ? JSON.parse(text) : text;
}

/** Forgets the ghosted person and reloads; false when none was stored, so it cannot reload twice. */
function forgetEndedGhosting(): boolean {
  if (window.localStorage.getItem(GHOST_AS_STORAGE_KEY) === null) return false;
  window.localStorage.removeItem(GHOST_AS_STORAGE_KEY);
  reloadApp();
  return true;
}

async function errorFromResponse(
  response: Response,
  method: HttpMethod,
  url: string,
): Promise<{ error: ApiError; endsGhosting: boolean }> {
  const errorObject = parseErrorObject(await response.text().catch(() => ''));
  if (errorObject) {
    const { statusCode, message, id, ghostingEnded } = errorObject;
    const error = new ApiError(statusCode ?? response.status, message, true, id);
    return { error, endsGhosting: response.status === 403 && ghostingEnded !== undefined };
  }
  const status = `${response.status} ${response.statusText}`.trim();
  return {
    error: new ApiError(response.status, `${method} ${url} misslyckades: ${status}`, false),
    endsGhosting: false,
  };
}

type ErrorObject = { statusCode?: number; message: string; id?: number; ghostingEnded?: string };

function parseErrorObject(text: string): ErrorObject | undefined {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof body !== 'object' || body === null || !('error' in body)) return undefined;
  const { error } = body;
  if (typeof error !== 'object' || error === null || !('message' in error)) return undefined;
  if (typeof error.message !== 'string') return undefined;
  const statusCode =
    'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : undefined;
  const id = 'id' in error && typeof error.id === 'number' ? error.id : undefined;
  // The server ended the ghosting with this refusal (see apps/server/src/auth/ghosting.ts).
  const ghostingEnded =
    'ghostingEnded' in error && typeof error.ghostingEnded === 'string' ? error.ghostingEnded : undefined;
  return { statusCode, message: error.message, id, ghostingEnded };
}
