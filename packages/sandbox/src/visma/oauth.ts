import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { escapeHtml, isLoopbackRedirect } from '../http-sandbox.ts';
import { readUrlEncodedForm } from '../identity/url-encoded-form.ts';

// Visma's identity server, the part Kansli uses: the authorization-code flow (a consent page that
// redirects back with a code) and the token endpoint with Basic client authentication, where a code or
// a refresh token is exchanged for an access token and a new refresh token; each code and refresh token
// works once. Errors are those OAuth 2.0 defines.

export interface OAuthOptions {
  clientId: string;
  clientSecret: string;
  /** A refresh token the client starts with, as if connected already. */
  refreshToken?: string;
  /** Where the consent page may send the browser back to; any other redirect URI is refused. */
  redirectUris?: string[];
  /** A registered loopback redirect URI holds on any loopback host and port (a rehearsal's Kansli). */
  anyLoopbackPort?: boolean;
}

/** The scopes Kansli's application is registered for. */
export const SCOPES = ['ea:api', 'offline_access', 'ea:sales'];
const ACCESS_TOKEN_SECONDS = 3600;
/** A code is exchanged at once by the application; one older than this is refused. */
export const CODE_LIFETIME_MS = 5 * 60_000;

interface Grant {
  scopes: string[];
}
interface Code extends Grant {
  redirectUri: string;
  expiresAt: number;
}
interface AccessToken extends Grant {
  expiresAt: number;
}

const newToken = () => randomBytes(24).toString('base64url');

function sendOAuth(res: ServerResponse, status: number, body: object, headers: Record<string, string> = {}) {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    pragma: 'no-cache',
    ...headers,
  });
  res.end(JSON.stringify(body));
}

function sameText(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function page(status: number, res: ServerResponse, title: string, body: string) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(`<!doctype html><html lang="sv"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:3rem auto;max-width:32rem}button{font-size:1rem;padding:.5rem 1.5rem}</style>
</head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`);
}

/** The consent page: its button posts the authorization request back to /connect/authorize. */
function consentPage(res: ServerResponse, params: URLSearchParams) {
  const hidden = ['response_type', 'client_id', 'redirect_uri', 'scope', 'state']
    .filter((name) => params.has(name))
    .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(params.get(name))}">`)
    .join('');
  page(
    200,
    res,
    'Ge Kansli åtkomst till Visma eEkonomi?',
    `<p>Kansli får läsa och skapa kunder, fakturautkast och kundfakturor i företagets Visma eEkonomi.</p>
<form method="post" action="/connect/authorize">${hidden}<button>Godkänn</button></form>`,
  );
}

export class VismaOAuth {
  readonly #options: OAuthOptions;
  readonly #codes = new Map<string, Code>();
  readonly #refreshTokens = new Map<string, Grant>();
  readonly #accessTokens = new Map<string, AccessToken>();

  constructor(options: OAuthOptions) {
    this.#options = options;
    if (options.refreshToken) this.#refreshTokens.set(options.refreshToken, { scopes: SCOPES });
  }

  /** The scopes an access token holds; undefined when it is unknown or expired. */
  scopesOf(accessToken: string): string[] | undefined {
    const token = this.#accessTokens.get(accessToken);
    if (!token || token.expiresAt <= Date.now()) return undefined;
    return token.scopes;
  }

  /** Whether an application holds a refresh token, i.e. is connected. */
  get connected(): boolean {
    return this.#refreshTokens.size > 0;
  }

  /** The company revokes the application's access: every token and code stops working. */
  revokeAll(): void {
    this.#codes.clear();
    this.#refreshTokens.clear();
    this.#accessTokens.clear();
  }

