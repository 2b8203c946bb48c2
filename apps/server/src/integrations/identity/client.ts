import { createRemoteJWKSet, customFetch, type JWTVerifyGetKey } from 'jose';
import { z } from 'zod';
import { type HttpPolicy, integrationHttp } from '../http.ts';
import { createIdTokenVerifier } from './id-token.ts';
import type { SignInProvider } from './sign-in-provider.ts';

export interface OidcSignInOptions {
  issuer: string;
  clientId: string;
  hostedDomain?: string | undefined;
  redirectUri: string;
  extraParams?: Record<string, string>;
  /** The longest an ID token of the provider lives. */
  maxTokenLifetimeSeconds?: number;
  /** Timeouts and retries of the discovery and key requests (tests shorten them). */
  http?: Partial<HttpPolicy>;
}

const GOOGLE_ISSUER = 'https://accounts.google.com';
// A browser waits on sign-in: a provider that has not answered in 5 s is better retried.
const identityHttpPolicy: Partial<HttpPolicy> = { timeoutMs: 5_000 };

const ZDiscoveryDocument = z.object({
  issuer: z.string(),
  authorization_endpoint: z.url(),
  jwks_uri: z.url(),
});

interface ProviderMetadata {
  authorizationEndpoint: string;
  keys: JWTVerifyGetKey;
}

/** Any OpenID Connect provider (Google in production, the development provider in the embedded mode). */
export function oidcSignInProvider(options: OidcSignInOptions): SignInProvider {
  const http = integrationHttp('identity provider', { ...identityHttpPolicy, ...options.http });
  const issuers =
    options.issuer === GOOGLE_ISSUER ? [GOOGLE_ISSUER, 'accounts.google.com'] : [options.issuer];
  const extraParams = {
    ...(options.issuer === GOOGLE_ISSUER ? { prompt: 'select_account' } : {}),
    ...(options.hostedDomain ? { hd: options.hostedDomain } : {}),
    ...options.extraParams,
  };

  // Read once and kept; a failed read is forgotten so that the next sign-in tries again.
  let metadata: Promise<ProviderMetadata> | undefined;
  const loadMetadata = async (): Promise<ProviderMetadata> => {
    const discoveryUrl = `${options.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
    const document = await http.json('discovery', discoveryUrl, ZDiscoveryDocument);
    return {
      authorizationEndpoint: document.authorization_endpoint,
      // jose keeps the key set, refreshes it after 10 minutes and on an unknown key id (at most every
      // 30 s); the requests themselves go through the shared helper for its timeouts and retries.
      keys: createRemoteJWKSet(new URL(document.jwks_uri), {
        [customFetch]: (url, init) =>
          http.fetch('keys', url, { headers: init.headers, redirect: init.redirect }),
      }),
    };
  };
  const providerMetadata = () => {
    metadata ??= loadMetadata().catch((error: unknown) => {
      metadata = undefined;
      throw error;
    });
    return metadata;
  };

  return {
    verify: createIdTokenVerifier({
      issuers,
      audience: options.clientId,
      hostedDomain: options.hostedDomain,
      keys: async (...args) => (await providerMetadata()).keys(...args),
      maxLifetimeSeconds: options.maxTokenLifetimeSeconds,
    }),
    async clientConfig() {
      return {
        authorizationEndpoint: (await providerMetadata()).authorizationEndpoint,
        clientId: options.clientId,
        redirectUri: options.redirectUri,
        scope: 'openid email profile',
        extraParams,
      };
    },
  };
}
