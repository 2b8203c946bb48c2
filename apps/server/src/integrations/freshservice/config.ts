import { z } from 'zod';
import { optionalText, optionalUrl } from '../env.ts';

/** Freshservice's environment variables; config.ts spreads this shape into its schema. */
export const freshserviceEnvironment = z.object({
  /** `https://{domain}.freshservice.com`, without /api/v2; unset in the embedded mode, where the sandbox stands in. */
  FRESHSERVICE_URL: optionalUrl,
  FRESHSERVICE_API_KEY: optionalText,
});

type FreshserviceEnvironment = z.infer<typeof freshserviceEnvironment>;

export function checkFreshserviceEnvironment(env: FreshserviceEnvironment, ctx: z.RefinementCtx) {
  if (env.FRESHSERVICE_URL && !env.FRESHSERVICE_API_KEY) {
    ctx.addIssue({
      code: 'custom',
      path: ['FRESHSERVICE_API_KEY'],
      message: 'is required with FRESHSERVICE_URL',
    });
  }
}

/** The 503 of a call that needs Freshservice on a server without its configuration. */
export const FRESHSERVICE_NOT_CONFIGURED =
  'Freshservice är inte konfigurerat. Be en administratör ange FRESHSERVICE_URL och FRESHSERVICE_API_KEY.';

export interface FreshserviceConfig {
  apiUrl: string;
  apiKey: string;
}

/** Undefined in the embedded mode: the Freshservice sandbox stands in; production then answers 503. */
export function freshserviceConfig(env: FreshserviceEnvironment): FreshserviceConfig | undefined {
  if (!env.FRESHSERVICE_URL || !env.FRESHSERVICE_API_KEY) return undefined;
  return { apiUrl: env.FRESHSERVICE_URL.replace(/\/$/, ''), apiKey: env.FRESHSERVICE_API_KEY };
}
