import path from 'node:path';
import { z } from 'zod';
import type { SignInLimits } from './auth/sign-in-limit.ts';
import {
  type CampusConfig,
  campusConfig,
  campusEnvironment,
  checkCampusEnvironment,
} from './integrations/campus/config.ts';
import {
  checkElksEnvironment,
  type ElksConfig,
  elksConfig,
  elksEnvironment,
  type SmsSettings,
  smsSettings,
} from './integrations/elks/config.ts';
import { optionalText, optionalUrl } from './integrations/env.ts';
import {
  checkFlexEnvironment,
  type FlexConfig,
  flexConfig,
  flexEnvironment,
} from './integrations/flex/config.ts';
import {
  checkFreshserviceEnvironment,
  type FreshserviceConfig,
  freshserviceConfig,
  freshserviceEnvironment,
} from './integrations/freshservice/config.ts';
import {
  checkGoogleEnvironment,
  type GoogleConfig,
  googleConfig,
  googleEnvironment,
  type WorkspaceSettings,
  workspaceSettings,
} from './integrations/google/config.ts';
import {
  checkIdentityEnvironment,
  type IdentityConfig,
  identityConfig,
  identityEnvironment,
  identityRequiredInProduction,
} from './integrations/identity/config.ts';
import {
  checkVismaEnvironment,
  type VismaConfig,
  type VismaSandboxSettings,
  vismaConfig,
  vismaEnvironment,
  vismaSandboxSettings,
} from './integrations/visma/config.ts';
import type { JobTiming } from './jobs/queues.ts';

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const environmentSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    PUBLIC_URL: z.url().optional(),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: optionalUrl,
    /** The role the instances serve as; the owner's migration step grants it (db/roles.ts). */
    DATABASE_APP_ROLE: optionalText.pipe(
      z
        .string()
        .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'must be a role name of lower-case letters, digits and _')
        .optional(),
    ),
    /** How long an active job may go without its worker's heartbeat before another instance retries it. */
    JOB_HEARTBEAT_SECONDS: z.coerce.number().int().min(10).max(3600).default(30),
    /** How often each instance looks for jobs whose worker stopped, and runs the schedules' pass. */
    JOB_SUPERVISE_SECONDS: z.coerce.number().int().min(1).max(45).default(30),
    SESSION_IDLE_MINUTES: positiveInt(8 * 60),
    SESSION_ABSOLUTE_HOURS: positiveInt(12),
    /** Sign-in attempts a window takes from one client address: a school's staff may share one. */
    SIGN_IN_LIMIT_PER_ADDRESS: positiveInt(300),
    /** Sign-in attempts a window takes for one account, whatever the addresses they come from. */
    SIGN_IN_LIMIT_PER_ACCOUNT: positiveInt(10),
    SIGN_IN_LIMIT_WINDOW_MINUTES: z.coerce.number().int().min(1).max(60).default(10),
    /** Replaced by the three above; refused, so a deployment that set it does not run with other limits. */
    AUTH_RATE_LIMIT_PER_MINUTE: z
      .undefined({
        error:
          'is replaced by SIGN_IN_LIMIT_PER_ADDRESS, SIGN_IN_LIMIT_PER_ACCOUNT and SIGN_IN_LIMIT_WINDOW_MINUTES',
      })
      .optional(),
    /** How long one ghosting lasts before the server ends it. */
    GHOST_TIME_LIMIT_MINUTES: z.coerce.number().int().min(1).max(720).default(30),
    /** Proxies in front of the server whose X-Forwarded-For entries are believed; 0 believes none. */
    TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST_DIR: z.string().optional(),
    // Each outside system's variables come from its slice in integrations/<system>/config.ts.
    ...identityEnvironment.shape,
    ...vismaEnvironment.shape,
    ...googleEnvironment.shape,
    ...campusEnvironment.shape,
    ...flexEnvironment.shape,
    ...freshserviceEnvironment.shape,
    ...elksEnvironment.shape,
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV !== 'production') return;
    for (const key of ['DATABASE_URL', ...identityRequiredInProduction, 'PUBLIC_URL'] as const) {
      if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required in production' });
    }
  })
  .superRefine(checkIdentityEnvironment)
  .superRefine(checkVismaEnvironment)
  .superRefine(checkGoogleEnvironment)
  .superRefine(checkCampusEnvironment)
  .superRefine(checkFlexEnvironment)
  .superRefine(checkFreshserviceEnvironment)
  .superRefine(checkElksEnvironment);

