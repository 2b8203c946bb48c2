import { z } from 'zod';

export const ZSignInResponse = z.object({ givenName: z.string(), familyName: z.string() });
export type TSignInResponse = z.infer<typeof ZSignInResponse>;

export const ZAuthenticateResponse = ZSignInResponse.extend({
  /** The signed-in person's own id (not the ghosted one's). */
  personId: z.number().int().optional(),
  /** The id of the person being ghosted, or null. */
  ghostingAs: z.number().int().nullable(),
  /** While ghosting: when the server ends it (the time limit), ISO 8601. */
  ghostingEndsAt: z.iso.datetime().optional(),
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
