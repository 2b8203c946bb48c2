import { z } from 'zod';
import { optionalRandomKey, optionalText, optionalUrl } from '../env.ts';
import type { VismaArticleNumbers } from './articles.ts';

/** Visma's and the sealed secrets' environment variables; config.ts spreads this shape into its schema. */
export const vismaEnvironment = z.object({
  /** `https://eaccountingapi.vismaonline.com`; unset in the embedded mode, where the sandbox stands in. */
  VISMA_API_URL: optionalUrl,
  VISMA_TOKEN_URL: optionalUrl,
  /** Where the browser is sent to connect Kansli to Visma. */
  VISMA_AUTHORIZE_URL: optionalUrl,
  VISMA_CLIENT_ID: optionalText,
  VISMA_CLIENT_SECRET: optionalText,
  /** The refresh token of a first connection made outside Kansli; 'Anslut till Visma' makes one too. */
  VISMA_REFRESH_TOKEN: optionalText,
  /** The article numbers in Visma of what Kansli invoices (Visma's longest article number: 40). */
  VISMA_ARTICLE_PRESCHOOL_FEE: optionalText.pipe(z.string().max(40).optional()),
  VISMA_ARTICLE_CHROMEBOOK_BUYOUT: optionalText.pipe(z.string().max(40).optional()),
  VISMA_ARTICLE_CHROMEBOOK_DAMAGE: optionalText.pipe(z.string().max(40).optional()),
  /** In the embedded mode, the sandbox's port; 0, the default, takes a free one. */
  VISMA_SANDBOX_PORT: z.coerce.number().int().min(0).max(65_535).default(0),
  /** 32 bytes, base64: seals the secrets Kansli keeps (`openssl rand -base64 32`). */
  INTEGRATION_SECRET_KEY: optionalRandomKey(32),
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
  authorizeUrl: string;
  clientId: string;
  clientSecret: string;
  initialRefreshToken: string | undefined;
  secretKey: Buffer;
  /** Only those configured: invoicing with an article that is not refuses with a message naming it. */
  articles: VismaArticleNumbers;
}

/** The embedded mode's Visma sandbox. */
export interface VismaSandboxSettings {
  port: number;
  /** The sandbox's seeded articles unless the environment names others. */
  articles: VismaArticleNumbers;
}

const VISMA_TOKEN_URL = 'https://identity.vismaonline.com/connect/token';
const VISMA_AUTHORIZE_URL = 'https://identity.vismaonline.com/connect/authorize';
/** The Visma sandbox's seeded articles: 100 Förskoleavgift (VAT-exempt) and 200 Chromebook (25 %). */
const SANDBOX_ARTICLES = { preschoolFee: '100', chromebookBuyout: '200', chromebookDamage: '200' } as const;

const articlesOf = (env: VismaEnvironment): VismaArticleNumbers => ({
  preschoolFee: env.VISMA_ARTICLE_PRESCHOOL_FEE,
  chromebookBuyout: env.VISMA_ARTICLE_CHROMEBOOK_BUYOUT,
  chromebookDamage: env.VISMA_ARTICLE_CHROMEBOOK_DAMAGE,
});

/** Undefined without VISMA_API_URL: the embedded mode's sandbox stands in, and production has no Visma. */
export function vismaConfig(env: VismaEnvironment): VismaConfig | undefined {
  if (!env.VISMA_API_URL || !env.VISMA_CLIENT_ID || !env.VISMA_CLIENT_SECRET || !env.INTEGRATION_SECRET_KEY) {
    return undefined;
  }
  return {
    apiUrl: env.VISMA_API_URL,
    tokenUrl: env.VISMA_TOKEN_URL ?? VISMA_TOKEN_URL,
    authorizeUrl: env.VISMA_AUTHORIZE_URL ?? VISMA_AUTHORIZE_URL,
    clientId: env.VISMA_CLIENT_ID,
    clientSecret: env.VISMA_CLIENT_SECRET,
    initialRefreshToken: env.VISMA_REFRESH_TOKEN,
    secretKey: Buffer.from(env.INTEGRATION_SECRET_KEY, 'base64'),
    articles: articlesOf(env),
  };
}

export function vismaSandboxSettings(env: VismaEnvironment): VismaSandboxSettings {
  const configured = articlesOf(env);
  return {
    port: env.VISMA_SANDBOX_PORT,
    articles: {
      preschoolFee: configured.preschoolFee ?? SANDBOX_ARTICLES.preschoolFee,
      chromebookBuyout: configured.chromebookBuyout ?? SANDBOX_ARTICLES.chromebookBuyout,
      chromebookDamage: configured.chromebookDamage ?? SANDBOX_ARTICLES.chromebookDamage,
    },
  };
}
