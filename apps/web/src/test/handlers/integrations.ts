import { OUTSIDE_SYSTEM_NOT_FOUND_MESSAGE } from '@kansli/domain/http/messages';
import {
  INTEGRATION_KEYS,
  INTEGRATION_NAMES,
  type TIntegrationStatus,
  ZIntegrationStatus,
  ZIntegrationStatusList,
} from '@kansli/domain/integrations/status';
import { HttpResponse, http } from 'msw';
import { apiError } from '../server.ts';

// Superadmin › Integrationer's calls for component tests, over a list of systems a test changes; every
// answer is checked against the domain's schema, as the server's serializer checks its own.

export type IntegrationsState = { systems: TIntegrationStatus[] };

const never = { ok: null, checked_at: null, message: null, last_success_at: null };

/** Visma failing its last call, Campus answering, Google configured but never checked, the rest not set up. */
export function integrationsState(): IntegrationsState {
  const base = (key: (typeof INTEGRATION_KEYS)[number]): TIntegrationStatus => ({
    key,
    name: INTEGRATION_NAMES[key],
    configured: false,
    checkable: false,
    ...never,
  });
  const systems = INTEGRATION_KEYS.map(base).map((system): TIntegrationStatus => {
    if (system.key === 'visma') {
      return {
        ...system,
        configured: true,
        checkable: true,
        ok: false,
        checked_at: '2026-11-24T09:30:00.000Z',
        message: 'Visma eEkonomi nekade åtkomst. Kontrollera inloggningsuppgifterna.',
        last_success_at: '2026-11-23T07:15:00.000Z',
      };
    }
    if (system.key === 'campus') {
      return {
        ...system,
        configured: true,
        checkable: true,
        ok: true,
        checked_at: '2026-11-24T08:00:00.000Z',
        last_success_at: '2026-11-24T08:00:00.000Z',
      };
    }
    if (system.key === 'google') return { ...system, configured: true };
    return system;
  });
  return { systems };
}

export const integrationsHandlers = {
  status: (state: IntegrationsState = integrationsState()) =>
    http.get('/api/integrations/status', () => HttpResponse.json(ZIntegrationStatusList.parse(state))),

  statusFails: () => http.get('/api/integrations/status', () => apiError(500, 'Databasen svarar inte')),

  /**
   * Answers a test of a system with `outcome`, stored in the state as the server stores it, once
   * `answered` resolves (a test that takes its time).
   */
  check: (state: IntegrationsState, outcome: Partial<TIntegrationStatus>, answered?: Promise<void>) =>
    http.post('/api/integrations/:key/check', async ({ params }) => {
      await answered;
      const index = state.systems.findIndex((system) => system.key === params.key);
      const system = state.systems[index];
      if (!system) return apiError(404, OUTSIDE_SYSTEM_NOT_FOUND_MESSAGE);
      const checked = ZIntegrationStatus.parse({ ...system, ...outcome });
      state.systems[index] = checked;
      return HttpResponse.json(checked);
    }),

  checkRefused: () =>
    http.post('/api/integrations/:key/check', () =>
      apiError(429, 'För många tester på kort tid. Försök igen om 42 sekunder.'),
    ),
};
