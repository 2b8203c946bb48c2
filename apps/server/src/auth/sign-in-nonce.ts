import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

// The nonce an ID token must carry is issued by the server and kept in the browser's cookie, so a token
// asked for elsewhere, or stolen from another browser, does not open a session here.

const NONCE_LIFETIME_SECONDS = 10 * 60;

const nonceCookieName = (config: Config) =>
  config.production ? '__Host-kansli_sign_in_nonce' : 'kansli_sign_in_nonce';

const cookieOptions = (config: Config) => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: config.production,
  path: '/',
});

/** A fresh nonce for the identity provider's sign-in, remembered in the browser for ten minutes. */
export function issueSignInNonce(reply: FastifyReply, config: Config): string {
  const nonce = randomBytes(32).toString('base64url');
  reply.setCookie(nonceCookieName(config), nonce, {
    ...cookieOptions(config),
    maxAge: NONCE_LIFETIME_SECONDS,
  });
  return nonce;
}

/** The nonce this browser was issued, forgotten at once: each one serves one sign-in. */
export function takeSignInNonce(
  request: FastifyRequest,
  reply: FastifyReply,
  config: Config,
): string | undefined {
  const nonce = request.cookies[nonceCookieName(config)];
  if (nonce !== undefined) reply.clearCookie(nonceCookieName(config), cookieOptions(config));
  return nonce;
}

export function isSameNonce(issued: string | undefined, claimed: string | undefined): boolean {
  if (!issued || !claimed) return false;
  const a = Buffer.from(issued);
  const b = Buffer.from(claimed);
  return a.length === b.length && timingSafeEqual(a, b);
}
