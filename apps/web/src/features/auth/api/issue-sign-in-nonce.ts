import { api } from '@/lib/api-client.ts';

/**
 * The nonce to ask the identity provider for the ID token with. The server issues it and keeps it in a
 * cookie of this browser, so the token it gets back opens a session here and nowhere else.
 */
export function issueSignInNonce(): Promise<{ nonce: string }> {
  return api.post<{ nonce: string }>('/api/auth/nonce');
}
