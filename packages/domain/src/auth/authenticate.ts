import { z } from 'zod';

export const ZSignInResponse = z.object({ givenName: z.string(), familyName: z.string() });
export type TSignInResponse = z.infer<typeof ZSignInResponse>;

export const ZAuthenticateResponse = ZSignInResponse.extend({
  /** The id of the person being ghosted, or null. */
  ghostingAs: z.number().int().nullable(),
  /** The profile picture's address, or null for the default avatar. */
  avatarImage: z.string().nullable(),
});
export type TAuthenticateResponse = z.infer<typeof ZAuthenticateResponse>;

export const ZAuthConfigResponse = z.object({
  authorizationEndpoint: z.url(),
  clientId: z.string(),
  redirectUri: z.url(),
  scope: z.string(),
  extraParams: z.record(z.string(), z.string()),
});
export type TAuthConfigResponse = z.infer<typeof ZAuthConfigResponse>;

/** POST /api/auth/nonce: the nonce to ask the identity provider for the ID token with. */
export const ZSignInNonceResponse = z.object({ nonce: z.string() });
export type TSignInNonceResponse = z.infer<typeof ZSignInNonceResponse>;
