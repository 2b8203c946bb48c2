import { type KeyObject, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { jwtVerify } from 'jose';
import { sendJson } from '../http-sandbox.ts';
import { readUrlEncodedForm } from '../identity/url-encoded-form.ts';

// Google's OAuth token endpoint for a service account (the JWT bearer grant): the assertion's
// signature, issuer, audience and lifetime are checked; a JWT with `sub` asks to act as that Workspace
// user (domain-wide delegation) and gets a token only for scopes the admin allowed the account; one
// without `sub` is the service account itself, whose rights come from its roles, not its scopes.

/** The audience Google requires of every assertion, wherever the token request is sent. */
export const GOOGLE_TOKEN_AUDIENCE = 'https://oauth2.googleapis.com/token';

/** The scopes docs/operations.md tells the Workspace admin to allow the service account. */
export const DELEGATED_SCOPES: readonly string[] = [
  'https://www.googleapis.com/auth/admin.directory.user',
  'https://www.googleapis.com/auth/admin.directory.group',
  'https://www.googleapis.com/auth/admin.directory.device.chromeos',
  'https://www.googleapis.com/auth/spreadsheets',
];

const JWT_BEARER = 'urn:ietf:params:oauth:grant-type:jwt-bearer';
const TOKEN_SECONDS = 3600;

export interface AccessGrant {
  /** Whom the token acts as: the delegated user, or the service account's own e-mail. */
  principal: string;
  /** Whether the token acts as a Workspace user (its JWT named a `sub`). */
  delegated: boolean;
  scopes: string[];
  expiresAt: number;
}

export interface TokenEndpoint {
  /** Handles POST /token. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
  /** The grant of the request's bearer token, or undefined when it has none that is valid. */
  grantOf(req: IncomingMessage): AccessGrant | undefined;
}

export function tokenEndpoint(options: {
  clientEmail: string;
  publicKey: KeyObject;
  delegatedScopes: readonly string[];
}): TokenEndpoint {
  const tokens = new Map<string, AccessGrant>();

  return {
    async handle(req, res) {
      const form = await readUrlEncodedForm(req);
      if (!(form instanceof URLSearchParams) || form.get('grant_type') !== JWT_BEARER) {
        return sendJson(res, 400, {
          error: 'unsupported_grant_type',
          error_description: 'Invalid grant_type.',
        });
      }
      let claims: { sub?: string; scope?: unknown; iat?: number; exp?: number };
      try {
        ({ payload: claims } = await jwtVerify(form.get('assertion') ?? '', options.publicKey, {
          algorithms: ['RS256'],
          issuer: options.clientEmail,
          audience: GOOGLE_TOKEN_AUDIENCE,
          requiredClaims: ['iat', 'exp', 'scope'],
        }));
      } catch {
        return sendJson(res, 400, { error: 'invalid_grant', error_description: 'Invalid JWT Signature.' });
      }
      if ((claims.exp ?? 0) - (claims.iat ?? 0) > TOKEN_SECONDS) {
        return sendJson(res, 400, {
          error: 'invalid_grant',
          error_description:
            'Invalid JWT: Token must be a short-lived token (60 minutes) and in a reasonable timeframe.',
        });
      }
      const scopes = String(claims.scope)
        .split(' ')
        .filter((scope) => scope !== '');
      const delegated = claims.sub !== undefined;
      if (delegated && !scopes.every((scope) => options.delegatedScopes.includes(scope))) {
        return sendJson(res, 400, {
          error: 'unauthorized_client',
          error_description:
            'Client is unauthorized to retrieve access tokens using this method, or client not authorized for any of the scopes requested.',
        });
      }
      const accessToken = `ya29.${randomBytes(24).toString('base64url')}`;
      tokens.set(accessToken, {
        principal: delegated ? String(claims.sub).toLowerCase() : options.clientEmail,
        delegated,
        scopes,
        expiresAt: Date.now() + TOKEN_SECONDS * 1000,
      });
      sendJson(res, 200, { access_token: accessToken, expires_in: TOKEN_SECONDS - 1, token_type: 'Bearer' });
    },
    grantOf(req) {
      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      const grant = bearer === undefined ? undefined : tokens.get(bearer);
      return grant && grant.expiresAt > Date.now() ? grant : undefined;
    },
  };
}
