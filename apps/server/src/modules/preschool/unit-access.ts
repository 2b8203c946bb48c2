import type { FlagKey } from '@kansli/domain/access/catalogue';
import { preschoolNotFoundMessage } from '@kansli/domain/http/messages';
import { requireFlagAt } from '../../auth/access.ts';
import type { RequestContext } from '../../context/request-context.ts';
import { notFound } from '../../http/errors.ts';
import { findUnit, type Unit } from './repository.ts';

/** The unit of a cost center, once the acting person is found to hold the flag there. */
export async function unitFor(
  ctx: RequestContext,
  costCenter: string,
  flag: FlagKey<'preschool'>,
): Promise<Unit> {
  const unit = await findUnit(ctx.db, costCenter);
  if (!unit) throw notFound(preschoolNotFoundMessage(costCenter));
  await requireFlagAt(ctx, 'preschool', flag, unit.locationId);
  return unit;
}
