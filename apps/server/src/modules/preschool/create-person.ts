import type { TPreschoolPersonItem, TPreschoolSaveResponse } from '@kansli/domain/preschool/save-person';
import type { RequestContext } from '../../context/request-context.ts';
import { badRequest } from '../../http/errors.ts';
import { savingChildren } from './civic-number-conflict.ts';
import { saveItem } from './save-person.ts';
import { unitFor } from './unit-access.ts';

/** POST /api/preschool/{costCenter}/person: creates a child or a guardian with its links, in one transaction. */
export async function createPerson(
  ctx: RequestContext,
  costCenter: string,
  item: TPreschoolPersonItem,
): Promise<TPreschoolSaveResponse> {
  const unit = await unitFor(ctx, costCenter, 'ACCESS');
  if (item.mode !== 'create') throw badRequest('mode: POST creates; use PUT to edit');
  return savingChildren(ctx, unit, [item], (tx) => saveItem(tx, unit, item));
}
