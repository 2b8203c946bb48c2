import type { JWTVerifyGetKey } from 'jose';
import { createIdTokenVerifier, type IdTokenVerifier, providerMetadataLoader } from './id-token.ts';

export interface SignInClientConfig {
  authorizationEndpoint: string;
  clientId: string;
  redirectUri: string;
  scope: string;
  extraParams: Record<string, string>;
}

/** The identity provider as Kansli uses it: where the browser signs in, and how its ID tokens are checked. */
export interface SignInProvider {
  verify: IdTokenVerifier;
  clientConfig(): Promise<SignInClientConfig>;
}

export interface OidcSignInOptions {
  issuer: string;
  clientId: string;
  hostedDomain?: string | undefined;
  redirectUri: string;
  extraParams?: Record<string, string>;
  /** Known keys and endpoint instead of reading the issuer's discovery document (tests). */
  keys?: JWTVerifyGetKey;
  authorizationEndpoint?: string;
}

const GOOGLE_ISSUER = 'https://accounts.google.com';

export function oidcSignInProvider(options: OidcSignInOptions): SignInProvider {
  const metadata = providerMetadataLoader(options.issuer);
  const issuers =
    options.issuer === GOOGLE_ISSUER ? [GOOGLE_ISSUER, 'accounts.google.com'] : [options.issuer];
  const keys: JWTVerifyGetKey = options.keys ?? (async (...args) => (await metadata()).keys(...args));
  const extraParams = {
    ...(options.issuer === GOOGLE_ISSUER ? { prompt: 'select_account' } : {}),
    ...(options.hostedDomain ? { hd: options.hostedDomain } : {}),
    ...options.extraParams,
  };
  return {
    verify: createIdTokenVerifier({
      issuers,
      audience: options.clientId,
      hostedDomain: options.hostedDomain,
      keys,
    }),
    async clientConfig() {
      return {
        authorizationEndpoint: options.authorizationEndpoint ?? (await metadata()).authorizationEndpoint,
        clientId: options.clientId,
        redirectUri: options.redirectUri,
        scope: 'openid email profile',
        extraParams,
      };
    },
  };
}
