import path from 'node:path';
import { z } from 'zod';

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined);

const environmentSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    PUBLIC_URL: z.url().optional(),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: optionalText.pipe(z.url().optional()),
    OIDC_ISSUER: optionalText.pipe(z.url().optional()),
    OIDC_CLIENT_ID: optionalText,
    OIDC_HOSTED_DOMAIN: optionalText,
    SESSION_IDLE_MINUTES: positiveInt(8 * 60),
    SESSION_ABSOLUTE_HOURS: positiveInt(12),
    AUTH_RATE_LIMIT_PER_MINUTE: positiveInt(30),
    RESPONSE_VALIDATION: z.enum(['on', 'off']).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST_DIR: z.string().optional(),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV !== 'production') return;
    for (const key of ['DATABASE_URL', 'OIDC_ISSUER', 'OIDC_CLIENT_ID', 'PUBLIC_URL'] as const) {
      if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required in production' });
    }
  })
  .superRefine((env, ctx) => {
    if (env.OIDC_ISSUER && !env.OIDC_CLIENT_ID) {
      ctx.addIssue({ code: 'custom', path: ['OIDC_CLIENT_ID'], message: 'is required with OIDC_ISSUER' });
    }
  });

export interface Config {
  production: boolean;
  host: string;
  port: number;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Unset in the embedded mode: the server then mounts the development identity provider. */
  oidc: { issuer: string; clientId: string; hostedDomain: string | undefined } | undefined;
  session: { idleMinutes: number; absoluteHours: number };
  authRateLimitPerMinute: number;
  logLevel: string;
  /** Check every answer against its schema: on while developing and testing, off in production. */
  validateResponses: boolean;
  webDistDir: string;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    production: e.NODE_ENV === 'production',
    host: e.HOST,
    port: e.PORT,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    // npm runs workspace scripts inside the workspace; relative paths mean the folder npm was started in.
    dataDir: path.resolve(env.INIT_CWD ?? process.cwd(), e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    oidc:
      e.OIDC_ISSUER && e.OIDC_CLIENT_ID
        ? { issuer: e.OIDC_ISSUER, clientId: e.OIDC_CLIENT_ID, hostedDomain: e.OIDC_HOSTED_DOMAIN }
        : undefined,
    session: { idleMinutes: e.SESSION_IDLE_MINUTES, absoluteHours: e.SESSION_ABSOLUTE_HOURS },
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    logLevel: e.LOG_LEVEL,
    validateResponses: (e.RESPONSE_VALIDATION ?? (e.NODE_ENV === 'production' ? 'off' : 'on')) === 'on',
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? new URL('../../web/dist', import.meta.url).pathname),
  };
}
