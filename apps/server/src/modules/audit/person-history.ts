import type { TAuditPage } from '@kansli/domain/audit/audit-log';
import {
  EXPORTED_CHILD_IDS,
  EXPORTED_PERSON_IDS,
  type THistoryQuery,
} from '@kansli/domain/audit/person-history';
import { CHILD_NOT_AT_UNIT_MESSAGE, PERSON_NOT_FOUND_MESSAGE } from '@kansli/domain/http/messages';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { requireFlagAt } from '../../auth/access.ts';
import type { RequestContext } from '../../context/request-context.ts';
import { auditEvents } from '../../db/schema/audit.ts';
import { notFound } from '../../http/errors.ts';
import { personById } from '../persons/card-repository.ts';
import { loadChildren } from '../preschool/repository.ts';
import { unitFor } from '../preschool/unit-access.ts';
import { CHILD_LIST_READS } from './ghosted-request.ts';
import { afterContains, auditEventsWhere, newestIdsOf, withIds } from './repository.ts';
import { withSubjectNames } from './subject-names.ts';

// 'Historik' (issue 17): one person's entries of the audit log, for whoever may read that person. Each
// source is found by an index: the entity and its id; exports by their entity and action, then the ids
// they list in `after`.

/** Entries about the entity itself: its changes, and requests that named it while ghosting. */
const aboutEntity = (entity: string, id: number) =>
  and(eq(auditEvents.entity, entity), eq(auditEvents.entityId, String(id))) as SQL;

/** Exports that listed the id under `key` in their audit entry. */
const exportsHolding = (exports: { entities: string[]; actions: string[] }, key: string, id: number) =>
  and(
    inArray(auditEvents.entity, exports.entities),
    inArray(auditEvents.action, exports.actions),
    afterContains({ [key]: [id] }),
  ) as SQL;

const PERSON_EXPORTS = {
  entities: ['spreadsheet', 'location'],
  actions: ['chromebook.invoices.spreadsheet', 'chromebook.invoices.pdf'],
};
const CHILD_EXPORTS = { entities: ['spreadsheet', 'xlsx'], actions: ['preschool.export'] };

async function historyPage(ctx: RequestContext, sources: SQL[], query: THistoryQuery): Promise<TAuditPage> {
  const ids = await newestIdsOf(ctx.db, sources, query.before, query.limit + 1);
  const events = ids.length === 0 ? [] : await auditEventsWhere(ctx.db, withIds(ids), ids.length);
  const page = events.slice(0, query.limit);
  return {
    events: await withSubjectNames(ctx, page),
    nextBefore: events.length > query.limit ? (page.at(-1)?.id ?? null) : null,
  };
}

/** GET /api/integration/person/{id}/history: with the person card's own check (adminMenu PERSONS). */
export async function personHistory(
  ctx: RequestContext,
  personId: number,
  query: THistoryQuery,
): Promise<TAuditPage> {
  await requireFlagAt(ctx, 'adminMenu', 'PERSONS', null);
  if (!(await personById(ctx.db, personId))) throw notFound(PERSON_NOT_FOUND_MESSAGE);
  return historyPage(
    ctx,
    [aboutEntity('person', personId), exportsHolding(PERSON_EXPORTS, EXPORTED_PERSON_IDS, personId)],
    query,
  );
}

/**
 * GET /api/preschool/{costCenter}/child/{childId}/history: with the child view's check (preschool
 * ACCESS at the unit), for a child of the unit. The view's data come from the unit's lists, so a
 * ghosted read of those lists counts as a read of the child.
 */
export async function childHistory(
  ctx: RequestContext,
  costCenter: string,
  childId: number,
  query: THistoryQuery,
): Promise<TAuditPage> {
  const unit = await unitFor(ctx, costCenter, 'ACCESS');
  const [child] = await loadChildren(ctx.db, [childId]);
  if (child?.locationId !== unit.locationId) throw notFound(CHILD_NOT_AT_UNIT_MESSAGE);
  return historyPage(
    ctx,
    [
      aboutEntity('preschool_child', childId),
      exportsHolding(CHILD_EXPORTS, EXPORTED_CHILD_IDS, childId),
      and(
        eq(auditEvents.entity, 'request'),
        inArray(auditEvents.action, CHILD_LIST_READS),
        afterContains({ params: { costCenter: unit.costCenter } }),
      ) as SQL,
    ],
    query,
  );
}
