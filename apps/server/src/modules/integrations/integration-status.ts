import { OUTSIDE_SYSTEM_NOT_FOUND_MESSAGE } from '@kansli/domain/http/messages';
import type { TIntegrationStatus, TIntegrationStatusList } from '@kansli/domain/integrations/status';
import { recordAudit } from '../../audit/audit.ts';
import { requireFlag } from '../../auth/access.ts';
import type { RequestContext } from '../../context/request-context.ts';
import { notFound } from '../../http/errors.ts';
import type { CallLog, CallOutcome } from '../../integrations/call-log.ts';
import { type IntegrationStatusRow, integrationStatusRows } from './repository.ts';
import type { IntegrationSystem } from './systems.ts';

// Superadmin › Integrationer: every outside system's state as its calls and tests left it, and a test
// of one system on demand. adminMenu SUPERADMIN only.

export interface IntegrationChecks {
  systems: IntegrationSystem[];
  calls: CallLog;
}

function statusOf(system: IntegrationSystem, row: IntegrationStatusRow | undefined): TIntegrationStatus {
  // What was stored while the system was configured says nothing of it now.
  const known = system.configured ? row : undefined;
  return {
    key: system.key,
    name: system.name,
    configured: system.configured,
    ok: known?.ok ?? null,
    checked_at: known?.checkedAt.toISOString() ?? null,
    message: known?.message ?? null,
    last_success_at: known?.lastSuccessAt?.toISOString() ?? null,
    checkable: system.configured && system.probe !== undefined,
  };
}

/** GET /api/integrations/status: every system, in the screen's order. */
export async function integrationStatusList(
  ctx: RequestContext,
  systems: IntegrationSystem[],
): Promise<TIntegrationStatusList> {
  await requireFlag(ctx, 'adminMenu', 'SUPERADMIN');
  const rows = await integrationStatusRows(ctx.db);
  return { systems: systems.map((system) => statusOf(system, rows.get(system.key))) };
}

/**
 * POST /api/integrations/{key}/check: runs the system's probe, stores how it went and answers the
 * system's state. A system that is not configured, or cannot be tested, is answered as it is.
 */
export async function checkIntegration(
  ctx: RequestContext,
  { systems, calls }: IntegrationChecks,
  key: string,
): Promise<TIntegrationStatus> {
  await requireFlag(ctx, 'adminMenu', 'SUPERADMIN');
  const system = systems.find((candidate) => candidate.key === key);
  if (!system) throw notFound(OUTSIDE_SYSTEM_NOT_FOUND_MESSAGE);
  const { probe } = system;
  if (system.configured && probe) {
    const outcome = await Promise.resolve()
      .then(probe)
      .then(
        (): CallOutcome => ({ ok: true }),
        (error: unknown): CallOutcome => ({ ok: false, error }),
      );
    await calls.record(system.key, outcome);
    await recordAudit(ctx, {
      action: 'integration.check',
      entity: 'integration',
      entityId: system.key,
      after: { ok: outcome.ok },
    });
  }
  const rows = await integrationStatusRows(ctx.db);
  return statusOf(system, rows.get(system.key));
}
