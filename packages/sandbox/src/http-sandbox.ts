import { timingSafeEqual } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => void;

export interface ReceivedRequest {
  method: string;
  /** Without the query string, which may carry personal data. */
  path: string;
  at: Date;
}

interface Failure {
  status: number;
  headers: Record<string, string>;
}

const maxRecorded = 1_000;

/** What a test changes to make a sandbox fail or slow down, and what the sandbox received. */
export class SandboxControl {
  #failures: Failure[] = [];
  #delayMs = 0;
  #received: ReceivedRequest[] = [];

  /** The next `count` requests answer `status` (with these headers, e.g. Retry-After) instead. */
  failNext(count: number, status = 503, headers: Record<string, string> = {}): void {
    for (let i = 0; i < count; i++) this.#failures.push({ status, headers });
  }

  /** Every request waits this long before it is answered, until set to 0 or reset. */
  delay(ms: number): void {
    this.#delayMs = ms;
  }

  /** The requests received since the start or the last reset, oldest first (the last 1,000). */
  received(): ReceivedRequest[] {
    return [...this.#received];
  }

  reset(): void {
    this.#failures = [];
    this.#delayMs = 0;
    this.#received = [];
  }

  /** Wraps a sandbox's handler: records the request, waits the delay, then fails it or passes it on. */
  wrap(handler: RequestHandler): RequestHandler {
    return (req, res) => {
      this.#received.push({
        method: req.method ?? 'GET',
        path: (req.url ?? '/').split('?', 1)[0] ?? '/',
        at: new Date(),
      });
      if (this.#received.length > maxRecorded) this.#received.shift();
      const failure = this.#failures.shift();
      const delayMs = this.#delayMs;
      const answer = () => {
        // A client that gave up has closed the connection; there is no one left to answer.
        if (res.destroyed) return;
        if (failure) return sendFailure(req, res, failure);
        handler(req, res);
      };
      if (delayMs > 0) {
        // Unreferenced: a delayed answer must not keep a finished test run alive.
        sleep(delayMs, undefined, { ref: false })
          .then(answer)
          .catch((error: unknown) => {
            console.error('sandbox handler failed', error);
            res.destroy();
          });
      } else {
        answer();
      }
    };
  }
}

function sendFailure(req: IncomingMessage, res: ServerResponse, failure: Failure) {
  req.resume();
  res.writeHead(failure.status, { 'content-type': 'application/json', ...failure.headers });
  res.end(JSON.stringify({ error: `sandbox failure ${failure.status}` }));
}

export interface RunningSandbox<T> {
  /** Base URL without a trailing slash, e.g. http://127.0.0.1:41234 */
  url: string;
  sandbox: T;
  close(): Promise<void>;
}

/**
 * Starts a sandbox on a loopback port, a free one unless told. The sandbox is made once the URL is known, since most
 * put their own URL in what they answer (an issuer, a next-page link).
 */
export async function listenOnLoopback<T extends { handler: RequestHandler }>(
  start: (url: string) => T | Promise<T>,
  port = 0,
): Promise<RunningSandbox<T>> {
  let handler: RequestHandler | undefined;
  const server = createServer((req, res) => {
    if (handler) return handler(req, res);
    res.writeHead(503).end();
  });
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let sandbox: T;
  try {
    sandbox = await start(url);
  } catch (error) {
    server.close();
    throw error;
  }
  handler = sandbox.handler;
  return {
    url,
    sandbox,
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
    },
  };
}

/** The hosts of this machine a browser may be sent back to; CSP cannot name an IPv6 address, so [::1] is not one. */
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1'];

/** The origins of every port of the loopback hosts, as a Content-Security-Policy lists them. */
export const ANY_LOOPBACK_ORIGIN = LOOPBACK_HOSTS.map((host) => `http://${host}:*`);

/** A loopback URI's path and query, what must match when any loopback host and port will do. */
function loopbackPath(uri: string): string | undefined {
  const url = URL.parse(uri);
  if (url?.protocol !== 'http:' || !LOOPBACK_HOSTS.includes(url.hostname) || url.hash) return undefined;
  return `${url.pathname}${url.search}`;
}

