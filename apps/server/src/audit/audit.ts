import type { RequestContext } from '../context/request-context.ts';
import { auditEvents } from '../db/schema/audit.ts';

export interface AuditEntry {
  action: string;
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

/** Records who (and as whom) changed what; call it with the context of the change's transaction. */
export async function recordAudit(ctx: RequestContext, entry: AuditEntry): Promise<void> {
  await ctx.db.insert(auditEvents).values({
    actorId: ctx.actor.realPersonId,
    ghostAsId: ctx.actor.ghostAsId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
