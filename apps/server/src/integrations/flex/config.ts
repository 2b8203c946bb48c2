import { z } from 'zod';
import { optionalText, optionalUrl } from '../env.ts';

/** Flex's (HR and payroll) environment variables; config.ts spreads this shape into its schema. */
export const flexEnvironment = z.object({
  /** Flex's API, without /api/v1; unset in the embedded mode, where the sandbox stands in. */
  FLEX_API_URL: optionalUrl,
  FLEX_API_KEY: optionalText,
});

type FlexEnvironment = z.infer<typeof flexEnvironment>;

export function checkFlexEnvironment(env: FlexEnvironment, ctx: z.RefinementCtx) {
  if (env.FLEX_API_URL && !env.FLEX_API_KEY) {
    ctx.addIssue({ code: 'custom', path: ['FLEX_API_KEY'], message: 'is required with FLEX_API_URL' });
  }
}

export interface FlexConfig {
  apiUrl: string;
  apiKey: string;
}

/** Undefined in the embedded mode: the Flex sandbox stands in; production then answers 503. */
export function flexConfig(env: FlexEnvironment): FlexConfig | undefined {
  if (!env.FLEX_API_URL || !env.FLEX_API_KEY) return undefined;
  return { apiUrl: env.FLEX_API_URL.replace(/\/$/, ''), apiKey: env.FLEX_API_KEY };
}