  /**
   * The authorization request's error, if any: without a known client and a registered redirect URI
   * the browser is not sent back (undefined redirect); otherwise the error goes back to the client.
   */
  #checkAuthorization(params: URLSearchParams): { error?: string; redirect?: URL; scopes: string[] } {
    const scopes = (params.get('scope') ?? '').split(' ').filter(Boolean);
    const redirectUri = params.get('redirect_uri') ?? '';
    if (params.get('client_id') !== this.#options.clientId) return { error: 'Okänd klient.', scopes };
    const registered = this.#options.redirectUris ?? [];
    const loopback = this.#options.anyLoopbackPort === true && isLoopbackRedirect(redirectUri, registered);
    if (!registered.includes(redirectUri) && !loopback)
      return { error: 'Adressen att skicka tillbaka till är inte registrerad för klienten.', scopes };
    const redirect = new URL(redirectUri);
    const state = params.get('state');
    if (state !== null) redirect.searchParams.set('state', state);
    const fail = (error: string) => {
      redirect.searchParams.set('error', error);
      return { redirect, scopes };
    };
    if (params.get('response_type') !== 'code') return fail('unsupported_response_type');
    if (scopes.length === 0 || scopes.some((scope) => !SCOPES.includes(scope))) return fail('invalid_scope');
    return { redirect, scopes };
  }

  /** GET shows the consent page; POST (its button) redirects back with a code. */
  async authorize(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    let params = url.searchParams;
    if (req.method === 'POST') {
      const form = await readUrlEncodedForm(req);
      if (!(form instanceof URLSearchParams)) return page(400, res, 'Felaktig begäran', '');
      params = form;
    } else {
      req.resume();
    }
    const { error, redirect, scopes } = this.#checkAuthorization(params);
    if (!redirect) return page(400, res, 'Felaktig begäran', `<p>${escapeHtml(error)}</p>`);
    if (!redirect.searchParams.has('error') && req.method !== 'POST') return consentPage(res, params);
    if (!redirect.searchParams.has('error')) {
      const code = newToken();
      this.#codes.set(code, {
        scopes,
        redirectUri: params.get('redirect_uri') ?? '',
        expiresAt: Date.now() + CODE_LIFETIME_MS,
      });
      redirect.searchParams.set('code', code);
    }
    res.writeHead(303, { location: redirect.toString(), 'cache-control': 'no-store' }).end();
  }

  /** POST /connect/token: Basic client authentication; grant types authorization_code and refresh_token. */
  async token(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const form = await readUrlEncodedForm(req);
    const expected = `Basic ${Buffer.from(`${this.#options.clientId}:${this.#options.clientSecret}`).toString('base64')}`;
    if (!sameText(req.headers.authorization ?? '', expected))
      return sendOAuth(res, 401, { error: 'invalid_client' }, { 'www-authenticate': 'Basic' });
    if (!(form instanceof URLSearchParams)) return sendOAuth(res, 400, { error: 'invalid_request' });
    const grantType = form.get('grant_type');
    let grant: Grant | undefined;
    if (grantType === 'refresh_token') {
      const refreshToken = form.get('refresh_token');
      if (!refreshToken) return sendOAuth(res, 400, { error: 'invalid_request' });
      grant = this.#refreshTokens.get(refreshToken);
      this.#refreshTokens.delete(refreshToken);
    } else if (grantType === 'authorization_code') {
      const code = form.get('code');
      const redirectUri = form.get('redirect_uri');
      if (!code || !redirectUri) return sendOAuth(res, 400, { error: 'invalid_request' });
      const issued = this.#codes.get(code);
      this.#codes.delete(code);
      if (issued && issued.expiresAt > Date.now() && issued.redirectUri === redirectUri) grant = issued;
    } else {
      return sendOAuth(res, 400, { error: 'unsupported_grant_type' });
    }
    if (!grant) return sendOAuth(res, 400, { error: 'invalid_grant' });
    const accessToken = newToken();
    this.#accessTokens.set(accessToken, {
      scopes: grant.scopes,
      expiresAt: Date.now() + ACCESS_TOKEN_SECONDS * 1000,
    });
    // A refresh token comes only with offline_access, and replaces the one just used.
    const refreshToken = grant.scopes.includes('offline_access') ? newToken() : undefined;
    if (refreshToken) this.#refreshTokens.set(refreshToken, { scopes: grant.scopes });
    sendOAuth(res, 200, {
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: ACCESS_TOKEN_SECONDS,
      ...(refreshToken ? { refresh_token: refreshToken } : {}),
      scope: grant.scopes.join(' '),
    });
  }
}
