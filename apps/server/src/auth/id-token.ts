import { createRemoteJWKSet, errors, type JWTVerifyGetKey, jwtVerify } from 'jose';

export interface IdTokenIdentity {
  email: string;
  givenName: string | undefined;
  familyName: string | undefined;
}

export interface IdTokenVerifierOptions {
  /** Accepted `iss` values (Google signs with two spellings of its issuer). */
  issuers: string[];
  audience: string;
  /** The Workspace domain the `hd` claim must name, when set. */
  hostedDomain?: string | undefined;
  keys: JWTVerifyGetKey;
}

export class IdTokenError extends Error {}

export type IdTokenVerifier = (token: string) => Promise<IdTokenIdentity>;

export function createIdTokenVerifier(options: IdTokenVerifierOptions): IdTokenVerifier {
  return async (token) => {
    let payload: Awaited<ReturnType<typeof jwtVerify>>['payload'];
    try {
      ({ payload } = await jwtVerify(token, options.keys, {
        issuer: options.issuers,
        audience: options.audience,
        algorithms: ['RS256', 'ES256'],
        requiredClaims: ['exp', 'iat'],
        clockTolerance: 30,
      }));
    } catch (error) {
      if (error instanceof errors.JOSEError || error instanceof TypeError) {
        throw new IdTokenError(error instanceof errors.JWTExpired ? 'ID token expired' : 'Invalid ID token');
      }
      throw error;
    }
    if (typeof payload.email !== 'string' || payload.email_verified !== true) {
      throw new IdTokenError('ID token has no verified e-mail address');
    }
    if (options.hostedDomain && payload.hd !== options.hostedDomain) {
      throw new IdTokenError('ID token is not from the organisation domain');
    }
    return {
      email: payload.email,
      givenName: typeof payload.given_name === 'string' ? payload.given_name : undefined,
      familyName: typeof payload.family_name === 'string' ? payload.family_name : undefined,
    };
  };
}

export interface ProviderMetadata {
  issuer: string;
  authorizationEndpoint: string;
  keys: JWTVerifyGetKey;
}

/** Reads the issuer's discovery document once and keeps its key set (jose caches and refreshes keys). */
export function providerMetadataLoader(issuer: string): () => Promise<ProviderMetadata> {
  let loading: Promise<ProviderMetadata> | undefined;
  const load = async (): Promise<ProviderMetadata> => {
    const response = await fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`, {
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`OpenID discovery of ${issuer} answered ${response.status}`);
    const document = (await response.json()) as {
      issuer?: string;
      authorization_endpoint?: string;
      jwks_uri?: string;
    };
    if (!document.authorization_endpoint || !document.jwks_uri || !document.issuer) {
      throw new Error(`OpenID discovery of ${issuer} lacks endpoints`);
    }
    return {
      issuer: document.issuer,
      authorizationEndpoint: document.authorization_endpoint,
      keys: createRemoteJWKSet(new URL(document.jwks_uri)),
    };
  };
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
