import type { IdTokenVerifier } from './id-token.ts';

/** What the browser needs to start signing in (served by `GET /api/auth/config`). */
export interface SignInClientConfig {
  authorizationEndpoint: string;
  clientId: string;
  redirectUri: string;
  scope: string;
  extraParams: Record<string, string>;
}

/** The identity provider as Kansli uses it: where the browser signs in, and how its ID tokens are checked. */
export interface SignInProvider {
  /** Rejects with IdTokenError for a token Kansli must refuse, IntegrationError when the provider fails. */
  verify: IdTokenVerifier;
  clientConfig(): Promise<SignInClientConfig>;
}
