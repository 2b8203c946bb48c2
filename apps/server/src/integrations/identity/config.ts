import { z } from 'zod';
import { optionalText, optionalUrl } from '../env.ts';

/** The identity provider's environment variables; config.ts spreads this shape into its schema. */
export const identityEnvironment = z.object({
  OIDC_ISSUER: optionalUrl,
  OIDC_CLIENT_ID: optionalText,
  OIDC_HOSTED_DOMAIN: optionalText,
  /** The longest an ID token of the provider lives (Google's: one hour); longer-lived ones are refused. */
  OIDC_MAX_TOKEN_LIFETIME_SECONDS: z.coerce.number().int().min(60).max(86_400).default(3600),
});

type IdentityEnvironment = z.infer<typeof identityEnvironment>;

/** Production has no development provider to fall back on. */
export const identityRequiredInProduction = ['OIDC_ISSUER', 'OIDC_CLIENT_ID'] as const;

export function checkIdentityEnvironment(env: IdentityEnvironment, ctx: z.RefinementCtx) {
  if (env.OIDC_ISSUER && !env.OIDC_CLIENT_ID) {
    ctx.addIssue({ code: 'custom', path: ['OIDC_CLIENT_ID'], message: 'is required with OIDC_ISSUER' });
  }
}

export interface IdentityConfig {
  issuer: string;
  clientId: string;
  hostedDomain: string | undefined;
  maxTokenLifetimeSeconds: number;
}

/** Undefined in the embedded mode: the development identity provider stands in. */
export function identityConfig(env: IdentityEnvironment): IdentityConfig | undefined {
  return env.OIDC_ISSUER && env.OIDC_CLIENT_ID
    ? {
        issuer: env.OIDC_ISSUER,
        clientId: env.OIDC_CLIENT_ID,
        hostedDomain: env.OIDC_HOSTED_DOMAIN,
        maxTokenLifetimeSeconds: env.OIDC_MAX_TOKEN_LIFETIME_SECONDS,
      }
    : undefined;
}
