import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/** The component tests' API: each test adds its handlers with server.use(…); the last added wins. */
export const server = setupServer();

/** The server's error object of spec 8, the answer of every failing call. */
export function apiError(statusCode: number, message: string) {
  return HttpResponse.json({ error: { statusCode, message } }, { status: statusCode });
}

/** The requests sent from now on, in order, for a test that checks what the app sent. */
export function recordRequests(): Request[] {
  const requests: Request[] = [];
  server.events.on('request:start', ({ request }) => {
    requests.push(request.clone());
  });
  return requests;
}

/** The path and query of a request as the api client wrote them: '/api/authenticate?ghost_as=7'. */
export function pathOf(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}
