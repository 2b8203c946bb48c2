import { errors, type JWTVerifyGetKey, jwtVerify } from 'jose';

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

/** The token is not acceptable (the caller answers 401); a provider that cannot be reached is an IntegrationError. */
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
