import type { KeyObject } from 'node:crypto';
import { SignJWT } from 'jose';
import { GOOGLE_TOKEN_AUDIENCE } from './token-endpoint.ts';

/**
 * An access token from the Google sandbox at `url`, as a service account gets one: a JWT it signs,
 * naming the user it acts as (none: the service account itself) and the scope, exchanged at the
 * sandbox's token endpoint.
 */
export async function sandboxAccessToken(
  url: string,
  account: { clientEmail: string; privateKey: KeyObject },
  scope: string,
  actAs: string | null = 'admin@kansli.test',
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const jwt = new SignJWT({ scope })
    .setProtectedHeader({ alg: 'RS256' })
    .setIssuer(account.clientEmail)
    .setAudience(GOOGLE_TOKEN_AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(now + 3600);
  const assertion = await (actAs === null ? jwt : jwt.setSubject(actAs)).sign(account.privateKey);
  const response = await fetch(`${url}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}
