import type { AuthConfig } from '../api/get-auth-config.ts';

/** What the browser remembers between leaving for the identity provider and coming back. */
export type SignInRequest = { state: string; nonce: string; returnPath: string };

const STORAGE_KEY = 'kansli.sign-in-request';

function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Only a path of this app, so a tampered value cannot send the user elsewhere. */
function safeReturnPath(path: string): string {
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/auth/')) return '/';
  return path;
}

export function authorizationUrl(
  config: AuthConfig,
  request: Pick<SignInRequest, 'state' | 'nonce'>,
): string {
  const url = new URL(config.authorizationEndpoint);
  const params: Record<string, string> = {
    response_type: 'id_token',
    response_mode: 'fragment',
    client_id: config.clientId,
    redirect_uri: config.redirectUri,
    scope: config.scope,
    state: request.state,
    nonce: request.nonce,
  };
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  // Extra parameters (prompt, hd, …) never replace the ones the flow depends on.
  for (const [key, value] of Object.entries(config.extraParams)) {
    if (!(key in params)) url.searchParams.set(key, value);
  }
  return url.href;
}

/**
 * Stores a fresh state and the server's nonce, and returns the URL that starts the sign-in at the
 * identity provider.
 */
export function beginSignIn(config: AuthConfig, returnPath: string, nonce: string): string {
  const request: SignInRequest = {
    state: randomToken(),
    nonce,
    returnPath: safeReturnPath(returnPath),
  };
  window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(request));
  return authorizationUrl(config, request);
}

/** Reads and forgets the stored request: each one answers a single callback. */
export function takeSignInRequest(): SignInRequest | null {
  const stored = window.sessionStorage.getItem(STORAGE_KEY);
  window.sessionStorage.removeItem(STORAGE_KEY);
  if (!stored) return null;
  try {
    const value: unknown = JSON.parse(stored);
    if (typeof value !== 'object' || value === null) return null;
    const { state, nonce, returnPath } = value as Partial<Record<keyof SignInRequest, unknown>>;
    if (typeof state !== 'string' || typeof nonce !== 'string') return null;
    return { state, nonce, returnPath: safeReturnPath(typeof returnPath === 'string' ? returnPath : '/') };
  } catch {
    return null;
  }
}
