import { createLocalJWKSet, exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { createIdTokenVerifier } from '../integrations/identity/id-token.ts';
import type { SignInProvider } from '../integrations/identity/sign-in-provider.ts';

export const TEST_ISSUER = 'https://idp.kansli.test';
export const TEST_CLIENT_ID = 'kansli-test';
export const TEST_HOSTED_DOMAIN = 'kansli.test';

const trusted = await generateKeyPair('RS256');
const stranger = await generateKeyPair('RS256');
const jwk = { ...(await exportJWK(trusted.publicKey)), kid: 'trusted', alg: 'RS256', use: 'sig' };

/**
 * A sign-in provider that trusts the tokens `signIdToken` makes, as Google's would trust its own. The
 * API tests need tokens no real provider would issue (expired, foreign key, other domain), so this one
 * checks them with the real verifier and local keys; the HTTP client has its own tests against the
 * identity sandbox (integrations/identity/client.test.ts).
 */
export const testSignInProvider: SignInProvider = {
  verify: createIdTokenVerifier({
    issuers: [TEST_ISSUER],
    audience: TEST_CLIENT_ID,
    hostedDomain: TEST_HOSTED_DOMAIN,
    keys: createLocalJWKSet({ keys: [jwk] }),
  }),
  clientConfig: async () => ({
    authorizationEndpoint: `${TEST_ISSUER}/authorize`,
    clientId: TEST_CLIENT_ID,
    redirectUri: 'http://localhost:3000/auth/callback',
    scope: 'openid email profile',
    extraParams: { hd: TEST_HOSTED_DOMAIN },
  }),
};

export interface TokenOptions {
  claims?: JWTPayload;
  issuer?: string;
  audience?: string | string[];
  /** Seconds since the epoch; now when unset. */
  issuedAt?: number;
  expiresIn?: string | number;
  /** Sign with a key the provider does not publish. */
  foreignKey?: boolean;
}

export function signIdToken(email: string, options: TokenOptions = {}): Promise<string> {
  return new SignJWT({ email, email_verified: true, hd: TEST_HOSTED_DOMAIN, ...options.claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'trusted' })
    .setIssuer(options.issuer ?? TEST_ISSUER)
    .setAudience(options.audience ?? TEST_CLIENT_ID)
    .setSubject(email)
    .setIssuedAt(options.issuedAt)
    .setExpirationTime(options.expiresIn ?? '10m')
    .sign(options.foreignKey ? stranger.privateKey : trusted.privateKey);
}
