import type { Db } from '../db/client.ts';
import { auditEvents } from '../db/schema/audit.ts';

export interface AuditEntry {
  /** The signed-in person. */
  actorId: number;
  /** The person acted as while ghosting. */
  ghostAsId?: number | null;
  action: string;
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

/** Records who changed what; call it inside the transaction of the change it describes. */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditEvents).values({
    actorId: entry.actorId,
    ghostAsId: entry.ghostAsId ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