/**
 * Whether `uri` is one of the registered loopback redirect URIs on any loopback host and port: a
 * rehearsal's Kansli may run on whatever port its operator picks (as RFC 8252 allows a native app).
 */
export function isLoopbackRedirect(uri: string, registered: readonly string[]): boolean {
  const path = loopbackPath(uri);
  return path !== undefined && registered.some((candidate) => loopbackPath(candidate) === path);
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

/** Why a request body was refused; each sandbox answers it in its own system's error shape. */
export class BodyError extends Error {
  readonly reason: 'too large' | 'not json';
  constructor(reason: 'too large' | 'not json') {
    super(reason);
    this.reason = reason;
  }
}

/** A JSON object body of at most `maxBytes`; rejects with a BodyError otherwise. */
export function readJsonObject(req: IncomingMessage, maxBytes: number): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) chunks.push(chunk);
    });
    req.on('end', () => {
      if (size > maxBytes) return reject(new BodyError('too large'));
      try {
        const body: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
        if (typeof body !== 'object' || body === null || Array.isArray(body))
          throw new Error('not an object');
        resolve(body as Record<string, unknown>);
      } catch {
        reject(new BodyError('not json'));
      }
    });
    req.on('error', reject);
  });
}

export const escapeHtml = (value: unknown) =>
  String(value).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** A sandbox page's switches, by hand: fail the next requests with a status, or answer every one late. */
export function controlPanel(action: string): string {
  return `<h2>Störningar</h2>
<form method="post" action="${escapeHtml(action)}">
  <label>Låt nästa <input name="count" type="number" min="0" max="100" value="3" size="4"> anrop</label>
  <label>svara med status <input name="status" type="number" min="400" max="599" value="503" size="4"></label>
  <label>och fördröj varje svar med <input name="delayMs" type="number" min="0" max="60000" value="0" size="6"> ms</label>
  <button>Sätt</button>
</form>`;
}

/** Sets the switches from the panel's form; numbers outside their bounds are clamped. */
export function applyControlForm(control: SandboxControl, form: URLSearchParams): void {
  const number = (name: string, min: number, max: number, fallback: number) => {
    const value = Number(form.get(name));
    return Number.isFinite(value) ? Math.min(max, Math.max(min, Math.trunc(value))) : fallback;
  };
  control.reset();
  control.failNext(number('count', 0, 100, 0), number('status', 400, 599, 503));
  control.delay(number('delayMs', 0, 60_000, 0));
}

/** An error of an API whose contract is our own, answered as `{ error: { code, message } }`. */
export class ContractError extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

/** Whether the request carries `Authorization: Bearer {apiKey}`, compared in constant time. */
export function hasBearerKey(req: IncomingMessage, apiKey: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '');
  const expected = Buffer.from(apiKey);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

type Route = (req: IncomingMessage, res: ServerResponse, path: string) => Promise<void>;

/**
 * A sandbox of an API of our own contract: `api` answers below `apiPath` (given the path after it), and
 * only there do the control's failure switches hold; `pages` answers every other path. A thrown
 * ContractError is answered in the contract's shape, anything else as a 500.
 */
export function contractHandler(
  control: SandboxControl,
  apiPath: string,
  api: Route,
  pages: Route,
): RequestHandler {
  const handler: RequestHandler = (req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://sandbox');
    const route = pathname.startsWith(`${apiPath}/`)
      ? api(req, res, pathname.slice(apiPath.length))
      : pages(req, res, pathname);
    route.catch((error: unknown) => {
      req.resume();
      if (res.headersSent) return res.destroy();
      const known =
        error instanceof ContractError ? error : new ContractError(500, 'internal', 'The sandbox failed.');
      sendJson(res, known.status, { error: { code: known.code, message: known.message } });
    });
  };
  const disturbed = control.wrap(handler);
  return (req, res) => ((req.url ?? '').startsWith(apiPath) ? disturbed(req, res) : handler(req, res));
}
