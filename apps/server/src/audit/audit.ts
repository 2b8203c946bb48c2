import type { TAuditAction } from '@kansli/domain/audit/audit-actions';
import type { RequestContext } from '../context/request-context.ts';
import type { Db } from '../db/client.ts';
import { auditEvents } from '../db/schema/audit.ts';

export interface AuditEntry {
  action: TAuditAction;
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

/** Who a change is audited as: the signed-in person and, while ghosting, the one acted as. */
export interface AuditActor {
  realPersonId: number | null;
  ghostAsId: number | null;
}

/** Records who (and as whom) changed what; call it with the context of the change's transaction. */
export function recordAudit(ctx: RequestContext, entry: AuditEntry): Promise<void> {
  return recordAuditBy(ctx.db, ctx.actor, entry);
}

/** As recordAudit, for work done on a person's behalf outside their request (a job they started). */
export async function recordAuditBy(db: Db, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await db.insert(auditEvents).values({
    actorId: actor.realPersonId,
    ghostAsId: actor.ghostAsId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