export interface Config {
  production: boolean;
  host: string;
  port: number;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** The application role the owner grants after migrating; unset where the instances serve as the owner. */
  databaseAppRole: string | undefined;
  /** How soon a job whose instance stopped is taken over, and how often the queue is supervised. */
  jobTiming: JobTiming;
  /** Unset in the embedded mode: the server then mounts the development identity provider. */
  oidc: IdentityConfig | undefined;
  /** Unset in the embedded mode, where the Visma sandbox stands in; unset in production, Visma answers 503. */
  visma: VismaConfig | undefined;
  /** The Visma sandbox's port (0 takes a free one) and articles in the embedded mode. */
  vismaSandbox: VismaSandboxSettings;
  /** Unset without a service account: the embedded mode then starts the Sheets sandbox. */
  google: GoogleConfig | undefined;
  /** The domain and org unit root of the staff accounts Kansli makes in Google Workspace. */
  workspace: WorkspaceSettings;
  /** Unset in the embedded mode: the server then starts the campus sandbox on a loopback port. */
  campus: CampusConfig | undefined;
  /** Unset in the embedded mode: the server then starts the Flex sandbox on a loopback port. */
  flex: FlexConfig | undefined;
  /** Unset in the embedded mode: the server then starts the Freshservice sandbox on a loopback port. */
  freshservice: FreshserviceConfig | undefined;
  /** Unset in the embedded mode: the server then starts the 46elks sandbox on a loopback port. */
  elks: ElksConfig | undefined;
  /** The SMS card's sender and pace. */
  sms: SmsSettings;
  session: { idleMinutes: number; absoluteHours: number };
  /** The sign-in attempts taken per client address and per account in a window, counted in the database. */
  signInLimits: SignInLimits;
  /** Minutes after its start that a ghosting ends. */
  ghostTimeLimitMinutes: number;
  /** How many proxy hops' X-Forwarded-For entries tell the client's address. */
  trustProxyHops: number;
  logLevel: string;
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
    databaseAppRole: e.DATABASE_APP_ROLE,
    jobTiming: { heartbeatSeconds: e.JOB_HEARTBEAT_SECONDS, superviseSeconds: e.JOB_SUPERVISE_SECONDS },
    oidc: identityConfig(e),
    visma: vismaConfig(e),
    vismaSandbox: vismaSandboxSettings(e),
    google: googleConfig(e),
    workspace: workspaceSettings(e),
    campus: campusConfig(e),
    flex: flexConfig(e),
    freshservice: freshserviceConfig(e),
    elks: elksConfig(e),
    sms: smsSettings(e),
    session: { idleMinutes: e.SESSION_IDLE_MINUTES, absoluteHours: e.SESSION_ABSOLUTE_HOURS },
    signInLimits: {
      perAddress: e.SIGN_IN_LIMIT_PER_ADDRESS,
      perAccount: e.SIGN_IN_LIMIT_PER_ACCOUNT,
      windowMinutes: e.SIGN_IN_LIMIT_WINDOW_MINUTES,
    },
    ghostTimeLimitMinutes: e.GHOST_TIME_LIMIT_MINUTES,
    trustProxyHops: e.TRUST_PROXY_HOPS,
    logLevel: e.LOG_LEVEL,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? new URL('../../web/dist', import.meta.url).pathname),
  };
}
