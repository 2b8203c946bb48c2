import { preselectedUnit, type TPreschoolLocationsResponse } from '@kansli/domain/preschool/list-locations';
import type { RequestContext } from '../../context/request-context.ts';
import { listUnits, roleLocationsOf, type Unit } from './repository.ts';

/** GET /api/preschool/locations: the units not ended where the user holds preschool ACCESS. */
export async function listLocations(ctx: RequestContext): Promise<TPreschoolLocationsResponse> {
  const [units, own] = await Promise.all([
    listUnits(ctx.db, ctx.clock.today()),
    roleLocationsOf(ctx.db, ctx.actor.personId),
  ]);
  const allowed: Unit[] = [];
  for (const unit of units) {
    if (await ctx.actor.holdsAt('preschool', 'ACCESS', unit.locationId)) allowed.push(unit);
  }
  const selected = preselectedUnit(allowed, own);
  return {
    locations: allowed.map((unit) => ({
      id: unit.locationId,
      name: unit.name,
      cost_center: unit.costCenter,
      communes: unit.communes,
      departments: unit.departments,
      selected: unit === selected,
    })),
  };
}
