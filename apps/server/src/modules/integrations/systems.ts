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

/** One probe of the clients given, all at once, throwing the first failure; false when there are none. */
function probeOfAll(...clients: ({ probe(): Promise<void> } | undefined)[]) {
  const present = clients.filter((client) => client !== undefined);
  if (present.length === 0) return false;
  return async () => {
    await Promise.all(present.map((client) => client.probe()));
  };
}

/**
 * The systems as the app's clients have them: configured where the app has a client, which in the
 * embedded mode points at the system's stand-in. Google is tested with a token of each scope and one
 * read each (Directory's users, groups and devices, and Sheets); Storage by listing each bucket.
 */
export function integrationSystemsOf(clients: Partial<Integrations>): IntegrationSystem[] {
  const { visma, sheets, directory, storage, studybuddyFiles, freshservice, sms, campus, flex } = clients;
  return integrationSystems({
    visma: probeOfAll(visma),
    google: probeOfAll(directory?.client, directory?.groupClient, directory?.deviceClient, sheets),
    storage: probeOfAll(storage, studybuddyFiles),
    freshservice: probeOfAll(freshservice),
    elks: probeOfAll(sms?.gateway),
    campus: probeOfAll(campus?.client),
    flex: probeOfAll(flex),
  });
}
