import {
  INTEGRATION_KEYS,
  INTEGRATION_NAMES,
  type TIntegrationKey,
} from '@kansli/domain/integrations/status';
import type { Integrations } from '../../context/request-context.ts';

/** An outside system as Superadmin › Integrationer and the operator's check list it. */
export interface IntegrationSystem {
  key: TIntegrationKey;
  name: string;
  /** Whether Kansli has the system's address and credentials; false, nothing calls it. */
  configured: boolean;
  /** Calls the system once and throws how it failed; absent while the system cannot be tested. */
  probe?: () => Promise<void>;
}

/** Each system: false when not configured, true when configured but not testable, or its probe. */
export type SystemProbes = Record<TIntegrationKey, boolean | (() => Promise<void>)>;

/** The list of every outside system, in the screen's order. */
export function integrationSystems(probes: SystemProbes): IntegrationSystem[] {
  return INTEGRATION_KEYS.map((key) => {
    const probe = probes[key];
    return {
      key,
      name: INTEGRATION_NAMES[key],
      configured: probe !== false,
      ...(typeof probe === 'function' ? { probe } : {}),
    };
  });
}

/**
 * The systems as the app's clients have them: configured where the app has a client, which in the
 * embedded mode points at the system's sandbox.
 */
export function integrationSystemsOf(clients: Partial<Integrations>): IntegrationSystem[] {
  const { campus, flex } = clients;
  return integrationSystems({
    visma: clients.visma !== undefined,
    google: (clients.sheets ?? clients.directory) !== undefined,
    storage: clients.storage !== undefined,
    freshservice: clients.freshservice !== undefined,
    elks: clients.sms !== undefined,
    campus: campus ? () => campus.client.probe() : false,
    flex: flex ? () => flex.probe() : false,
  });
}
