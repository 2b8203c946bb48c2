import { generateKeyPair } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import type { Grant, Interaction, KoaContextWithOIDC, Provider } from 'oidc-provider';
import { isLoopbackRedirect } from '../http-sandbox.ts';

// oidc-provider derives every URL it emits from the part of the path it was mounted under, which it
// reads from req.originalUrl (as Express sets it) minus the url it is handed.
export async function callMounted(
  callback: (req: IncomingMessage, res: ServerResponse) => Promise<void>,
  req: IncomingMessage & { originalUrl?: string },
  res: ServerResponse,
  pathBelowIssuer: string,
) {
  const originalUrl = req.url;
  req.originalUrl = originalUrl;
  req.url = pathBelowIssuer.startsWith('/') ? pathBelowIssuer : `/${pathBelowIssuer}`;
  try {
    await callback(req, res);
  } finally {
    req.url = originalUrl;
    delete req.originalUrl;
  }
}

// Kansli is a first-party client: whatever it asks for is granted, so only the login prompt shows.
export async function grantEverythingRequested(ctx: KoaContextWithOIDC): Promise<Grant | undefined> {
  const { oidc } = ctx;
  if (!oidc.account || !oidc.client) return undefined;
  const { accountId } = oidc.account;
  const { clientId } = oidc.client;
  const grantId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(clientId);
  const existing = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
  const grant =
    existing?.accountId === accountId ? existing : new oidc.provider.Grant({ accountId, clientId });
  grant.addOIDCScope(oidc.requestParamOIDCScopes);
  grant.addOIDCClaims(oidc.requestParamClaims);
  await grant.save();
  return grant;
}

// Picking another person than the one signed in at the provider would otherwise make oidc-provider ask
// for an RP-initiated logout first; after signing out of Kansli the developer just wants to switch.
export async function forgetOtherSignedInAccount(
  provider: Provider,
  interaction: Interaction,
  accountId: string,
) {
  const previous = interaction.session;
  if (!previous || previous.accountId === accountId) return;
  if (previous.uid) {
    const session = await provider.Session.findByUid(previous.uid);
    await session?.destroy();
  }
  interaction.session = undefined;
  await interaction.persist();
}

// The implicit flow normally demands https redirect URIs off localhost; this provider exists for
// http://localhost development (the recipe oidc-provider documents for exactly this case).
export function allowPlainHttpRedirects(provider: Provider) {
  // Client.Schema is public in oidc-provider's documentation but missing from its type declarations.
  type ClientSchema = { prototype: { invalidate(message: string, code?: string): void } };
  const schema = (provider.Client as unknown as { Schema: ClientSchema }).Schema.prototype;
  const invalidate = schema.invalidate;
  schema.invalidate = function (this: unknown, message: string, code?: string) {
    if (code === 'implicit-force-https' || code === 'implicit-forbid-localhost') return;
    invalidate.call(this, message, code);
  };
}

/** A registered loopback redirect URI is accepted on any loopback host and port too. */
export function allowAnyLoopbackPort(provider: Provider, registered: readonly string[]) {
  const prototype = provider.Client.prototype;
  const redirectUriAllowed = prototype.redirectUriAllowed;
  prototype.redirectUriAllowed = function (this: typeof prototype, value: string) {
    return redirectUriAllowed.call(this, value) || isLoopbackRedirect(value, registered);
  };
}

export async function generateSigningKey() {
  const { privateKey } = await promisify(generateKeyPair)('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), alg: 'RS256', use: 'sig' };
}
