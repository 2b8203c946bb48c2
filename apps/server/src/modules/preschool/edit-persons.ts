import type { TPreschoolPersonItem, TPreschoolSaveResponse } from '@kansli/domain/preschool/save-person';
import type { RequestContext } from '../../context/request-context.ts';
import { badRequest } from '../../http/errors.ts';
import { savingChildren } from './civic-number-conflict.ts';
import { lockChildren } from './repository.ts';
import { type Saved, saveItem } from './save-person.ts';
import { unitFor } from './unit-access.ts';

/** PUT /api/preschool/{costCenter}/person: edits one item, or the overview's batch, all or nothing. */
export async function editPersons(
  ctx: RequestContext,
  costCenter: string,
  body: TPreschoolPersonItem | TPreschoolPersonItem[],
): Promise<TPreschoolSaveResponse> {
  const unit = await unitFor(ctx, costCenter, 'ACCESS');
  const items = Array.isArray(body) ? body : [body];
  const wrong = items.findIndex((item) => item.mode !== 'edit');
  if (wrong >= 0) {
    throw badRequest(`${Array.isArray(body) ? `${wrong}.` : ''}mode: PUT edits; use POST to create`);
  }
  const saved = await savingChildren(ctx, unit, items, async (tx) => {
    // Each save locks its child; a batch locks them all first, in id order, so that two batches
    // holding the same children in another order cannot deadlock.
    if (items.length > 1) await lockChildren(tx.db, childIdsOf(items));
    const results: Saved[] = [];
    for (const item of items) results.push(await saveItem(tx, unit, item));
    return results;
  });
  const last = saved.at(-1) as Saved;
  return Array.isArray(body) ? { ...last, items: saved } : last;
}

function childIdsOf(items: TPreschoolPersonItem[]): number[] {
  return items.flatMap((item) => (item.type === 'child' && item.child_id ? [item.child_id] : []));
}
