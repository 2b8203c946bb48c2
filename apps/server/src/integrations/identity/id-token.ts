import { errors, type JWTVerifyGetKey, jwtVerify } from 'jose';

export interface IdTokenIdentity {
  email: string;
  givenName: string | undefined;
  familyName: string | undefined;
  /** The nonce the token was asked for with; the caller checks it is the one it issued. */
  nonce: string | undefined;
  /**
   * The last moment the verifier accepts the token: its expiry plus the clock skew allowed. It is
   * remembered that long, so it opens one session only.
   */
  acceptedUntil: Date;
}

export interface IdTokenVerifierOptions {
  /** Accepted `iss` values (Google signs with two spellings of its issuer). */
  issuers: string[];
  audience: string;
  /** The Workspace domain the `hd` claim must name, when set. */
  hostedDomain?: string | undefined;
  keys: JWTVerifyGetKey;
  /** The longest a token of this provider lives; a token claiming longer is refused. */
  maxLifetimeSeconds?: number;
}

/** The token is not acceptable (the caller answers 401); a provider that cannot be reached is an IntegrationError. */
export class IdTokenError extends Error {}

/** Checks the token as of `now`, the request's clock. */
export type IdTokenVerifier = (token: string, now: Date) => Promise<IdTokenIdentity>;

const CLOCK_SKEW_SECONDS = 30;
const DEFAULT_MAX_LIFETIME_SECONDS = 3600;

export function createIdTokenVerifier(options: IdTokenVerifierOptions): IdTokenVerifier {
  const maxLifetime = options.maxLifetimeSeconds ?? DEFAULT_MAX_LIFETIME_SECONDS;
  return async (token, now) => {
    let payload: Awaited<ReturnType<typeof jwtVerify>>['payload'];
    try {
      ({ payload } = await jwtVerify(token, options.keys, {
        issuer: options.issuers,
        audience: options.audience,
        algorithms: ['RS256', 'ES256'],
        requiredClaims: ['exp', 'iat'],
        clockTolerance: CLOCK_SKEW_SECONDS,
        currentDate: now,
      }));
    } catch (error) {
      if (error instanceof errors.JOSEError || error instanceof TypeError) {
        throw new IdTokenError(error instanceof errors.JWTExpired ? 'ID token expired' : 'Invalid ID token');
      }
      throw error;
    }
    const issuedAt = payload.iat as number;
    const expires = payload.exp as number;
    if (issuedAt > now.getTime() / 1000 + CLOCK_SKEW_SECONDS)
      throw new IdTokenError('ID token issued in the future');
    if (expires - issuedAt > maxLifetime + CLOCK_SKEW_SECONDS) {
      throw new IdTokenError('ID token lives longer than the provider allows');
    }
    // OpenID Connect Core 3.1.3.7: with several audiences the authorized party must be this client.
    const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
    if ((audiences.length > 1 || payload.azp !== undefined) && payload.azp !== options.audience) {
      throw new IdTokenError('ID token was issued to another party');
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
      nonce: typeof payload.nonce === 'string' ? payload.nonce : undefined,
      acceptedUntil: new Date((expires + CLOCK_SKEW_SECONDS) * 1000),
    };
  };
}
