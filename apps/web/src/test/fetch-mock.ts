import { vi } from 'vitest';

export function jsonResponse(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export function errorResponse(statusCode: number, message: string): Response {
  return jsonResponse(statusCode, { error: { statusCode, message } });
}

type FetchHandler = (url: string, init: RequestInit) => Response | Promise<Response>;

/** Replaces the global fetch; the handler gets the URL as a string and the request options. */
export function stubFetch(handler: FetchHandler) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) =>
    Promise.resolve(handler(String(input), init)),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function headersOf(init: RequestInit | undefined): Headers {
  return new Headers(init?.headers);
}
