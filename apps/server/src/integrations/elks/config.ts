import { z } from 'zod';
import { optionalSecret, optionalText, optionalUrl } from '../env.ts';

/** 46elks' and the SMS card's environment variables; config.ts spreads this shape into its schema. */
export const elksEnvironment = z.object({
  /** https://api.46elks.com unless told; the gateway is used once ELKS_USERNAME is set. */
  ELKS_API_URL: optionalUrl,
  ELKS_USERNAME: optionalText,
  ELKS_PASSWORD: optionalText,
  /** The sender the phones show: a letter, then up to 10 letters and digits. */
  SMS_SENDER: z
    .string()
    .regex(/^[A-Za-z][A-Za-z0-9]{2,10}$/, 'must be 3 to 11 letters and digits, starting with a letter')
    .default('Nordljus'),
  /** The secret in the delivery-report URL: the same for every instance, and kept across restarts. */
  SMS_REPORT_SECRET: optionalSecret,
  /** How many SMS a minute are handed to the gateway (46elks sends about 100 a minute). */
  SMS_PER_MINUTE: z.coerce.number().int().min(1).max(6000).default(100),
});

type ElksEnvironment = z.infer<typeof elksEnvironment>;

export function checkElksEnvironment(env: ElksEnvironment, ctx: z.RefinementCtx) {
  if (!env.ELKS_USERNAME) return;
  for (const key of ['ELKS_PASSWORD', 'SMS_REPORT_SECRET'] as const) {
    if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required with ELKS_USERNAME' });
  }
}

/** The 503 of an SMS send on a server without 46elks' configuration. */
export const ELKS_NOT_CONFIGURED =
  '46elks är inte konfigurerat. Be en administratör ange ELKS_USERNAME, ELKS_PASSWORD och SMS_REPORT_SECRET.';

export interface SmsSettings {
  sender: string;
  perMinute: number;
}

export interface ElksConfig {
  apiUrl: string;
  username: string;
  password: string;
  reportSecret: string;
}

/** Undefined in the embedded mode: the 46elks sandbox stands in; production then answers 503. */
export function elksConfig(env: ElksEnvironment): ElksConfig | undefined {
  if (!env.ELKS_USERNAME || !env.ELKS_PASSWORD || !env.SMS_REPORT_SECRET) return undefined;
  return {
    apiUrl: (env.ELKS_API_URL ?? 'https://api.46elks.com').replace(/\/$/, ''),
    username: env.ELKS_USERNAME,
    password: env.ELKS_PASSWORD,
    reportSecret: env.SMS_REPORT_SECRET,
  };
}

export const smsSettings = (env: ElksEnvironment): SmsSettings => ({
  sender: env.SMS_SENDER,
  perMinute: env.SMS_PER_MINUTE,
});
