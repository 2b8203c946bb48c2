import { z } from 'zod';
import { optionalText, optionalUrl } from '../env.ts';

/** Visma's and the sealed secrets' environment variables; config.ts spreads this shape into its schema. */
export const vismaEnvironment = z.object({
  /** `https://eaccountingapi.vismaonline.com`; unset in the embedded mode, where the sandbox stands in. */
  VISMA_API_URL: optionalUrl,
  VISMA_TOKEN_URL: optionalUrl,
  VISMA_CLIENT_ID: optionalText,
  VISMA_CLIENT_SECRET: optionalText,
  /** The refresh token of the first connection; the rotated ones are kept in the database. */
  VISMA_REFRESH_TOKEN: optionalText,
  /** In the embedded mode, the sandbox's port; 0, the default, takes a free one. */
  VISMA_SANDBOX_PORT: z.coerce.number().int().min(0).max(65_535).default(0),
  /** 32 bytes, base64: seals the secrets Kansli keeps (`openssl rand -base64 32`). */
  INTEGRATION_SECRET_KEY: optionalText.pipe(
    z
      .string()
      .refine((key) => Buffer.from(key, 'base64').length === 32, 'must be 32 bytes in base64')
      .optional(),
  ),
});

type VismaEnvironment = z.infer<typeof vismaEnvironment>;

const TOGETHER = ['VISMA_CLIENT_ID', 'VISMA_CLIENT_SECRET', 'INTEGRATION_SECRET_KEY'] as const;

export function checkVismaEnvironment(env: VismaEnvironment, ctx: z.RefinementCtx) {
  if (!env.VISMA_API_URL) return;
  for (const key of TOGETHER) {
    if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required with VISMA_API_URL' });
  }
}

export interface VismaConfig {
  apiUrl: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  initialRefreshToken: string | undefined;
  secretKey: Buffer;
}

const VISMA_TOKEN_URL = 'https://identity.vismaonline.com/connect/token';

/** Undefined in the embedded mode: the Visma sandbox stands in. */
export function vismaConfig(env: VismaEnvironment): VismaConfig | undefined {
  if (!env.VISMA_API_URL || !env.VISMA_CLIENT_ID || !env.VISMA_CLIENT_SECRET || !env.INTEGRATION_SECRET_KEY) {
    return undefined;
  }
  return {
    apiUrl: env.VISMA_API_URL,
    tokenUrl: env.VISMA_TOKEN_URL ?? VISMA_TOKEN_URL,
    clientId: env.VISMA_CLIENT_ID,
    clientSecret: env.VISMA_CLIENT_SECRET,
    initialRefreshToken: env.VISMA_REFRESH_TOKEN,
    secretKey: Buffer.from(env.INTEGRATION_SECRET_KEY, 'base64'),
  };
}
