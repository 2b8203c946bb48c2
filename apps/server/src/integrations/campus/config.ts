import { z } from 'zod';
import { optionalText, optionalUrl } from '../env.ts';

/** The campus platform's environment variables; config.ts spreads this shape into its schema. */
export const campusEnvironment = z.object({
  /** The platform's API, without /api/v1; unset in the embedded mode, where the sandbox stands in. */
  CAMPUS_API_URL: optionalUrl,
  CAMPUS_API_KEY: optionalText,
  /** Where the platform's admin pages are (`{it}/admin/persons/{campusId}`); the API's address by default. */
  CAMPUS_ADMIN_URL: optionalUrl,
});

type CampusEnvironment = z.infer<typeof campusEnvironment>;

export function checkCampusEnvironment(env: CampusEnvironment, ctx: z.RefinementCtx) {
  if (env.CAMPUS_API_URL && !env.CAMPUS_API_KEY) {
    ctx.addIssue({ code: 'custom', path: ['CAMPUS_API_KEY'], message: 'is required with CAMPUS_API_URL' });
  }
}

export interface CampusConfig {
  apiUrl: string;
  apiKey: string;
  adminUrl: string;
}

/** Undefined in the embedded mode: the campus sandbox stands in; production then answers 503. */
export function campusConfig(env: CampusEnvironment): CampusConfig | undefined {
  if (!env.CAMPUS_API_URL || !env.CAMPUS_API_KEY) return undefined;
  return {
    apiUrl: env.CAMPUS_API_URL.replace(/\/$/, ''),
    apiKey: env.CAMPUS_API_KEY,
    adminUrl: (env.CAMPUS_ADMIN_URL ?? env.CAMPUS_API_URL).replace(/\/$/, ''),
  };
}
