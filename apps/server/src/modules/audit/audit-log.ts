import type { TAuditPage, TAuditQuery } from '@kansli/domain/audit/audit-log';
import { and, eq, gte, inArray, like, lt, lte, or, type SQL } from 'drizzle-orm';
import { recordAudit } from '../../audit/audit.ts';
import { requireFlag } from '../../auth/access.ts';
import type { RequestContext } from '../../context/request-context.ts';
import { auditEvents } from '../../db/schema/audit.ts';
import { auditEventsWhere } from './repository.ts';
import { withSubjectNames } from './subject-names.ts';

// The audit log (issue 17: the superadmin's 'Logg'): adminMenu SUPERADMIN reads every entry, newest
// first, a page at a time by id. Reading it is audited too, with the filters' names, not their values.

/** A LIKE pattern matching texts that begin with `text`, its wildcards taken literally. */
const startsWith = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function conditions(query: TAuditQuery): (SQL | undefined)[] {
  return [
    query.actorId === undefined ? undefined : eq(auditEvents.actorId, query.actorId),
    query.ghostAsId === undefined ? undefined : eq(auditEvents.ghostAsId, query.ghostAsId),
    query.entity === undefined ? undefined : eq(auditEvents.entity, query.entity),
    query.entityId === undefined ? undefined : eq(auditEvents.entityId, query.entityId),
    query.personId === undefined
      ? undefined
      : or(
          and(eq(auditEvents.entity, 'person'), eq(auditEvents.entityId, String(query.personId))),
          eq(auditEvents.ghostAsId, query.personId),
        ),
    query.action === undefined ? undefined : like(auditEvents.action, startsWith(query.action)),
    query.actions === undefined ? undefined : inArray(auditEvents.action, query.actions),
    query.from === undefined ? undefined : gte(auditEvents.at, new Date(query.from)),
    query.to === undefined ? undefined : lte(auditEvents.at, new Date(query.to)),
    query.before === undefined ? undefined : lt(auditEvents.id, query.before),
  ];
}

/** GET /api/audit: a page of the entries the filters leave, newest first. */
export async function auditLog(ctx: RequestContext, query: TAuditQuery): Promise<TAuditPage> {
  await requireFlag(ctx, 'adminMenu', 'SUPERADMIN');
  const events = await auditEventsWhere(ctx.db, and(...conditions(query)), query.limit + 1);
  const page = events.slice(0, query.limit);
  await recordAudit(ctx, {
    action: 'audit.read',
    entity: 'audit_events',
    after: {
      filters: Object.keys(query).filter(
        (key) => key !== 'limit' && query[key as keyof TAuditQuery] !== undefined,
      ),
    },
  });
  return {
    events: await withSubjectNames(ctx, page),
    nextBefore: events.length > query.limit ? (page.at(-1)?.id ?? null) : null,
  };
}
