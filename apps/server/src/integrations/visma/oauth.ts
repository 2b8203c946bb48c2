import { z } from 'zod';
import type { IntegrationHttp } from '../http.ts';
import { inVismaTerms, VismaApiError, VismaConnectionError, VismaConnectRefusedError } from './errors.ts';
import type { VismaTokens } from './token-store.ts';

// Visma's identity server: the authorization-code flow that connects Kansli to a Visma company, and
// the refresh of the access token. Both authenticate Kansli with its client id and secret (Basic).

export interface VismaOAuthOptions {
  /** `https://identity.vismaonline.com/connect/token`, or the sandbox's. */
  tokenUrl: string;
  /** `https://identity.vismaonline.com/connect/authorize`, or the sandbox's. */
  authorizeUrl: string;
  clientId: string;
  clientSecret: string;
  /** Where Visma sends the browser back: `{PUBLIC_URL}` and VISMA_CALLBACK_PATH. */
  redirectUri: string;
}

/** Where Visma sends the browser back after the consent page, under Kansli's public address. */
export const VISMA_CALLBACK_PATH = '/api/integrations/visma/callback';

/** What Kansli asks of Visma: the API, tokens that last (refresh), and the sales part (invoices). */
export const VISMA_SCOPE = 'ea:api offline_access ea:sales';

const ZToken = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1).optional(),
  expires_in: z.number().positive(),
});
const ZTokenError = z.object({ error: z.string() });

export function vismaOAuth(options: VismaOAuthOptions, http: IntegrationHttp) {
  const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');

  /** The token endpoint's answer; `refused` is what a refused grant (invalid_grant) means here. */
  async function grant(
    operation: string,
    form: Record<string, string>,
    refused: () => Error,
    previousRefreshToken?: string,
  ): Promise<VismaTokens> {
    const response = await inVismaTerms(() =>
      http.fetch(operation, options.tokenUrl, {
        method: 'POST',
        headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form).toString(),
        accept: [400, 401],
      }),
    );
    const body: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      if (ZTokenError.safeParse(body).data?.error === 'invalid_grant') throw refused();
      throw new VismaApiError(operation, response.status, undefined);
    }
    const token = ZToken.safeParse(body);
    if (!token.success) throw new VismaApiError(operation, response.status, undefined);
    const refreshToken = token.data.refresh_token ?? previousRefreshToken;
    if (!refreshToken) throw new VismaApiError(operation, response.status, undefined);
    return {
      accessToken: token.data.access_token,
      expiresAt: Date.now() + token.data.expires_in * 1000,
      refreshToken,
    };
  }

  return {
    /** Where the browser goes to let Kansli into the Visma company; Visma sends it back with `state`. */
    authorizationUrl(state: string): string {
      const url = new URL(options.authorizeUrl);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: options.clientId,
        redirect_uri: options.redirectUri,
        scope: VISMA_SCOPE,
        state,
      }).toString();
      return url.toString();
    },
    /** The tokens for the code Visma sent back; a refused or used code means connecting again. */
    exchangeCode: (code: string) =>
      grant(
        'authorization code exchange',
        { grant_type: 'authorization_code', code, redirect_uri: options.redirectUri },
        () => new VismaConnectRefusedError('Visma: the authorization code was refused'),
      ),
    /** New tokens for the refresh token, which Visma then retires; a refused one means connecting again. */
    refresh: (refreshToken: string) =>
      grant(
        'token refresh',
        { grant_type: 'refresh_token', refresh_token: refreshToken },
        () => new VismaConnectionError('Visma: the refresh token was refused (invalid_grant)'),
        refreshToken,
      ),
  };
}
