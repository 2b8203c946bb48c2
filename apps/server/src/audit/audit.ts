import type { Access } from '../auth/access.ts';
import type { Db } from '../db/client.ts';
import { auditEvents } from '../db/schema/audit.ts';

export interface AuditEntry {
  action: string;
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

/** Records who (and as whom) changed what; call it in the transaction of the change it describes. */
export async function recordAudit(db: Db, access: Access, entry: AuditEntry): Promise<void> {
  await db.insert(auditEvents).values({
    actorId: access.realPersonId,
    ghostAsId: access.ghostAsId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
