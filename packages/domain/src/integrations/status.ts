import { z } from 'zod';

// Superadmin › Integrationer: each outside system Kansli talks to, whether it is configured, how its
// last call or test went and when it last answered; and a test of one system on demand.

export const INTEGRATION_KEYS = [
  'visma',
  'google',
  'storage',
  'freshservice',
  'elks',
  'campus',
  'flex',
] as const;
export const ZIntegrationKey = z.enum(INTEGRATION_KEYS);
export type TIntegrationKey = z.infer<typeof ZIntegrationKey>;

/** The names the screen, the messages and the operator's check show. */
export const INTEGRATION_NAMES: Readonly<Record<TIntegrationKey, string>> = {
  visma: 'Visma eEkonomi',
  google: 'Google Workspace',
  storage: 'Google Cloud Storage',
  freshservice: 'Freshservice',
  elks: '46elks',
  campus: 'Campus',
  flex: 'Flex',
};

const ZInstant = z.iso.datetime({ offset: true });

export const ZIntegrationStatus = z.object({
  key: ZIntegrationKey,
  name: z.string(),
  /** Whether Kansli has the system's address and credentials; false, nothing is called. */
  configured: z.boolean(),
  /** How the last call or test went; null when never checked or not configured. */
  ok: z.boolean().nullable(),
  /** When the last call or test ended. */
  checked_at: ZInstant.nullable(),
  /** Why the last call or test failed, in Swedish; null when it succeeded. */
  message: z.string().nullable(),
  last_success_at: ZInstant.nullable(),
  /** Whether 'Testa anslutning' can test the system. */
  checkable: z.boolean(),
});
export type TIntegrationStatus = z.infer<typeof ZIntegrationStatus>;

/** GET /api/integrations/status. */
export const ZIntegrationStatusList = z.object({ systems: z.array(ZIntegrationStatus) });
export type TIntegrationStatusList = z.infer<typeof ZIntegrationStatusList>;

/** POST /api/integrations/{key}/check: an unknown key is a 404, so any text is taken here. */
export const ZIntegrationCheckParams = z.object({ key: z.string().max(100) });

export type IntegrationState = 'Ej konfigurerad' | 'Ej kontrollerad' | 'OK' | 'Fel';

/** The state the screen and the operator's check show. */
export function integrationState({
  configured,
  ok,
}: Pick<TIntegrationStatus, 'configured' | 'ok'>): IntegrationState {
  if (!configured) return 'Ej konfigurerad';
  if (ok === null) return 'Ej kontrollerad';
  return ok ? 'OK' : 'Fel';
}
