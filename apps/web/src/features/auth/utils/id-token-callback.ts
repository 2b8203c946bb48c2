import type { SignInRequest } from './sign-in-request.ts';

/** The claims of a JWT, unverified: the server verifies the token, the browser only reads the nonce. */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
    const json = new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
    const claims: unknown = JSON.parse(json);
    return typeof claims === 'object' && claims !== null && !Array.isArray(claims)
      ? (claims as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * The id token of the identity provider's answer (the URL fragment), or null when the answer is an
 * error or does not belong to the sign-in this browser started (state or nonce differ).
 */
export function idTokenFromCallback(hash: string, request: SignInRequest | null): string | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const idToken = params.get('id_token');
  if (params.has('error') || !idToken || !request) return null;
  if (params.get('state') !== request.state) return null;
  if (decodeJwtPayload(idToken)?.nonce !== request.nonce) return null;
  return idToken;
}
