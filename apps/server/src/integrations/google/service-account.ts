import { createPrivateKey, type KeyObject } from 'node:crypto';
import { SignJWT } from 'jose';
import { z } from 'zod';
import { type HttpPolicy, IntegrationError, integrationHttp } from '../http.ts';
import { googleErrorOf } from './google-error.ts';

// A Google service account's access tokens (OAuth 2.0 for server-to-server applications): a JWT
// signed with the account's key names the Workspace user to act as and the scopes, and is exchanged
// at the token endpoint for a bearer token of one hour. Every Google client of Kansli takes one.

export interface AccessTokenSource {
  /** A valid bearer token, fetched once and kept until shortly before it expires. */
  accessToken(): Promise<string>;
  /** Forgets the token an API refused (401), so the next call fetches a new one. */
  invalidate(token: string): void;
}

export interface ServiceAccountOptions {
  clientEmail: string;
  /** PEM, PKCS#8 as in Google's key files (PKCS#1 works too), or a key object. */
  privateKey: string | KeyObject;
  /** The Workspace user to act as (domain-wide delegation): the `sub` of the JWT. */
  actAs: string;
  scopes: readonly string[];
  /** `https://oauth2.googleapis.com/token`, or a sandbox's; also the JWT's audience. */
  tokenUrl: string;
  http?: Partial<HttpPolicy>;
}

const JWT_BEARER = 'urn:ietf:params:oauth:grant-type:jwt-bearer';
/** Google's longest assertion lifetime. */
const ASSERTION_SECONDS = 3600;
/** A token is renewed this long before it expires, so that none expires on its way. */
const RENEW_BEFORE_MS = 60_000;
/** The statuses the token endpoint answers with its error body, read instead of failing blind. */
const ANSWERED_ERRORS = [400, 401, 403];

const ZToken = z.object({ access_token: z.string().min(1), expires_in: z.number().positive() });

export function serviceAccountTokens(options: ServiceAccountOptions): AccessTokenSource {
  const http = integrationHttp('Google', { timeoutMs: 10_000, ...options.http });
  const key =
    typeof options.privateKey === 'string' ? createPrivateKey(options.privateKey) : options.privateKey;
  let current: { token: string; expiresAt: number } | undefined;
  let fetching: Promise<string> | undefined;

  async function fetchToken(): Promise<string> {
    const issuedAt = Math.floor(Date.now() / 1000);
    const assertion = await new SignJWT({ scope: options.scopes.join(' ') })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer(options.clientEmail)
      .setSubject(options.actAs)
      .setAudience(options.tokenUrl)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ASSERTION_SECONDS)
      .sign(key);
    const response = await http.fetch('service account token', options.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({ grant_type: JWT_BEARER, assertion }).toString(),
      accept: ANSWERED_ERRORS,
      // An exchange creates nothing, so a retry after a lost answer is harmless.
      idempotent: true,
    });
    if (!response.ok) throw await googleErrorOf('Google', 'service account token', response);
    const parsed = ZToken.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) {
      const details = { system: 'Google', operation: 'service account token', status: response.status };
      throw new IntegrationError({ ...details, failure: 'answer', attempts: 1 });
    }
    current = {
      token: parsed.data.access_token,
      expiresAt: Date.now() + parsed.data.expires_in * 1000 - RENEW_BEFORE_MS,
    };
    return current.token;
  }

  return {
    accessToken() {
      if (current && current.expiresAt > Date.now()) return Promise.resolve(current.token);
      // One exchange at a time: calls arriving meanwhile wait for its token.
      fetching ??= fetchToken().finally(() => {
        fetching = undefined;
      });
      return fetching;
    },
    invalidate(token) {
      if (current?.token === token) current = undefined;
    },
  };
}
